import type { BookingSummary } from 'contract';
import { useFormatters, useMessages } from 'shared-ui/i18n';
import { LabReschedule } from './LabReschedule';
import { Reschedule } from './Reschedule';
import { rescheduleMessages } from './rescheduleMessages';

export interface RescheduleStepProps {
  /** A lab booking, or a doctor booking with a slot, that can still change. */
  booking: BookingSummary;
  /** Manage booking's access grant; without one the signed-in owner's session is the proof (My bookings). */
  access?: string | undefined;
  /** A failed move in the page's language, as the host page knows its proof (an expired grant, an ended session). */
  failureText: (error: unknown) => string;
  /** The booking at its new time, and the sentence that says so for the page's note. */
  onMoved: (booking: BookingSummary, said: string) => void;
  onClose: () => void;
}

/**
 * Moves a booking, on manage booking and in My bookings alike: a doctor booking to another free slot,
 * a lab booking to another day (and window). Fetched only when a patient asks to reschedule.
 */
export default function RescheduleStep({ booking, onMoved, ...step }: RescheduleStepProps) {
  const t = useMessages(rescheduleMessages);
  const format = useFormatters();
  const moved = (to: BookingSummary) => {
    const date = format.date(to.date, 'long');
    onMoved(
      to,
      to.kind === 'doctor'
        ? t('moved', { reference: to.reference, date, time: to.slot_start ?? '' })
        : t('labMoved', { reference: to.reference, date }),
    );
  };
  return booking.kind === 'doctor' ? (
    <Reschedule booking={booking} onMoved={moved} {...step} />
  ) : (
    <LabReschedule booking={booking} onMoved={moved} {...step} />
  );
}
