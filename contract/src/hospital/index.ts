export { HOSPITAL, directionsHref, messagingHref, telHref } from './hospital';
export { HOSPITAL_HI, hospitalAddressIn } from './hospitalHi';
export { HOSPITAL_NAME } from './name';
export { yearInHospitalZone } from '../dates';
export type { HospitalFacts } from './hospital';
