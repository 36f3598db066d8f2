// shared-ui/staff: the staff desk's API calls, and who is signed in to the desk (one store for the
// shell's staff bar and the desk's pages). Only the desk's code imports it: no public page loads it.
export {
  cancelDeskBooking,
  changeDeskBooking,
  completeStaffEnrolment,
  createDeskBooking,
  endStaffSession,
  getDeskBookingHistory,
  getDeskDay,
  getStaffEnrolment,
  getStaffSession,
  getStaffSessions,
  rescheduleDeskBooking,
  resetDeskBooking,
  sendJoiningDetails,
  signInStaff,
  signOutStaff,
} from './staffCalls';
export type {
  DeskBookingAnswer,
  DeskChangeAnswer,
  DeskDayQuery,
  DeskJoiningRequest,
  DeskRescheduleAnswer,
  DeskSimpleAction,
} from '../api/staff';
export { DESK_EVENTS_DEBOUNCE_MS, useDeskDayEvents } from './useDeskDayEvents';
export {
  refreshStaffSession,
  resetStaffSessionForTests,
  signOutOfStaffSession,
  staffSignedIn,
  useStaffSession,
} from './staffSession';
export type { StaffSession, StaffSessionState, StaffSessionStatus } from './staffSession';
// The contact inbox's and the admin's calls (../api/staffAdmin).
export {
  createStaffAccount,
  disableStaffAccount,
  getContactInbox,
  getContactMessage,
  getStaffAccounts,
  getStaffAudit,
  getUndeliveredNotices,
  getUndeliveredPhoneNotices,
  getVitalsReport,
  markContactMessage,
  resetStaffFactor,
  retryUndeliveredNotice,
  retryUndeliveredPhoneNotice,
} from './staffCalls';
export type { ContactInboxQuery, ContactMarkAnswer } from '../api/staffAdmin';
// The OPD manager's timetable editor (../api/staffTimetables).
export { getDoctorTimetables, getTimetableHistory, saveDoctorTimetable } from './staffCalls';
export type { TimetableSaveAnswer } from '../api/staffTimetables';
// The OPD manager's doctors, fees and prices (../api/staffDoctors).
export {
  createStaffDoctor,
  getStaffDoctor,
  getStaffDoctors,
  getStaffPrices,
  retireDoctor,
  saveDoctorProfile,
  scheduleDoctorFee,
  schedulePrice,
  uploadDoctorPhoto,
} from './staffCalls';
export type { DoctorChangeAnswer } from '../api/staffDoctors';
// The OPD manager's leave and closures (../api/staffLeave).
export { confirmLeave, getLeaveDetail, getLeaveList, removeLeave, saveLeave } from './staffCalls';
export type { LeaveConfirmAnswer } from '../api/staffLeave';
// The HMIS's API keys, on the admin's accounts page (../api/staffAdmin).
export { createHmisKey, getHmisKeys, revokeHmisKey } from './staffCalls';
// The phlebotomist's lab run sheet (../api/staffLabs).
export { getLabBookingHistory, getLabRunSheet, markLabBooking, resetLabBooking } from './staffCalls';
export type { LabMark, LabMarkAnswer } from '../api/staffLabs';
// The admin's editor of the hospital's facts (../api/staffHospitalFacts).
export { getStaffHospitalFacts, saveHospitalFacts } from './staffCalls';
export type { HospitalFactsSaveAnswer } from '../api/staffHospitalFacts';
