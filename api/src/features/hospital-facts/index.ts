/** The hospital's facts kept by the admin (issue 48): its routes, and the texts that name a fact. */
export { default as hospitalFactsRoutes, HOSPITAL_SUBJECT } from './routes';
export { withHospitalFactsInJson } from './placeholders';
