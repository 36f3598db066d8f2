import { useId } from 'react';
import type { DoctorAppointmentCreated } from 'contract';
import { HOSPITAL, hospitalAddressIn } from 'contract/hospital';
import { Button } from 'shared-ui';
import { useFormatters, useLanguage, useMessages } from 'shared-ui/i18n';
import { QrCode } from 'shared-ui/qr';
import { slipMessages } from './slipMessages';
import styles from './BookingSlip.module.css';

/**
 * What the slip shows: a doctor booking as the API answers it (its 201, a look-up, My bookings), the
 * doctor, department and room named in the page's language.
 */
export type SlipBooking = Pick<
  DoctorAppointmentCreated,
  'reference' | 'date' | 'mode' | 'slot_start' | 'slot_end' | 'room' | 'doctor_name' | 'department_name'
> & {
  /** Absent where the page was not given it: a look-up and the account's list carry no patient's details. */
  patient_name?: string;
  /** A doctor booking's slip needs no kind; a lab booking's says `lab`. */
  kind?: 'doctor';
};

/**
 * A lab test's or package's slip (from a look-up or the account's list): what is tested, where the
 * sample is taken (in words, with a home visit's time window) and the day.
 */
export interface LabSlipBooking {
  kind: 'lab';
  reference: string;
  date: string;
  test_name: string;
  /** Null for a package, booked without a lab. */
  lab_name: string | null;
  where: string;
  home: boolean;
}

export interface BookingSlipProps {
  booking: SlipBooking | LabSlipBooking;
  /** Called once its QR code is drawn (and again if the reference changes). */
  onDrawn?: () => void;
}

/**
 * The slip a patient shows at the OPD counter (or keeps, online): the hospital, the patient, doctor,
 * day, time and room, and the reference in large type and as a QR code. Printing it prints the slip alone: its print rules
 * hide everything of the page that neither holds nor is the slip (header, footer, chat, the form).
 */
export function BookingSlip({ booking, onDrawn }: BookingSlipProps) {
  const t = useMessages(slipMessages);
  const { language } = useLanguage();
  const format = useFormatters();
  const headingId = useId();
  const lab = booking.kind === 'lab';
  const online = !lab && booking.mode === 'ON';
  const rows = lab
    ? [
        { label: booking.lab_name === null ? t('package') : t('test'), value: booking.test_name },
        ...(booking.lab_name === null ? [] : [{ label: t('lab'), value: booking.lab_name }]),
        { label: t('date'), value: format.date(booking.date, 'long') },
        { label: t('where'), value: booking.where },
      ]
    : [
        ...(booking.patient_name === undefined ? [] : [{ label: t('patient'), value: booking.patient_name }]),
        { label: t('doctor'), value: booking.doctor_name },
        { label: t('department'), value: booking.department_name },
        { label: t('date'), value: format.date(booking.date, 'long') },
        { label: t('time'), value: t('timeRange', { start: booking.slot_start, end: booking.slot_end }) },
        { label: t('where'), value: online ? t('online') : (booking.room ?? HOSPITAL.name) },
      ];
  const note = lab
    ? booking.home
      ? t('homeVisit')
      : t('labCounter')
    : online
      ? t('join')
      : `${t('arrive')} ${t('slipIntro')}`;

  return (
    <section className={styles.slip} aria-labelledby={headingId}>
      <header className={styles.hospital}>
        <p className={styles.hospitalName}>{HOSPITAL.name}</p>
        <p className={styles.hospitalAddress}>{hospitalAddressIn(language)}</p>
        <p className={styles.hospitalAddress}>{HOSPITAL.supportPhone}</p>
      </header>
      <h2 id={headingId} className={styles.title}>
        {lab ? t('labSlipTitle') : t('slipTitle')}
      </h2>
      <div className={styles.body}>
        <div className={styles.code}>
          <p className={styles.referenceLabel}>{t('reference')}</p>
          <p className={styles.reference}>{booking.reference}</p>
          <QrCode
            text={booking.reference}
            label={t('qrLabel', { reference: booking.reference })}
            className={styles.qr}
            onDrawn={onDrawn}
          />
        </div>
        <dl className={styles.rows}>
          {rows.map((row) => (
            <div key={row.label} className={styles.row}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {/* An online consultation has no counter to show the slip at: it is joined from the front desk's call. */}
      <p className={styles.note}>{note}</p>
      <div className={styles.actions}>
        <Button variant="outline" onClick={() => window.print()}>
          {t('print')}
        </Button>
      </div>
    </section>
  );
}
