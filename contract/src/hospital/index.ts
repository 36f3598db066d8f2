export { HOSPITAL, directionsHref, messagingHref, telHref } from './hospital';
export { HOSPITAL_HI, hospitalAddressIn } from './hospitalHi';
export { yearInHospitalZone } from '../dates';
export type { HospitalFacts } from './hospital';
