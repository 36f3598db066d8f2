export { HOSPITAL, directionsHref, messagingHref, telHref } from './hospital';
export { yearInHospitalZone } from '../dates';
export type { HospitalFacts } from './hospital';
