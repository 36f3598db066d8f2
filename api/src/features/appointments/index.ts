/**
 * The appointments feature's public surface: what other features may ask of the bookings. Every
 * query on the booking tables stays behind it, in this feature's repository.
 */
export {
  aboutAnotherAccountsBooking,
  anonymiseBookings,
  findBookingsPastPeriod,
  findOwnedBookings,
  findPersonalBookings,
  forgetExpiredAccess,
} from './repository';
export type { AnonymisedBookings, BookingIds, FoundBooking } from './repository';
export { summary } from './manage-service';
