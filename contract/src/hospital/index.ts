export { HOSPITAL, directionsHref, messagingHref, setHospitalFacts, telHref } from './hospital';
export { HOSPITAL_FACT_DEFAULTS, hospitalFactsInForce } from './defaults';
export { HOSPITAL_HI, hospitalAddressIn } from './hospitalHi';
export { HOSPITAL_NAME } from './name';
export { yearInHospitalZone } from '../dates';
export type { EditableHospitalFacts, HospitalFactKey, HospitalFacts } from './hospital';
