import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import type { BookingSummary } from 'contract';
import { Button, LoadingState } from 'shared-ui';
import { useFormatters, useMessages, withPageTexts } from 'shared-ui/i18n';
import { myAccountMessages } from './myAccountMessages';
import styles from './MyAccount.module.css';

/** The calendar file and slip load with an upcoming doctor booking's card, not with every account page. */
const SlipActions = lazy(() =>
  withPageTexts(import('../booking-slip').then((slip) => ({ default: slip.SlipActions }))),
);
/** Manage booking's reschedule step, fetched when the patient asks to change a booking's time. */
const MoveBookingStep = lazy(() => withPageTexts(import('./MoveBookingStep')));

export interface BookingCardProps {
  booking: BookingSummary;
  onCancel: (booking: BookingSummary) => void;
  /** The booking at its new time, moved from this card. */
  onMoved: (booking: BookingSummary) => void;
}

/**
 * One booking of the account: its reference, date (and slot), doctor or test, and status. An upcoming
 * one is moved here as on manage booking, the session the proof: no code is asked.
 */
export function BookingCard({ booking, onCancel, onMoved }: BookingCardProps) {
  const headingId = useId();
  const t = useMessages(myAccountMessages);
  const format = useFormatters();
  const [rescheduling, setRescheduling] = useState(false);
  const [movedNote, setMovedNote] = useState<string | null>(null);
  const rescheduleRef = useRef<HTMLButtonElement>(null);
  const movedRef = useRef<HTMLParagraphElement>(null);
  const cancelled = booking.status === 'cancelled';
  // A doctor booking made before slots has no time to move from: its day changes by telephone.
  const timed = booking.kind === 'lab' || booking.slot_start !== null;
  const date = format.date(booking.date, 'long');
  const when =
    booking.kind === 'doctor' && booking.slot_start ? t('dateAndTime', { date, time: booking.slot_start }) : date;
  const what =
    booking.kind === 'doctor'
      ? { label: t('doctor'), value: `${booking.doctor_name} (${booking.department_name})` }
      : booking.lab_name === null
        ? { label: t('package'), value: booking.test_name }
        : { label: t('test'), value: `${booking.test_name} (${booking.lab_name})` };

  // The step's buttons are gone once it closes: the focus goes back to Reschedule, or to what moved.
  useEffect(() => {
    if (movedNote) movedRef.current?.focus();
  }, [movedNote]);
  const keep = () => {
    setRescheduling(false);
    rescheduleRef.current?.focus();
  };
  const moved = (to: BookingSummary, said: string) => {
    setRescheduling(false);
    onMoved(to);
    setMovedNote(said);
  };

  return (
    <li>
      <article className={styles.booking} aria-labelledby={headingId}>
        <h4 id={headingId} className={styles.bookingTitle}>
          {booking.kind === 'doctor' ? t('kindDoctor') : t('kindLab')}
        </h4>
        <dl className={styles.rows}>
          <div className={styles.row}>
            <dt>{t('reference')}</dt>
            <dd className={styles.reference}>{booking.reference}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t('date')}</dt>
            <dd>{when}</dd>
          </div>
          <div className={styles.row}>
            <dt>{what.label}</dt>
            <dd>{what.value}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t('status')}</dt>
            <dd>
              <span className={cancelled ? styles.cancelled : styles.booked}>
                {cancelled ? t('cancelled') : t('booked')}
              </span>
            </dd>
          </div>
        </dl>
        {movedNote ? (
          <p ref={movedRef} tabIndex={-1} role="status" className={styles.done}>
            {movedNote}
          </p>
        ) : null}
        {booking.can_cancel ? (
          <div className={styles.actions}>
            {timed ? (
              <Button
                ref={rescheduleRef}
                size="small"
                aria-label={t('rescheduleLabel', { reference: booking.reference })}
                aria-expanded={rescheduling}
                onClick={() => {
                  setMovedNote(null);
                  setRescheduling((open) => !open);
                }}
              >
                {t('reschedule')}
              </Button>
            ) : null}
            <Button
              variant="outline"
              size="small"
              aria-label={t('cancelLabel', { reference: booking.reference })}
              onClick={() => onCancel(booking)}
            >
              {t('cancel')}
            </Button>
          </div>
        ) : null}
        {rescheduling && booking.can_cancel ? (
          <div className={styles.reschedule}>
            <Suspense fallback={<LoadingState label={t('loading')} compact />}>
              <MoveBookingStep booking={booking} onMoved={moved} onClose={keep} />
            </Suspense>
          </div>
        ) : null}
        {/* An upcoming booking's time to take away, as its confirmation gave it; the session proves it is theirs. */}
        {booking.can_cancel && timed ? (
          <Suspense fallback={null}>
            <SlipActions booking={booking} />
          </Suspense>
        ) : null}
      </article>
    </li>
  );
}
