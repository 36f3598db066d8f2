import { useId } from 'react';
import type { DeskBooking, DeskDoctorDay, DeskSession } from 'contract/staff-desk';
import { joiningOverdue } from 'contract';
import { useMessages } from 'shared-ui/i18n';
import { dayListMessages } from './dayListMessages';
import { ageSex } from './deskDayText';
import styles from './DayList.module.css';

/** What a row's buttons ask the page to do. */
export type RowAction =
  'arrive' | 'no-show' | 'complete' | 'joining' | 'reschedule' | 'cancel' | 'reset' | 'history' | 'slip';

export interface SessionTableProps {
  doctor: DeskDoctorDay;
  session: DeskSession;
  /** The day shown is the API's today: only then can a patient arrive. */
  isToday: boolean;
  /** The day shown is before today: nothing can be cancelled. */
  isPast: boolean;
  canReset: boolean;
  /** The API's today and the minutes past midnight in the hospital's zone: an online row near its time without joining details stands out. */
  today: string | null;
  minutesNow: number;
  searching: boolean;
  busy: string | null;
  onAction: (action: RowAction, booking: DeskBooking) => void;
}

const STATUS_CLASS: Record<DeskBooking['status'], string | undefined> = {
  booked: styles.booked,
  arrived: styles.arrived,
  completed: styles.completed,
  no_show: styles.noShow,
  cancelled: styles.cancelled,
};

/** The actions a row's status allows, in the order a receptionist reaches them. */
function actionsOf(booking: DeskBooking, props: SessionTableProps): RowAction[] {
  const actions: RowAction[] = [];
  if (booking.status === 'booked') {
    if (props.isToday) actions.push('arrive');
    if (props.isToday || props.isPast) actions.push('no-show');
    if (booking.mode === 'ON' && !props.isPast) actions.push('joining');
    if (!props.isPast) actions.push('reschedule', 'cancel');
  }
  if (booking.status === 'arrived') actions.push('complete');
  if (booking.token !== null && (booking.status === 'arrived' || booking.status === 'completed')) actions.push('slip');
  if (props.canReset) actions.push('reset');
  actions.push('history');
  return actions;
}

const LABEL = {
  arrive: 'markArrived',
  'no-show': 'markNoShow',
  complete: 'markCompleted',
  joining: 'joining',
  reschedule: 'reschedule',
  cancel: 'cancel',
  reset: 'reset',
  history: 'history',
  slip: 'slip',
} as const;

/** An online booked row's joining details in words: sent, not yet, or not yet with its time near. */
function JoinMark({ booking, today, minutesNow }: { booking: DeskBooking; today: string | null; minutesNow: number }) {
  const t = useMessages(dayListMessages);
  if (booking.mode !== 'ON' || booking.status !== 'booked') return null;
  if (booking.joining) return <span className={`${styles.joinMark} ${styles.joinSent}`}>{t('joinMark.sent')}</span>;
  if (today !== null && joiningOverdue(booking, today, minutesNow)) {
    return <strong className={styles.joinDue}>{t('joinMark.due')}</strong>;
  }
  return <span className={styles.joinMark}>{t('joinMark.notYet')}</span>;
}

/** One sitting of a doctor: its counts, then its rows with their actions. */
export function SessionTable(props: SessionTableProps) {
  const { doctor, session, searching, busy, onAction } = props;
  const t = useMessages(dayListMessages);
  const headingId = useId();
  const sex = (value: 'M' | 'F' | 'O') => t(`sex.${value}`);
  const hours =
    session.start === null ? t('outsideSessions') : t('sessionLabel', { start: session.start, end: session.end ?? '' });
  const where = [session.online ? t('online') : null, session.room].filter(Boolean).join(' · ');
  const counts = [
    ['booked', session.counts.booked],
    ['arrived', session.counts.arrived],
    ['noShow', session.counts.no_show],
    ['free', session.counts.free],
  ] as const;

  return (
    <section className={styles.session} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sessionHeading}>
        {hours}
        {where ? <span className={styles.where}> · {where}</span> : null}
      </h3>
      <dl className={styles.counts}>
        {counts.map(([key, value]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {session.bookings.length === 0 ? (
        <p className={styles.none}>{searching ? t('noMatch') : t('noRows')}</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className={styles.visuallyHidden}>
              {doctor.name}, {hours}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('time')}</th>
                <th scope="col">{t('token')}</th>
                <th scope="col">{t('patient')}</th>
                <th scope="col">{t('ageSex')}</th>
                <th scope="col">{t('phone')}</th>
                <th scope="col">{t('reference')}</th>
                <th scope="col">{t('source')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col">{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {session.bookings.map((booking) => (
                <tr key={booking.reference} data-reference={booking.reference}>
                  <td>{booking.slot_start ?? '—'}</td>
                  <td className={styles.token}>{booking.token ?? ''}</td>
                  <th scope="row" className={styles.name}>
                    {booking.patient_name}
                  </th>
                  <td>{ageSex(booking, sex)}</td>
                  <td className={styles.phone}>{t('phoneEnding', { last4: booking.phone_last4 })}</td>
                  <td className={styles.reference}>{booking.reference}</td>
                  <td>{t(`source.${booking.source}`)}</td>
                  <td>
                    <span className={`${styles.status} ${STATUS_CLASS[booking.status] ?? ''}`}>
                      {t(`status.${booking.status}`)}
                    </span>
                    {booking.late ? <span className={styles.late}> ({t('late')})</span> : null}
                    <JoinMark booking={booking} today={props.today} minutesNow={props.minutesNow} />
                  </td>
                  <td>
                    <div className={styles.rowActions}>
                      {actionsOf(booking, props).map((action) => (
                        <button
                          key={action}
                          type="button"
                          className={action === 'arrive' ? styles.primaryAction : styles.rowAction}
                          disabled={busy === booking.reference}
                          aria-label={t('forPatient', { action: t(LABEL[action]), name: booking.patient_name })}
                          onClick={() => onAction(action, booking)}
                        >
                          {t(LABEL[action])}
                        </button>
                      ))}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
