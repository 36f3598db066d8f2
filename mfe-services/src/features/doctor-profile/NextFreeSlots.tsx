import { HOSPITAL, telHref } from 'contract/hospital';
import { todayInHospitalZone } from 'contract/rules';
import { ErrorState, LoadingState, useAvailability, useServerRender } from 'shared-ui';
import { useFormatters, useMessages } from 'shared-ui/i18n';
import type { Weekday } from 'contract';
import { doctorProfileMessages } from './doctorProfileMessages';
import { clockTime, useOpdWords } from '../../components/doctor-opd';
import styles from './DoctorProfilePage.module.css';

/** How many of the first free slots the page lists; the booking form has them all. */
export const SHOWN_SLOTS = 6;
/** Today and the 13 days after it: "the next two weeks". */
const DAYS_AHEAD = 13;

/** `YYYY-MM-DD` plus whole days, on the calendar (no zone can shift it). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first free slots of the next two weeks, with their waiting, failed and none-free states. */
export function NextFreeSlots({ doctorId }: { doctorId: number }) {
  const t = useMessages(doctorProfileMessages);
  const format = useFormatters();
  const { weekdayName } = useOpdWords();
  const dayOf = (date: string) =>
    `${weekdayName(new Date(`${date}T12:00:00Z`).getUTCDay() as Weekday)}, ${format.date(date, 'short')}`;
  // Free times go stale within minutes: HTML prerendered at build would promise times others have
  // taken since. They are asked for in the browser only, so the server's HTML shows the waiting
  // state, as the live page does until the answer is in.
  const onServer = useServerRender();
  const today = todayInHospitalZone();
  const availability = useAvailability(onServer ? undefined : doctorId, today, addDays(today, DAYS_AHEAD));

  if (availability.status === 'loading') {
    return (
      <>
        <LoadingState label={t('slotsLoading')} />
        {/* The server's HTML without scripts: the times never come, the phone number books them. */}
        {onServer ? (
          <noscript>
            <p className={styles.none}>
              {t('slotsNoScript', { hours: HOSPITAL.supportHours })}{' '}
              <a href={telHref(HOSPITAL.supportPhone)}>{HOSPITAL.supportPhone}</a>
            </p>
          </noscript>
        ) : null}
      </>
    );
  }
  if (availability.status === 'error') {
    return <ErrorState message={t('slotsFailed')} onRetry={availability.retry} retryLabel={t('retry')} />;
  }
  const free = (availability.data ?? [])
    .flatMap((day) => day.slots.filter((slot) => slot.available).map((slot) => ({ date: day.date, slot })))
    .slice(0, SHOWN_SLOTS);
  if (free.length === 0) return <p className={styles.none}>{t('noSlots')}</p>;
  return (
    <ul className={styles.slots}>
      {free.map(({ date, slot }) => (
        <li key={`${date} ${slot.start}`} className={styles.slot}>
          <span className={styles.slotTime}>{t('slotAt', { date: dayOf(date), time: clockTime(slot.start) })}</span>
          <span className={styles.slotPlace}>{slot.online ? t('online') : slot.room}</span>
        </li>
      ))}
    </ul>
  );
}
