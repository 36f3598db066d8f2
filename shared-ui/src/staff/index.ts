// shared-ui/staff: the staff desk's API calls, and who is signed in to the desk (one store for the
// shell's staff bar and the desk's pages). Only the desk's code imports it: no public page loads it.
export {
  completeStaffEnrolment,
  endStaffSession,
  getStaffEnrolment,
  getStaffSession,
  getStaffSessions,
  signInStaff,
  signOutStaff,
} from './staffCalls';
export {
  refreshStaffSession,
  resetStaffSessionForTests,
  signOutOfStaffSession,
  staffSignedIn,
  useStaffSession,
} from './staffSession';
export type { StaffSession, StaffSessionState, StaffSessionStatus } from './staffSession';
