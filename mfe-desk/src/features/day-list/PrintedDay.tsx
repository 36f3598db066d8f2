import type { DeskBooking, DeskDoctorDay } from 'contract/staff-desk';
import { Button, Dialog } from 'shared-ui';
import { formatDate, useLanguage, useMessages } from 'shared-ui/i18n';
import { dayListMessages } from './dayListMessages';
import { ageSex, printedAt } from './deskDayText';
import styles from './DayList.module.css';

/**
 * The printed day list: one A4 page per doctor and session, for the doctor's room. Hidden on the
 * screen; printing the page prints only these (DayList.module.css), none of the desk around them.
 */
export function PrintedDay({ date, doctors, at }: { date: string; doctors: DeskDoctorDay[]; at: Date }) {
  const t = useMessages(dayListMessages);
  const { language } = useLanguage();
  const sex = (value: 'M' | 'F' | 'O') => t(`sex.${value}`);
  return (
    // Hidden (to readers too) but for paper: the print style shows it.
    <div className={styles.printed} hidden>
      {doctors.flatMap((doctor) =>
        doctor.sessions.map((session) => (
          <section key={`${doctor.id}-${session.start ?? 'outside'}`} className={styles.sheet}>
            <h2>{t('sheetTitle', { doctor: doctor.name })}</h2>
            <p>
              {doctor.department.name} · {formatDate(date, language)} ·{' '}
              {t('sheetSession', {
                session:
                  session.start === null
                    ? t('outsideSessions')
                    : t('sessionLabel', { start: session.start, end: session.end ?? '' }),
              })}
              {session.room ? ` · ${session.room}` : ''}
            </p>
            <p>{t('printedAt', { at: printedAt(at) })}</p>
            <table className={styles.sheetTable}>
              <thead>
                <tr>
                  <th scope="col">{t('token')}</th>
                  <th scope="col">{t('time')}</th>
                  <th scope="col">{t('patient')}</th>
                  <th scope="col">{t('ageSex')}</th>
                  <th scope="col">{t('phone')}</th>
                  <th scope="col">{t('status')}</th>
                  <th scope="col" className={styles.notesColumn}>
                    {t('notes')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {session.bookings.map((booking) => (
                  <tr key={booking.reference}>
                    <td>{booking.token ?? ''}</td>
                    <td>{booking.slot_start ?? ''}</td>
                    <td>{booking.patient_name}</td>
                    <td>{ageSex(booking, sex)}</td>
                    <td>{t('phoneEnding', { last4: booking.phone_last4 })}</td>
                    <td>{t(`status.${booking.status}`)}</td>
                    <td>{'\u00a0'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )),
      )}
    </div>
  );
}

/** The arrival slip with the token, reprinted on demand; printing with it open prints the slip alone. */
export function SlipDialog({
  booking,
  doctor,
  onClose,
}: {
  booking: DeskBooking;
  doctor: Pick<DeskDoctorDay, 'name' | 'department'> | undefined;
  onClose: () => void;
}) {
  const t = useMessages(dayListMessages);
  const { language } = useLanguage();
  return (
    <Dialog
      open
      title={t('slipTitle', { name: booking.patient_name })}
      onClose={onClose}
      closeLabel={t('close')}
      actions={
        <>
          <Button onClick={() => window.print()}>{t('printSlip')}</Button>
          <Button variant="outline" onClick={onClose}>
            {t('close')}
          </Button>
        </>
      }
    >
      <div className={styles.slip}>
        <p className={styles.slipHospital}>{t('hospital')}</p>
        <p className={styles.slipToken}>
          {t('token')} <strong>{booking.token ?? '—'}</strong>
        </p>
        <dl className={styles.slipFacts}>
          <dt>{t('patient')}</dt>
          <dd>{booking.patient_name}</dd>
          <dt>{t('doctor')}</dt>
          <dd>{doctor ? `${doctor.name}, ${doctor.department.name}` : ''}</dd>
          <dt>{t('date')}</dt>
          <dd>
            {formatDate(booking.date, language)}
            {booking.slot_start ? `, ${booking.slot_start}` : ''}
          </dd>
          <dt>{t('reference')}</dt>
          <dd>{booking.reference}</dd>
          {booking.arrived_at ? (
            <>
              <dt>{t('arrived')}</dt>
              <dd>
                {printedAt(new Date(booking.arrived_at))}
                {booking.late ? ` (${t('late')})` : ''}
              </dd>
            </>
          ) : null}
        </dl>
      </div>
    </Dialog>
  );
}
