import { useCallback } from 'react';
import type { BookingSummary } from 'contract';
import { BookingDetails } from './BookingDetails';
import { CancelDialog } from './CancelDialog';

export interface FoundBookingProps {
  booking: BookingSummary;
  /** Give the heading the focus when a booking shows (not after a cancellation, whose note takes it). */
  focusHeading: boolean;
  confirming: boolean;
  cancelling: boolean;
  cancelError: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  onKeep: () => void;
}

/** A found booking and its cancellation step: code fetched once the visitor starts a look-up. */
export default function FoundBooking({
  booking,
  focusHeading,
  confirming,
  cancelling,
  cancelError,
  onCancel,
  onConfirm,
  onKeep,
}: FoundBookingProps) {
  // Shown after a look-up (a new one mounts anew): the heading takes the focus, so a screen reader
  // reads on from there. After a cancellation the confirmation note takes it instead.
  const focusHeadingOnShow = useCallback(
    (heading: HTMLHeadingElement | null) => {
      if (heading && focusHeading) heading.focus();
    },
    [focusHeading],
  );

  return (
    <>
      <BookingDetails booking={booking} headingRef={focusHeadingOnShow} onCancel={onCancel} />
      <CancelDialog
        open={confirming}
        booking={booking}
        busy={cancelling}
        error={cancelError}
        onConfirm={onConfirm}
        onClose={onKeep}
      />
    </>
  );
}
