import { useId } from 'react';
import type { ReactNode, Ref } from 'react';
import type { BookingSummary } from 'contract';
import { Button } from 'shared-ui';
import { HOSPITAL } from 'contract/hospital';
import { useFormatters, useMessages } from 'shared-ui/i18n';
import { useCollectionPlace } from '../../components/useHomeVisitTime';
import { manageMessages } from './manageMessages';
import styles from './BookingDetails.module.css';

export interface BookingDetailsProps {
  booking: BookingSummary;
  onCancel: () => void;
  /** Opens the choice of a new slot or day; a lab booking, or a doctor booking with a slot, that can still change shows it. */
  onReschedule?: (() => void) | undefined;
  /** Shown under the details while the booking stands (Add to Calendar). */
  extra?: ReactNode;
  /** The heading, which takes the focus when a booking is found. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** What was booked and its status, as the API answers it (never the patient's details). */
export function BookingDetails({ booking, onCancel, onReschedule, extra, headingRef }: BookingDetailsProps) {
  const headingId = useId();
  const t = useMessages(manageMessages);
  const format = useFormatters();
  const collectionPlace = useCollectionPlace();
  const cancelled = booking.status === 'cancelled';
  // Doctor bookings made before slots have no time: their day alone can be changed, by telephone.
  const movable = booking.can_cancel && (booking.kind === 'lab' || booking.slot_start !== null);
  const rows =
    booking.kind === 'doctor'
      ? [
          { label: t('kind'), value: t('kindDoctor') },
          { label: t('doctor'), value: booking.doctor_name },
          { label: t('department'), value: booking.department_name },
          { label: t('date'), value: format.date(booking.date, 'long') },
          ...(booking.slot_start !== null && booking.slot_end !== null
            ? [{ label: t('time'), value: t('timeRange', { start: booking.slot_start, end: booking.slot_end }) }]
            : []),
          { label: t('mode'), value: booking.mode === 'ON' ? t('online') : t('offline') },
          ...(booking.room !== null ? [{ label: t('room'), value: booking.room }] : []),
          // The fee it was booked at, whatever the doctor's fee is now (issue 48).
          { label: t('fee'), value: format.rupees(booking.fee) },
        ]
      : [
          // A package is booked without a lab; its name comes as the test's.
          { label: t('kind'), value: booking.lab_name === null ? t('kindPackage') : t('kindLab') },
          { label: booking.lab_name === null ? t('package') : t('test'), value: booking.test_name },
          ...(booking.lab_name === null ? [] : [{ label: t('lab'), value: booking.lab_name }]),
          { label: t('where'), value: collectionPlace(booking.collection, booking.collection_window) },
          { label: t('date'), value: format.date(booking.date, 'long') },
          ...(booking.test_price > 0 ? [{ label: t('price'), value: format.rupees(booking.test_price) }] : []),
        ];

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.title}>
        {t('resultTitle', { reference: booking.reference })}
      </h2>
      <dl className={styles.rows}>
        {rows.map((row) => (
          <div key={row.label} className={styles.row}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        <div className={styles.row}>
          <dt>{t('status')}</dt>
          <dd>
            <span className={cancelled ? styles.cancelled : styles.booked}>
              {cancelled ? t('cancelled') : t('booked')}
            </span>
            {cancelled && booking.cancelled_at ? (
              <span className={styles.when}> {t('cancelledOn', { date: format.date(booking.cancelled_at) })}</span>
            ) : null}
          </dd>
        </div>
      </dl>
      {booking.can_cancel ? (
        <div className={styles.actions}>
          {movable && onReschedule ? <Button onClick={onReschedule}>{t('reschedule')}</Button> : null}
          <Button variant="outline" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </div>
      ) : !cancelled ? (
        <p className={styles.note}>{t('pastNote')}</p>
      ) : null}
      {!cancelled && extra ? <div className={styles.extra}>{extra}</div> : null}
      {!cancelled && !movable ? (
        <p className={styles.note}>{t('changeNote', { phone: HOSPITAL.supportPhone })}</p>
      ) : null}
    </article>
  );
}
