/**
 * The appointments feature's public surface: what other features may ask of the bookings. Every
 * query on the booking tables stays behind it, in this feature's repository.
 */
export {
  aboutAnotherAccountsBooking,
  addHistory,
  announceBookingChange,
  announceLabBookingChange,
  announceMove,
  anonymiseBookings,
  BOOKING_EVENTS_CHANNEL,
  bookingHistory,
  changeDeskRow,
  deskDayRows,
  deskRow,
  findBooking,
  findBookingsPastPeriod,
  findDoctor,
  findOwnedBookings,
  findPersonalBookings,
  forgetExpiredAccess,
  forgetOldHistory,
  nextToken,
  overdueBookings,
  storeDoctorAppointment,
  viewedSince,
} from './repository';
export type {
  AnonymisedBookings,
  BookingEvent,
  LabBookingEvent,
  BookingIds,
  DeskChange,
  DeskRow,
  DeskSearch,
  FoundBooking,
  HistoryEntry,
} from './repository';
export { summary } from './manage-service';
export { deskCancellationMail, deskRescheduledMail, doctorAppointmentMail } from './confirmation-mail';
export { noticeOf } from './notice-facts';
export { bookableSlot, isSlotConflict, SlotTakenError } from './slots';
export { bookAtCounter, CounterSlotTakenError, moveAtCounter, slotTakenAt } from './counter';
export type { CounterConfirmation } from './counter';
export { BookingAccess } from './access';
