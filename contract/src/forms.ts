// What the site's forms need of the contract without yup: the yup-free values of `contract/rules`,
// the error vocabulary, each form's empty values and its rules (formRules.ts: the schema, with yup,
// is fetched on the form's first use). One copy in the page: the forms' code and shared-ui's form
// kit all take these from here, where the rules' small modules would otherwise be copied into each
// chunk that uses them. The API imports the schemas from the package's main entry.
export {
  HOSPITAL_TIME_ZONE,
  VISIT_HORIZON_MONTHS,
  todayInHospitalZone,
  minutesInHospitalZone,
  latestVisitDay,
  isIsoDay,
} from './dates';
export { LIMITS } from './limits';
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
