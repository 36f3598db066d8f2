import type { Timetable, TimetableSession } from 'contract/staff-desk';
import { formatDate, useLanguage, useMessages } from 'shared-ui/i18n';
import type { Translate } from 'shared-ui/i18n';
import { DeskTableScroll } from '../../components/DeskTableScroll';
import table from '../../components/DeskTable.module.css';
import { timetablesMessages } from './timetablesMessages';

type Texts = Translate<typeof timetablesMessages.en>;

const dayKey = (weekday: number) => `day${weekday}` as 'day0';

/** A session in one line, as the history says it: "Saturday 16:00–18:00, Room 21, 15 min". */
export function sessionLine(t: Texts, session: TimetableSession): string {
  const where = session.online ? t('online') : (session.room ?? '');
  return `${t(dayKey(session.weekday))} ${session.start_time}–${session.end_time}, ${where}, ${t('minutes', {
    minutes: session.slot_minutes,
  })}`;
}

/** Monday first, as the hospital's week runs; then by start. */
const inWeekOrder = (sessions: readonly TimetableSession[]) =>
  [...sessions].sort(
    (a, b) => ((a.weekday + 6) % 7) - ((b.weekday + 6) % 7) || a.start_time.localeCompare(b.start_time),
  );

/** One timetable's sessions as a table, its heading saying when it applies. */
export function TimetableTable({
  id,
  timetable,
  heading,
  quotaDefault,
}: {
  id: string;
  timetable: Timetable;
  heading: string;
  quotaDefault: number;
}) {
  const t = useMessages(timetablesMessages);
  if (timetable.sessions.length === 0) {
    return (
      <>
        <h3 id={id}>{heading}</h3>
        <p>{t('noSessions')}</p>
      </>
    );
  }
  return (
    <DeskTableScroll captionId={id}>
      <table className={table.table}>
        <caption id={id}>{heading}</caption>
        <thead>
          <tr>
            <th scope="col">{t('weekday')}</th>
            <th scope="col">{t('start')}</th>
            <th scope="col">{t('end')}</th>
            <th scope="col">{t('where')}</th>
            <th scope="col">{t('slot')}</th>
            <th scope="col">{t('quota')}</th>
          </tr>
        </thead>
        <tbody>
          {inWeekOrder(timetable.sessions).map((session) => (
            <tr key={`${session.weekday} ${session.start_time}`}>
              <th scope="row">{t(dayKey(session.weekday))}</th>
              <td>{session.start_time}</td>
              <td>{session.end_time}</td>
              <td>{session.online ? t('online') : session.room}</td>
              <td>{t('minutes', { minutes: session.slot_minutes })}</td>
              <td>
                {session.counter_quota === null
                  ? t('hospitalSetting', { count: quotaDefault })
                  : String(session.counter_quota)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </DeskTableScroll>
  );
}

/** What the heading of today's timetable says: since or until when, if known. */
export function useCurrentHeading(timetable: Timetable): string {
  const t = useMessages(timetablesMessages);
  const { language } = useLanguage();
  if (timetable.effective_until) return t('currentUntil', { date: formatDate(timetable.effective_until, language) });
  if (timetable.effective_from) return t('currentSince', { date: formatDate(timetable.effective_from, language) });
  return t('current');
}
