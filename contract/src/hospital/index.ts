export { HOSPITAL, directionsHref, messagingHref, telHref } from './hospital';
export type { HospitalFacts } from './hospital';
