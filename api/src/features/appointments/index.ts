/**
 * The appointments feature's public surface: what other features may ask of the bookings. Every
 * query on the booking tables stays behind it, in this feature's repository.
 */
export {
  aboutAnotherAccountsBooking,
  addHistory,
  anonymiseBookings,
  bookingHistory,
  changeDeskRow,
  deskDayRows,
  deskRow,
  findBooking,
  findBookingsPastPeriod,
  findOwnedBookings,
  findPersonalBookings,
  forgetExpiredAccess,
  forgetOldHistory,
  nextToken,
  overdueBookings,
} from './repository';
export type {
  AnonymisedBookings,
  BookingIds,
  DeskChange,
  DeskRow,
  DeskSearch,
  FoundBooking,
  HistoryEntry,
} from './repository';
export { summary } from './manage-service';
export { deskCancellationMail } from './confirmation-mail';
export { isSlotConflict, SlotTakenError } from './slots';
export { bookAtCounter, CounterSlotTakenError } from './counter';
