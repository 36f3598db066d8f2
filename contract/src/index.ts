// Named re-exports, not `export *`: when Node loads this TypeScript as CommonJS (tsx, in the API's
// dev server) only names it can see statically become importable from ES modules. A new export of
// schemas.ts, fieldErrors.ts, limits.ts, dates.ts or formValues.ts must be added here too.
export type * from './entities';
export { SLOT_TIME_PATTERN, AVAILABILITY_MAX_DAYS } from './opd';
export { builtOnFirstUse } from './builtOnFirstUse';
export { labRescheduleSchema, rescheduleSchema } from './schemas';
export type { LabRescheduleInput, RescheduleInput } from './schemas';
export type {
  Weekday,
  OpdSession,
  OpdException,
  DoctorFee,
  DoctorProfile,
  FormerDoctorPage,
  AvailabilitySlot,
  AvailabilityDay,
  SlotTakenResponse,
  NextFreeSlot,
  NextFreeTimes,
} from './opd';
export { LIMITS } from './limits';
export { PRESCRIPTION_TYPES, PRESCRIPTION_ACCEPT } from './prescription';
export { MANAGE_CODE_MINUTES, SESSION_LIMITS } from './sessionLimits';
export {
  FIELD_ERROR_TEXTS,
  fieldIssue,
  fieldIssueText,
  fillParams,
  isFieldErrorCode,
  isFieldIssue,
} from './fieldErrors';
export type { FieldErrorCode, FieldIssue } from './fieldErrors';
export {
  PHONE_PATTERN,
  isIndianMobile,
  patientDetailsFields,
  doctorAppointmentSchema,
  labAppointmentSchema,
  singleTestAsList,
  contactMessageSchema,
  registrationSchema,
  loginSchema,
  NEW_PASSWORD_CODES,
  newPassword,
  ACCESS_CODE_PATTERN,
  manageBookingSchema,
  accessCodeSchema,
  contactCodeRequestSchema,
  bookingCodeLookupSchema,
  bookingLinkSchema,
  bookingAccessCancelSchema,
  parseBookingContact,
  characterCount,
  isStorableText,
  personNameField,
} from './schemas';
export type {
  DoctorAppointmentInput,
  LabAppointmentInput,
  ContactMessageInput,
  RegistrationInput,
  LoginInput,
  ManageBookingInput,
  BookingContact,
  BookingCodeRequest,
  AccessCodeInput,
  ContactCodeRequest,
  BookingCodeLookup,
  BookingLinkLookup,
  BookingLookupInput,
  BookingAccessCancel,
  BookingCancelInput,
  PatientDetails,
  FieldNameOf,
  DoctorAppointmentField,
  LabAppointmentField,
  ContactMessageField,
  RegistrationField,
  LoginField,
  ManageBookingField,
  AccessCodeField,
} from './schemas';
export {
  BOOKING_REFERENCE_ALPHABET,
  BOOKING_REFERENCE_RANDOM_LENGTH,
  BOOKING_REFERENCE_PATTERN,
  bookingReferenceCheckCharacter,
  hasValidCheckCharacter,
  formatBookingReference,
  normaliseBookingReference,
  isBookingReference,
} from './reference';
export type { BookingReferencePrefix } from './reference';
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
export {
  HOSPITAL_TIME_ZONE,
  VISIT_HORIZON_MONTHS,
  todayInHospitalZone,
  minutesInHospitalZone,
  latestVisitDay,
  isIsoDay,
} from './dates';
export {
  doctorAppointmentInitialValues,
  labAppointmentInitialValues,
  contactMessageInitialValues,
  registrationInitialValues,
  loginInitialValues,
  manageBookingInitialValues,
} from './formValues';
export type {
  FormValuesOf,
  DoctorAppointmentFormValues,
  LabAppointmentFormValues,
  ContactMessageFormValues,
  RegistrationFormValues,
  LoginFormValues,
  ManageBookingFormValues,
} from './formValues';
export {
  SESSION_COOKIE,
  accountConfirmSchema,
  passwordResetRequestSchema,
  passwordResetConfirmSchema,
  passwordChangeSchema,
  accountEditSchema,
  accountDeleteSchema,
  sessionCancelSchema,
} from './accounts';
export type {
  SignedInAccount,
  AccountBookings,
  AccountConfirmInput,
  PasswordResetRequestInput,
  PasswordResetConfirmInput,
  PasswordChangeInput,
  AccountEditInput,
  AccountDeleteInput,
  SessionCancelInput,
} from './accounts';
export {
  STAFF_ROLES,
  STAFF_SESSION_COOKIE,
  STAFF_LIMITS,
  TOTP_CODE_PATTERN,
  RECOVERY_CODE_PATTERN,
  normaliseStaffCode,
} from './staffAccounts';
export {
  staffEnrolmentSchema,
  staffEnrolmentCompleteSchema,
  staffSignInSchema,
  staffAccountCreateSchema,
} from './staff';
export type {
  StaffRole,
  StaffMember,
  StaffAccount,
  StaffEnrolment,
  StaffEnrolled,
  StaffEnrolmentLink,
  StaffAccountCreated,
  StaffSessionInfo,
  StaffAuditEvent,
  StaffAuditPage,
} from './staffAccounts';
export type {
  StaffEnrolmentInput,
  StaffEnrolmentCompleteInput,
  StaffSignInInput,
  StaffAccountCreateInput,
} from './staff';
export { DESK_STATUSES, DESK_RESET_TARGETS, DESK_SOURCES, DESK_CANCEL_REASONS, DESK_LIMITS } from './deskDay';
export { DESK_JOIN_HOWS, DESK_JOIN_LIMITS, isMeetingLink, joiningOverdue } from './deskDay';
export type { DeskJoinHow, DeskJoining } from './deskDay';
export type {
  DeskStatus,
  DeskResetTarget,
  DeskSource,
  DeskCancelReason,
  DeskBooking,
  DeskCounts,
  DeskSession,
  DeskDoctorDay,
  DeskDay,
  DeskHistoryEntry,
} from './deskDay';
export { deskActionSchema, deskCancelSchema, deskRescheduleSchema, deskResetSchema, deskBookingSchema } from './desk';
export { deskJoiningSchema } from './desk';
export type { DeskJoiningInput } from './desk';
export type { DeskActionInput, DeskCancelInput, DeskRescheduleInput, DeskResetInput, DeskBookingInput } from './desk';
export { labResetSchema } from './labDeskSchema';
export { LAB_DESK_STATUSES } from './labDesk';
export type { LabDeskStatus, LabRunRow, LabRunSheet, LabHistoryEntry } from './labDesk';
export { TIMETABLE_LIMITS, WEEKDAYS, overlappingSessions } from './timetable';
export type { DoctorTimetables, Timetable, TimetableChange, TimetableConflict, TimetableSession } from './timetable';
export { HOSPITAL_FACT_TEXT_MAX, hospitalFactsSchema } from './hospitalFactsSchema';
export type { HospitalFactsAnswer, HospitalFactsInput, StaffHospitalFacts } from './hospitalFactsSchema';
export { timetableSchema } from './timetableSchema';
export type { TimetableInput, TimetableSessionInput } from './timetableSchema';
export { LEAVE_CANCEL_REASON, LEAVE_LIMITS } from './leave';
export type {
  LeaveChannels,
  LeaveDetail,
  LeaveEntry,
  LeaveHit,
  LeaveHitsChanged,
  LeaveNoticeState,
  LeaveSaved,
  LeaveTold,
  RebookBooked,
  RebookDoctor,
  RebookOffer,
} from './leave';
export { leaveConfirmSchema, leaveSchema, rebookBookSchema, rebookLinkSchema } from './leaveSchema';
export type { LeaveConfirmInput, LeaveInput, RebookBookInput, RebookLinkInput } from './leaveSchema';
export { CONTACT_STATUSES, CONTACT_STATUS_MOVES, STAFF_INBOX_LIMITS, contactStatusMoves } from './staffInbox';
export type {
  ContactStatus,
  ContactStatusMove,
  ContactStatusChange,
  ContactInboxItem,
  ContactInboxMessage,
  ContactInboxPage,
  UndeliveredNotice,
  UndeliveredPhoneNotice,
  PhoneNoticeKind,
  PhoneNoticeStatus,
} from './staffInbox';
export { contactStatusSchema } from './staffInboxSchemas';
export type { ContactStatusInput } from './staffInboxSchemas';
export { PRICE_LIMITS, DOCTOR_LANGUAGES, FEE_MODES } from './doctorsDesk';
export type {
  DoctorLanguage,
  FeeMode,
  ScheduledPrice,
  PriceTimeline,
  StaffDoctorListItem,
  StaffDoctor,
  StaffPricedItem,
  StaffPrices,
} from './doctorsDesk';
export {
  priceChangeSchema,
  feeChangeSchema,
  doctorProfileSchema,
  doctorCreateSchema,
  doctorRetireSchema,
} from './doctorsDeskSchemas';
export type {
  PriceChangeInput,
  FeeChangeInput,
  DoctorProfileInput,
  DoctorCreateInput,
  DoctorRetireInput,
} from './doctorsDeskSchemas';
export { HMIS_KEY_NAME_PATTERN, hmisKeyCreateSchema } from './hmisKeys';
export type { HmisKey, HmisKeyCreateInput, HmisKeyIssued } from './hmisKeys';
