import type * as Bookings from './bookings';
import type * as Rebook from './rebook';
import { lazyCalls } from './lazyCalls';

/**
 * The booking calls as the entries export them (documented in ./bookings), loaded on first use:
 * only the booking and manage-booking pages make them, and every page carries this index.
 */
const lazyCall = lazyCalls<typeof Bookings>(() => import(/* webpackChunkName: "booking-calls" */ './bookings'));

export const createDoctorAppointment = lazyCall('createDoctorAppointment');
export const createLabAppointment = lazyCall('createLabAppointment');
export const sendContactMessage = lazyCall('sendContactMessage');
export const requestBookingCode = lazyCall('requestBookingCode');
export const lookupBooking = lazyCall('lookupBooking');
export const openBookingLink = lazyCall('openBookingLink');
export const cancelBooking = lazyCall('cancelBooking');
export const rescheduleBooking = lazyCall('rescheduleBooking');
export const rescheduleLabBooking = lazyCall('rescheduleLabBooking');
export const downloadBookingCalendar = lazyCall('downloadBookingCalendar');

// The rebook link's calls (./rebook), a chunk of their own: only the rebook page makes them.
const lazyRebookCall = lazyCalls<typeof Rebook>(() => import(/* webpackChunkName: "rebook-calls" */ './rebook'));
export const openRebookLink = lazyRebookCall('openRebookLink');
export const bookRebookSlot = lazyRebookCall('bookRebookSlot');
