import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { DeskBooking, DeskCancelReason, DeskResetTarget, StaffMember } from 'contract/staff-desk';
import { DESK_LIMITS } from 'contract/staff-desk';
import { minutesInHospitalZone } from 'contract';
import { afterNextFrame, ApiError, Button, EmptyState, ErrorState, LoadingState, usePageMeta } from 'shared-ui';
import { useFieldProblemText } from 'shared-ui/forms';
import { formatDate, useLanguage, useMessages } from 'shared-ui/i18n';
import { Link } from 'shared-ui/router';
import {
  cancelDeskBooking,
  changeDeskBooking,
  resetDeskBooking,
  sendJoiningDetails,
  useStaffSession,
} from 'shared-ui/staff';
import type { DeskChangeAnswer } from 'shared-ui/staff';
import { deskMessages } from '../../components/deskMessages';
import { DESK_PATHS } from '../../components/deskPaths';
import { useDeskFailure } from '../../components/useDeskFailure';
import { CancelDialog, HistoryDialog, ResetDialog } from './BookingDialogs';
import { dayListMessages } from './dayListMessages';
import { JoiningDialog } from './JoiningDialog';
import type { JoiningInput } from './JoiningDialog';
import { sessionKey } from './deskDayText';
import { PrintedDay, SlipDialog } from './PrintedDay';
import { RescheduleDialog } from './RescheduleDialog';
import { SessionTable } from './SessionTable';
import type { RowAction } from './SessionTable';
import { useDeskDay } from './useDeskDay';
import styles from './DayList.module.css';

type Open = { kind: 'joining' | 'reschedule' | 'cancel' | 'reset' | 'history' | 'slip'; booking: DeskBooking } | null;
const MINUTE_MS = 60_000;

/**
 * The front desk's day (issue 47): one day's OPD list per doctor and session, filtered by
 * department, doctor and session and searched by name, phone or reference; each row's actions
 * (arrived with a token, no-show, completed, cancel with a reason, the OPD manager's reset), its
 * history and its slip; the list printed one A4 page per doctor and session. Live: another desk's
 * or the site's change to the day shows without a reload.
 */
