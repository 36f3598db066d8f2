// What the site's forms need of the contract without yup: the yup-free values of `contract/rules`,
// each form's empty values and its rules (formRules.ts: the schema, with yup, is fetched on the
// form's first use, and the error texts with it, from `contract/field-errors`). One copy in the
// page: the forms' code and shared-ui's form kit all take these from here, where the rules' small
// modules would otherwise be copied into each chunk that uses them. The API imports the schemas from the package's main entry.
export * from './rules';
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
