import type * as Staff from '../api/staff';
import type * as StaffAdmin from '../api/staffAdmin';
import type * as StaffDoctors from '../api/staffDoctors';
import type * as StaffLeave from '../api/staffLeave';
import type * as StaffLabs from '../api/staffLabs';
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
export const getHmisKeys = lazyAdminCall('getHmisKeys');
export const createHmisKey = lazyAdminCall('createHmisKey');
export const revokeHmisKey = lazyAdminCall('revokeHmisKey');

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
export const sendJoiningDetails = lazyCall('sendJoiningDetails');
export const getDeskBookingHistory = lazyCall('getDeskBookingHistory');
export const deskDayEventsUrl = lazyCall('deskDayEventsUrl');

// The OPD manager's timetable editor (../api/staffTimetables), a chunk of its own.
const lazyTimetableCall = lazyCalls<typeof StaffTimetables>(
  () => import(/* webpackChunkName: "staff-timetable-calls" */ '../api/staffTimetables'),
);
export const getDoctorTimetables = lazyTimetableCall('getDoctorTimetables');
export const getTimetableHistory = lazyTimetableCall('getTimetableHistory');
export const saveDoctorTimetable = lazyTimetableCall('saveDoctorTimetable');

// The OPD manager's doctors, fees and prices (../api/staffDoctors), a chunk of their own.
const lazyDoctorsCall = lazyCalls<typeof StaffDoctors>(
  () => import(/* webpackChunkName: "staff-doctors-calls" */ '../api/staffDoctors'),
);
export const getStaffDoctors = lazyDoctorsCall('getStaffDoctors');
export const getStaffDoctor = lazyDoctorsCall('getStaffDoctor');
export const createStaffDoctor = lazyDoctorsCall('createStaffDoctor');
export const saveDoctorProfile = lazyDoctorsCall('saveDoctorProfile');
export const retireDoctor = lazyDoctorsCall('retireDoctor');
export const uploadDoctorPhoto = lazyDoctorsCall('uploadDoctorPhoto');
export const scheduleDoctorFee = lazyDoctorsCall('scheduleDoctorFee');
export const getStaffPrices = lazyDoctorsCall('getStaffPrices');
export const schedulePrice = lazyDoctorsCall('schedulePrice');

// The OPD manager's leave and closures (../api/staffLeave), a chunk of their own.
const lazyLeaveCall = lazyCalls<typeof StaffLeave>(
  () => import(/* webpackChunkName: "staff-leave-calls" */ '../api/staffLeave'),
);
export const getLeaveList = lazyLeaveCall('getLeaveList');
export const saveLeave = lazyLeaveCall('saveLeave');
export const getLeaveDetail = lazyLeaveCall('getLeaveDetail');
export const confirmLeave = lazyLeaveCall('confirmLeave');
export const removeLeave = lazyLeaveCall('removeLeave');

// The phlebotomist's lab run sheet (../api/staffLabs), a chunk of its own.
const lazyLabsCall = lazyCalls<typeof StaffLabs>(
  () => import(/* webpackChunkName: "staff-labs-calls" */ '../api/staffLabs'),
);
export const getLabRunSheet = lazyLabsCall('getLabRunSheet');
export const markLabBooking = lazyLabsCall('markLabBooking');
export const resetLabBooking = lazyLabsCall('resetLabBooking');
export const getLabBookingHistory = lazyLabsCall('getLabBookingHistory');

// The admin's editor of the hospital's facts (../api/staffHospitalFacts), in the admin's chunk: a
// chunk of its own would be one more name in every public page's chunk map.
export const getStaffHospitalFacts = lazyAdminCall('getStaffHospitalFacts');
export const saveHospitalFacts = lazyAdminCall('saveHospitalFacts');
