import { useCallback, useRef, useState } from 'react';
import type { BookingSummary } from 'contract';
import { Button } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { useCollectionPlace } from '../../components/useHomeVisitTime';
import { AddToCalendarButton } from './AddToCalendarButton';
import { BookingSlip } from './BookingSlip';
import type { LabSlipBooking, SlipBooking } from './BookingSlip';
import { slipMessages } from './slipMessages';
import styles from './SlipActions.module.css';

/**
 * The slip of a standing booking: a lab test or package, or a doctor booking with a time; null for
 * any other (nothing to print). `where` words a lab booking's place of collection.
 */
export function slipOf(
  booking: BookingSummary,
  where: (collection: 'lab' | 'home', visitWindow: string | null) => string,
): SlipBooking | LabSlipBooking | null {
  if (booking.status !== 'booked') return null;
  if (booking.kind === 'lab') {
    const { reference, date, test_name, lab_name, collection, collection_window } = booking;
    const home = collection === 'home';
    return { kind: 'lab', reference, date, test_name, lab_name, home, where: where(collection, collection_window) };
  }
  if (booking.slot_start === null || booking.slot_end === null) return null;
  const { reference, date, mode, slot_start, slot_end, room, doctor_name, department_name } = booking;
  return { reference, date, mode, slot_start, slot_end, room, doctor_name, department_name };
}

export interface SlipActionsProps {
  booking: BookingSummary;
  /** The look-up's access grant; without one (My bookings) the session proves the booking is the visitor's. */
  access?: string | null;
}

/**
 * A booking's day and time to take away, as the booking's confirmation offers it: Add to Calendar, and
 * "Print the slip", which shows the booking's slip and prints it (the slip alone) once its QR code
 * is drawn. The slip stays shown, to show at the counter on a phone, and follows a new time.
 */
export function SlipActions({ booking, access }: SlipActionsProps) {
  const t = useMessages(slipMessages);
  const where = useCollectionPlace();
  const [shown, setShown] = useState(false);
  const printPending = useRef(false);
  const drawn = useRef(false);
  const onDrawn = useCallback(() => {
    drawn.current = true;
    if (!printPending.current) return;
    printPending.current = false;
    window.print();
  }, []);
  const slip = slipOf(booking, where);
  if (!slip) return null;

  const print = () => {
    if (shown && drawn.current) {
      window.print();
      return;
    }
    printPending.current = true;
    setShown(true);
  };

  return (
    <div className={styles.wrap}>
      <div className={styles.actions}>
        <AddToCalendarButton reference={booking.reference} access={access} />
        <Button variant="outline" onClick={print}>
          {t('printTheSlip')}
        </Button>
      </div>
      {shown ? <BookingSlip booking={slip} onDrawn={onDrawn} /> : null}
    </div>
  );
}
