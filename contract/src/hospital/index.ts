export { HOSPITAL, directionsHref, hospitalAddressIn, messagingHref, telHref } from './hospital';
export { yearInHospitalZone } from '../dates';
export type { HospitalFacts } from './hospital';
