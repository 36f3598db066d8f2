// What the staff desk's pages need of the contract without yup: the staff accounts' and the desk's
// constants and types, and the rules of the desk's forms (their schemas come at a form's first use,
// as the public forms' do). Apart from `contract/rules` and `contract/forms`, which the public pages
// load, so none of the desk's vocabulary reaches a patient's page.
export {
  STAFF_ROLES,
  STAFF_SESSION_COOKIE,
  STAFF_LIMITS,
  TOTP_CODE_PATTERN,
  RECOVERY_CODE_PATTERN,
  normaliseStaffCode,
} from './staffAccounts';
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
export { DESK_STATUSES, DESK_RESET_TARGETS, DESK_SOURCES, DESK_CANCEL_REASONS, DESK_LIMITS } from './deskDay';
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
export { staffEnrolmentCompleteRules, staffSignInRules, staffAccountCreateRules, deskBookingRules } from './formRules';
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
export { TIMETABLE_LIMITS, WEEKDAYS, overlappingSessions } from './timetable';
export type { DoctorTimetables, Timetable, TimetableChange, TimetableConflict, TimetableSession } from './timetable';
export type { TimetableInput, TimetableSessionInput } from './timetableSchema';
/** The timetable editor's schema, with yup: a chunk of its own in a browser build, loaded with the editor's form. */
export const loadTimetableSchema = async () => (await import('./timetableSchema')).timetableSchema();
export { PRICE_LIMITS, DOCTOR_LANGUAGES, FEE_MODES, DOCTOR_PHOTO, DOCTOR_PHOTO_ACCEPT } from './doctorsDesk';
export type { DoctorPhotoMime } from './doctorsDesk';
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
export type { PriceChangeInput, FeeChangeInput, DoctorProfileInput, DoctorCreateInput } from './doctorsDeskSchemas';
export { doctorCreateRules, doctorProfileRules, feeChangeRules, priceChangeRules } from './doctorsDeskRules';
// The HMIS's API keys (issue 50), on the admin's accounts page.
export { hmisKeyCreateRules } from './formRules';
export type { HmisKey, HmisKeyIssued } from './hmisKeys';
// The hospital's facts, kept by the admin (issue 48).
export { hospitalFactsRules } from './formRules';
export type { HospitalFactsInput, StaffHospitalFacts } from './hospitalFactsSchema';
// The phlebotomist's lab run sheet (issue 47's Labs).
export { LAB_DESK_STATUSES } from './labDesk';
export type { LabDeskStatus, LabHistoryEntry, LabRunRow, LabRunSheet } from './labDesk';
