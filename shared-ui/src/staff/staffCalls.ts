import type * as Staff from '../api/staff';
import type * as StaffAdmin from '../api/staffAdmin';
import type * as StaffTimetables from '../api/staffTimetables';
import { lazyCalls } from '../api/lazyCalls';

/**
 * The staff desk's calls, one per endpoint (documented in ../api/staff), loaded with the first call.
 * On this subpath, not on 'shared-ui': no public page carries a byte of them. They go through the
 * page's one HTTP client, provided with this subpath by the page's host, as 'shared-ui' is.
 */
const lazyCall = lazyCalls<typeof Staff>(() => import(/* webpackChunkName: "staff-calls" */ '../api/staff'));
// The inbox's and the admin's calls (../api/staffAdmin), a chunk of their own: a receptionist's
// day list never loads the accounts' and audit's code.
const lazyAdminCall = lazyCalls<typeof StaffAdmin>(
  () => import(/* webpackChunkName: "staff-admin-calls" */ '../api/staffAdmin'),
);

export const getContactInbox = lazyAdminCall('getContactInbox');
export const getContactMessage = lazyAdminCall('getContactMessage');
export const markContactMessage = lazyAdminCall('markContactMessage');
export const getStaffAccounts = lazyAdminCall('getStaffAccounts');
export const createStaffAccount = lazyAdminCall('createStaffAccount');
export const disableStaffAccount = lazyAdminCall('disableStaffAccount');
export const resetStaffFactor = lazyAdminCall('resetStaffFactor');
export const getStaffAudit = lazyAdminCall('getStaffAudit');
export const getUndeliveredNotices = lazyAdminCall('getUndeliveredNotices');
export const retryUndeliveredNotice = lazyAdminCall('retryUndeliveredNotice');
export const getUndeliveredPhoneNotices = lazyAdminCall('getUndeliveredPhoneNotices');
export const retryUndeliveredPhoneNotice = lazyAdminCall('retryUndeliveredPhoneNotice');
export const getVitalsReport = lazyAdminCall('getVitalsReport');

export const getStaffEnrolment = lazyCall('getStaffEnrolment');
export const completeStaffEnrolment = lazyCall('completeStaffEnrolment');
export const signInStaff = lazyCall('signInStaff');
export const getStaffSession = lazyCall('getStaffSession');
export const signOutStaff = lazyCall('signOutStaff');
export const getStaffSessions = lazyCall('getStaffSessions');
export const endStaffSession = lazyCall('endStaffSession');
export const getDeskDay = lazyCall('getDeskDay');
export const changeDeskBooking = lazyCall('changeDeskBooking');
export const cancelDeskBooking = lazyCall('cancelDeskBooking');
export const resetDeskBooking = lazyCall('resetDeskBooking');
export const createDeskBooking = lazyCall('createDeskBooking');
export const rescheduleDeskBooking = lazyCall('rescheduleDeskBooking');
export const getDeskBookingHistory = lazyCall('getDeskBookingHistory');
export const deskDayEventsUrl = lazyCall('deskDayEventsUrl');

// The OPD manager's timetable editor (../api/staffTimetables), a chunk of its own.
const lazyTimetableCall = lazyCalls<typeof StaffTimetables>(
  () => import(/* webpackChunkName: "staff-timetable-calls" */ '../api/staffTimetables'),
);
export const getDoctorTimetables = lazyTimetableCall('getDoctorTimetables');
export const getTimetableHistory = lazyTimetableCall('getTimetableHistory');
export const saveDoctorTimetable = lazyTimetableCall('saveDoctorTimetable');
