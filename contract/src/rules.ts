// The contract without its yup schemas: what every page may need (dates in the hospital's zone,
// limits, home-visit rules, booking references) and can load without yup. The error vocabulary's
// texts are `contract/field-errors`: a page fetches them with a form's schema, at its first use.
// The schemas stay on the package's main entry, which only the forms import.
export {
  HOSPITAL_TIME_ZONE,
  VISIT_HORIZON_MONTHS,
  todayInHospitalZone,
  minutesInHospitalZone,
  latestVisitDay,
  isIsoDay,
} from './dates';
export { LIMITS } from './limits';
// Only the API reads it: the pages show the API's answer.
export { NEXT_FREE_EVENING_FROM } from './opd';
export { SESSION_LIMITS } from './sessionLimits';
export {
  HOME_VISIT_PINCODES,
  HOME_VISIT_WINDOWS,
  HOME_VISIT_NOTICE_MINUTES,
  HOME_COLLECTION_CHARGE,
  isServedPincode,
  homeVisitWindow,
  openHomeVisitWindows,
} from './homeVisits';
export type { HomeVisitWindow } from './homeVisits';
export { fieldIssue } from './fieldIssue';
export type { FieldErrorCode, FieldIssue } from './fieldErrors';
