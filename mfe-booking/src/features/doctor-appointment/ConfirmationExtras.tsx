import { AddToCalendarButton, BookingSlip } from '../booking-slip';
import type { SlipBooking } from '../booking-slip';

export interface ConfirmationExtrasProps {
  booking: SlipBooking & { access: string };
}

/** The booked time to take away: the calendar file, then the printable slip. Loaded with the confirmation. */
export default function ConfirmationExtras({ booking }: ConfirmationExtrasProps) {
  return (
    <>
      <AddToCalendarButton reference={booking.reference} access={booking.access} />
      <BookingSlip booking={booking} />
    </>
  );
}
