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
  PhoneNoticeStatus,
} from './staffInbox';
