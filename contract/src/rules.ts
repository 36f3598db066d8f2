// The contract without its yup schemas: what every page may need (dates in the hospital's zone,
// limits, home-visit rules, booking references, the error vocabulary) and can load without yup, and
// what a form needs before its schema: its empty values and its rules (formRules.ts), which fetch the
// schema on the form's first use. The API imports the schemas from the package's main entry.
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
export { FIELD_ERROR_TEXTS, fieldIssue, fieldIssueText, isFieldErrorCode, isFieldIssue } from './fieldErrors';
export type { FieldErrorCode, FieldIssue } from './fieldErrors';
export { PRESCRIPTION_ACCEPT } from './prescription';
export {
  doctorAppointmentInitialValues,
  labAppointmentInitialValues,
  contactMessageInitialValues,
  registrationInitialValues,
  loginInitialValues,
  manageBookingInitialValues,
} from './formValues';
export {
  doctorAppointmentRules,
  labAppointmentRules,
  labPackageRules,
  labRescheduleRules,
  contactMessageRules,
  registrationRules,
  loginRules,
  manageBookingRules,
  accessCodeRules,
  accountConfirmRules,
  passwordResetRequestRules,
  passwordResetConfirmRules,
  passwordChangeRules,
  accountEditRules,
  accountDeleteRules,
} from './formRules';
export type { FormRules } from './formRules';
