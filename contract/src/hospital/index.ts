export {
  HOSPITAL,
  HOSPITAL_FACT_DEFAULTS,
  directionsHref,
  hospitalFactsInForce,
  messagingHref,
  setHospitalFacts,
  telHref,
} from './hospital';
export { HOSPITAL_HI, hospitalAddressIn } from './hospitalHi';
export { HOSPITAL_NAME } from './name';
export { yearInHospitalZone } from '../dates';
export type { EditableHospitalFacts, HospitalFactKey, HospitalFacts } from './hospital';
