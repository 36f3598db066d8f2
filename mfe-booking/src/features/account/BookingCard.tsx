import { Suspense, lazy, useId } from 'react';
import type { BookingSummary } from 'contract';
import { Button } from 'shared-ui';
import { useFormatters, useMessages, withPageTexts } from 'shared-ui/i18n';
import { myAccountMessages } from './myAccountMessages';
import styles from './MyAccount.module.css';

/** The calendar file and slip load with an upcoming doctor booking's card, not with every account page. */
const SlipActions = lazy(() =>
  withPageTexts(import('../booking-slip').then((slip) => ({ default: slip.SlipActions }))),
);

export interface BookingCardProps {
  booking: BookingSummary;
  onCancel: (booking: BookingSummary) => void;
}

/** One booking of the account: its reference, date (and slot), doctor or test, and status. */
export function BookingCard({ booking, onCancel }: BookingCardProps) {
  const headingId = useId();
  const t = useMessages(myAccountMessages);
  const format = useFormatters();
  const cancelled = booking.status === 'cancelled';
  const date = format.date(booking.date, 'long');
  const when =
    booking.kind === 'doctor' && booking.slot_start ? t('dateAndTime', { date, time: booking.slot_start }) : date;
  const what =
    booking.kind === 'doctor'
      ? { label: t('doctor'), value: `${booking.doctor_name} (${booking.department_name})` }
      : booking.lab_name === null
        ? { label: t('package'), value: booking.test_name }
        : { label: t('test'), value: `${booking.test_name} (${booking.lab_name})` };

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
        {booking.can_cancel ? (
          <Button
            variant="outline"
            size="small"
            aria-label={t('cancelLabel', { reference: booking.reference })}
            onClick={() => onCancel(booking)}
          >
            {t('cancel')}
          </Button>
        ) : null}
        {/* An upcoming booking's time to take away, as its confirmation gave it; the session proves it is theirs. */}
        {booking.can_cancel && (booking.kind === 'lab' || booking.slot_start !== null) ? (
          <Suspense fallback={null}>
            <SlipActions booking={booking} />
          </Suspense>
        ) : null}
      </article>
    </li>
  );
}