export function DayListPage({ staff }: { staff: StaffMember }) {
  const t = useMessages(dayListMessages);
  const d = useMessages(deskMessages);
  const { language } = useLanguage();
  usePageMeta({ title: t('title'), description: t('lead') });
  const describeFailure = useDeskFailure();
  const sayRule = useFieldProblemText();
  const { refresh: refreshSession } = useStaffSession();
  const ids = useId();
  const [date, setDate] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [department, setDepartment] = useState('');
  const [doctor, setDoctor] = useState('');
  const [session, setSession] = useState('');
  const [notice, setNotice] = useState('');
  // A rule the API named for the joining details (its code), said once the contract's words are loaded.
  const [rule, setRule] = useState<'deskJoinSent' | 'deskJoinNotOnline' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [dialogFailure, setDialogFailure] = useState<string | null>(null);
  const [printTime, setPrintTime] = useState(() => new Date());
  // An online row near its time without joining details stands out: the minute is kept current.
  const [minutesNow, setMinutesNow] = useState(() => minutesInHospitalZone(new Date()));
  useEffect(() => {
    const timer = window.setInterval(() => setMinutesNow(minutesInHospitalZone(new Date())), MINUTE_MS);
    return () => window.clearInterval(timer);
  }, []);
  const listRef = useRef<HTMLDivElement>(null);
  const { state, today, reload, refresh, replaceRow } = useDeskDay(date, q);

  const shownDate = date ?? (state.status === 'ready' ? state.day.date : null);
  // The printed list says when it was printed.
  useEffect(() => {
    const stamp = () => setPrintTime(new Date());
    window.addEventListener('beforeprint', stamp);
    return () => window.removeEventListener('beforeprint', stamp);
  }, []);
  // A session that ended meanwhile sends the desk to sign in again.
  useEffect(() => {
    if (state.status === 'failed' && state.error instanceof ApiError && state.error.status === 401) {
      void refreshSession();
    }
  }, [state, refreshSession]);

  /**
   * After a change, focus stays on the row (its first action), once the row is drawn as it is now
   * and a closed dialog has given focus back to the button that opened it, which may be gone.
   */
  const focusRow = (reference: string) =>
    afterNextFrame(() => {
      const row = listRef.current?.querySelector<HTMLElement>(`tr[data-reference="${reference}"]`);
      row?.querySelector<HTMLElement>('button:not([disabled])')?.focus();
    });

  const doctors = state.status === 'ready' ? state.day.doctors : [];
  const departments = [...new Map(doctors.map((each) => [each.department.id, each.department.name]))].sort((a, b) =>
    a[1].localeCompare(b[1]),
  );
  const inDepartment = doctors.filter((each) => department === '' || String(each.department.id) === department);
  const shownDoctors = inDepartment.filter((each) => doctor === '' || String(each.id) === doctor);
  const sessionChoices = [
    ...new Map(
      shownDoctors.flatMap((each) =>
        each.sessions.map((sitting) => [
          sessionKey(sitting),
          sitting.start === null
            ? t('outsideSessions')
            : t('sessionLabel', { start: sitting.start, end: sitting.end ?? '' }),
        ]),
      ),
    ),
  ].sort((a, b) => a[0].localeCompare(b[0]));
  const filtered = shownDoctors
    .map((each) => ({
      ...each,
      sessions: each.sessions.filter((sitting) => session === '' || sessionKey(sitting) === session),
    }))
    .filter((each) => session === '' || each.sessions.length > 0);

  const isToday = shownDate !== null && shownDate === today;
  const isPast = shownDate !== null && today !== null && shownDate < today;
  const canReset = staff.role === 'opd_manager';

  const settle = (answer: DeskChangeAnswer, booking: DeskBooking, moved = false, joined = false) => {
    replaceRow(answer.booking);
    const status = t(`status.${answer.booking.status}`);
    if (answer.outcome === 'conflict') {
      if (answer.code === 'deskJoinSent' || answer.code === 'deskJoinNotOnline') setRule(answer.code);
      else setNotice(t('stale', { name: booking.patient_name, status }));
    } else if (joined) {
      setNotice(t('joiningDone', { name: booking.patient_name }));
    } else if (moved) {
      const { date: day, slot_start: time } = answer.booking;
      setNotice(t('movedDone', { name: booking.patient_name, date: formatDate(day, language), time: time ?? '' }));
    } else if (answer.booking.status === 'arrived' && answer.booking.token !== null) {
      const key = answer.booking.late ? 'arrivedLate' : 'arrivedDone';
      setNotice(t(key, { name: booking.patient_name, token: answer.booking.token }));
    } else {
      setNotice(t('changedDone', { name: booking.patient_name, status }));
    }
    focusRow(booking.reference);
    refresh();
  };

  const change = async (
    booking: DeskBooking,
    send: () => Promise<DeskChangeAnswer>,
    inDialog: boolean,
    joined = false,
  ) => {
    setBusy(booking.reference);
    setFailure(null);
    setDialogFailure(null);
    setNotice('');
    setRule(null);
    try {
      const answer = await send();
      if (inDialog) setOpen(null);
      settle(answer, booking, false, joined);
    } catch (error) {
      const text = describeFailure(error, t('changeFailed'));
      if (inDialog) setDialogFailure(text);
      else setFailure(text);
    } finally {
      setBusy(null);
    }
  };

  const act = (action: RowAction, booking: DeskBooking) => {
    if (action === 'arrive' || action === 'no-show' || action === 'complete') {
      void change(booking, () => changeDeskBooking(booking.reference, action, booking.version), false);
      return;
    }
    setDialogFailure(null);
    setOpen({ kind: action, booking });
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
  };

  const doctorOf = (booking: DeskBooking) => doctors.find((each) => each.id === booking.doctor_id);

  return (
    <section className={styles.page} aria-labelledby={`${ids}-title`}>
      <h1 id={`${ids}-title`} className={styles.heading}>
        {t('title')}
      </h1>
      <p className={styles.lead}>{t('lead')}</p>
      {shownDate !== null && !isPast ? (
        <p className={styles.bookLink}>
          <Link to={`${DESK_PATHS.book}?date=${shownDate}`}>{t('bookThisDay')}</Link>
        </p>
      ) : null}

      <form className={styles.filters} onSubmit={search} aria-label={t('filters')}>
        <div className={styles.filter}>
          <label htmlFor={`${ids}-date`}>{t('date')}</label>
          <input
            id={`${ids}-date`}
            type="date"
            className={styles.input}
            value={shownDate ?? ''}
            onChange={(event) => {
              if (event.target.value) setDate(event.target.value);
            }}
          />
        </div>
        <div className={styles.filter}>
          <label htmlFor={`${ids}-department`}>{t('department')}</label>
          <select
            id={`${ids}-department`}
            className={styles.input}
            value={department}
            onChange={(event) => {
              setDepartment(event.target.value);
              setDoctor('');
              setSession('');
            }}
          >
            <option value="">{t('all')}</option>
            {departments.map(([id, name]) => (
              <option key={id} value={String(id)}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filter}>
          <label htmlFor={`${ids}-doctor`}>{t('doctor')}</label>
          <select
            id={`${ids}-doctor`}
            className={styles.input}
            value={doctor}
            onChange={(event) => {
              setDoctor(event.target.value);
              setSession('');
            }}
          >
            <option value="">{t('all')}</option>
            {inDepartment.map((each) => (
              <option key={each.id} value={String(each.id)}>
                {each.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filter}>
          <label htmlFor={`${ids}-session`}>{t('session')}</label>
          <select
            id={`${ids}-session`}
            className={styles.input}
            value={session}
            onChange={(event) => setSession(event.target.value)}
          >
            <option value="">{t('all')}</option>
            {sessionChoices.map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className={`${styles.filter} ${styles.searchFilter}`}>
          <label htmlFor={`${ids}-q`}>{t('search')}</label>
          <div className={styles.searchRow}>
            <input
              id={`${ids}-q`}
              type="search"
              className={styles.input}
              value={typed}
              maxLength={DESK_LIMITS.searchMax}
              onChange={(event) => setTyped(event.target.value)}
            />
            <Button type="submit" variant="outline">
              {t('searchButton')}
            </Button>
            {q ? (
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  setTyped('');
                  setQ('');
                }}
              >
                {t('clearSearch')}
              </Button>
            ) : null}
          </div>
        </div>
        <div className={styles.filter}>
          <Button type="button" variant="outline" onClick={() => window.print()}>
            {t('print')}
          </Button>
        </div>
      </form>

      <p role="status" className={styles.notice}>
        {rule ? sayRule({ code: rule }) : notice}
      </p>
      <p role="alert" className={failure ? styles.alert : undefined}>
        {failure}
      </p>

      <div ref={listRef} aria-busy={state.status === 'loading' || (state.status === 'ready' && state.refreshing)}>
        {state.status === 'loading' ? <LoadingState label={t('loading')} /> : null}
        {state.status === 'failed' ? (
          <ErrorState message={describeFailure(state.error, t('failed'))} onRetry={reload} retryLabel={d('retry')} />
        ) : null}
        {state.status === 'ready' && doctors.length === 0 ? <EmptyState message={t('empty')} /> : null}
        {state.status === 'ready' && doctors.length > 0 && filtered.length === 0 ? (
          <EmptyState message={t('emptyFiltered')} />
        ) : null}
        {filtered.map((each) => (
          <section key={each.id} className={styles.doctor} aria-labelledby={`${ids}-doctor-${each.id}`}>
            <h2 id={`${ids}-doctor-${each.id}`} className={styles.doctorHeading}>
              {each.name} <span className={styles.department}>{each.department.name}</span>
            </h2>
            {each.day_off ? <p className={styles.none}>{t('dayOff')}</p> : null}
            {each.sessions.map((sitting) => (
              <SessionTable
                key={sessionKey(sitting)}
                doctor={each}
                session={sitting}
                isToday={isToday}
                isPast={isPast}
                canReset={canReset}
                today={today}
                minutesNow={minutesNow}
                searching={q !== ''}
                busy={busy}
                onAction={act}
              />
            ))}
          </section>
        ))}
      </div>

      {state.status === 'ready' && open?.kind !== 'slip' ? (
        <PrintedDay date={state.day.date} doctors={filtered} at={printTime} />
      ) : null}

      {open?.kind === 'reschedule' ? (
        <RescheduleDialog
          booking={open.booking}
          onClose={() => setOpen(null)}
          onMoved={(answer) => {
            setOpen(null);
            settle(answer, open.booking, true);
          }}
        />
      ) : null}
      {open?.kind === 'joining' ? (
        <JoiningDialog
          booking={open.booking}
          busy={busy === open.booking.reference}
          failure={dialogFailure}
          onClose={() => setOpen(null)}
          onSubmit={(input: JoiningInput) =>
            void change(
              open.booking,
              () => sendJoiningDetails(open.booking.reference, { version: open.booking.version, ...input }),
              true,
              true,
            )
          }
        />
      ) : null}
      {open?.kind === 'cancel' ? (
        <CancelDialog
          booking={open.booking}
          busy={busy === open.booking.reference}
          failure={dialogFailure}
          onClose={() => setOpen(null)}
          onSubmit={(input: { reason: DeskCancelReason; note: string }) =>
            void change(
              open.booking,
              () => cancelDeskBooking(open.booking.reference, { version: open.booking.version, ...input }),
              true,
            )
          }
        />
      ) : null}
      {open?.kind === 'reset' ? (
        <ResetDialog
          booking={open.booking}
          busy={busy === open.booking.reference}
          failure={dialogFailure}
          onClose={() => setOpen(null)}
          onSubmit={(input: { to: DeskResetTarget; reason: string }) =>
            void change(
              open.booking,
              () => resetDeskBooking(open.booking.reference, { version: open.booking.version, ...input }),
              true,
            )
          }
        />
      ) : null}
      {open?.kind === 'history' ? <HistoryDialog booking={open.booking} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'slip' ? (
        <SlipDialog booking={open.booking} doctor={doctorOf(open.booking)} onClose={() => setOpen(null)} />
      ) : null}
    </section>
  );
}
