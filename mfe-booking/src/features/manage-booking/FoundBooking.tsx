import { Suspense, lazy, useCallback, useState } from 'react';
import type { BookingSummary } from 'contract';
import { LoadingState } from 'shared-ui';
import { useMessages, withPageTexts } from 'shared-ui/i18n';
import { CancelBookingDialog } from '../../components/cancel-booking';
import { SlipActions } from '../booking-slip';
import { BookingDetails } from './BookingDetails';
import { manageMessages } from './manageMessages';
import { useManageErrorText } from './useManageErrorText';

/** The slot choice (and its picker) loads when a visitor asks to reschedule; a lab booking's day and window, too. */
const RescheduleStep = lazy(() => withPageTexts(import('../../components/reschedule/RescheduleStep')));

export interface FoundBookingProps {
  booking: BookingSummary;
  /** The look-up's access grant: it reschedules and fetches the calendar file. */
  access: string;
  /** Give the heading the focus when a booking shows (not after a cancellation, whose note takes it). */
  focusHeading: boolean;
  confirming: boolean;
  cancelling: boolean;
  cancelError: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  onKeep: () => void;
  /** The booking at its new slot, and the sentence that says so. */
  onMoved: (booking: BookingSummary, said: string) => void;
}

/**
 * A found booking, its rescheduling and its cancellation step: code fetched once the visitor starts a
 * look-up. The API names its doctor, department and room in the page's language.
 */
export default function FoundBooking({
  booking,
  access,
  focusHeading,
  confirming,
  cancelling,
  cancelError,
  onCancel,
  onConfirm,
  onKeep,
  onMoved,
}: FoundBookingProps) {
  const t = useMessages(manageMessages);
  const errorText = useManageErrorText();
  const [rescheduling, setRescheduling] = useState(false);
  // Shown after a look-up (a new one mounts anew): the heading takes the focus, so a screen reader
  // reads on from there. After a cancellation the confirmation note takes it instead.
  const focusHeadingOnShow = useCallback(
    (heading: HTMLHeadingElement | null) => {
      if (heading && focusHeading) heading.focus();
    },
    [focusHeading],
  );
  const movedTo = (moved: BookingSummary, said: string) => {
    setRescheduling(false);
    onMoved(moved, said);
  };
  // A lab booking's slip has its day and place; a doctor booking's needs its time.
  const withSlip = booking.kind === 'lab' || booking.slot_start !== null;

  return (
    <>
      <BookingDetails
        booking={booking}
        headingRef={focusHeadingOnShow}
        onCancel={onCancel}
        onReschedule={rescheduling ? undefined : () => setRescheduling(true)}
        extra={withSlip ? <SlipActions booking={booking} access={access} /> : null}
      />
      {rescheduling && booking.can_cancel ? (
        <Suspense fallback={<LoadingState label={t('loading')} />}>
          <RescheduleStep
            booking={booking}
            access={access}
            failureText={(error) => errorText(error, 'reschedule')}
            onMoved={movedTo}
            onClose={() => setRescheduling(false)}
          />
        </Suspense>
      ) : null}
      <CancelBookingDialog
        booking={confirming ? booking : null}
        busy={cancelling}
        error={cancelError}
        onConfirm={onConfirm}
        onClose={onKeep}
      />
    </>
  );
}
