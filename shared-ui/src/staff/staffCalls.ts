import type * as Staff from '../api/staff';
import { lazyCalls } from '../api/lazyCalls';

/**
 * The staff desk's calls, one per endpoint (documented in ../api/staff), loaded with the first call.
 * On this subpath, not on 'shared-ui': no public page carries a byte of them. They go through the
 * page's one HTTP client, provided with this subpath by the page's host, as 'shared-ui' is.
 */
const lazyCall = lazyCalls<typeof Staff>(() => import(/* webpackChunkName: "staff-calls" */ '../api/staff'));

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
export const getDeskBookingHistory = lazyCall('getDeskBookingHistory');
export const deskDayEventsUrl = lazyCall('deskDayEventsUrl');
