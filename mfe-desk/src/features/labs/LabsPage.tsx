import { useCallback, useEffect, useId, useState } from 'react';
import type { LabRunRow, LabRunSheet, StaffMember } from 'contract/staff-desk';
import { Button, usePageMeta } from 'shared-ui';
import { formatDate, formatRupees, useLanguage, useMessages } from 'shared-ui/i18n';
import { getLabRunSheet, markLabBooking, resetLabBooking, useDeskDayEvents } from 'shared-ui/staff';
import type { LabMarkAnswer } from 'shared-ui/staff';
import type { LabMark } from 'shared-ui/staff';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { rolesOf } from '../../components/deskNav';
import { DeskTableScroll } from '../../components/DeskTableScroll';
import { deskTimeOf } from '../../components/deskTime';
import { StaffOnly } from '../../components/StaffOnly';
import { useDeskFailure } from '../../components/useDeskFailure';
import { useDeskResource } from '../../components/useDeskResource';
import table from '../../components/DeskTable.module.css';
import { LabHistoryDialog } from './LabHistoryDialog';
import { LabResetDialog } from './LabResetDialog';
import { labsMessages } from './labsMessages';
import styles from './Labs.module.css';

/**
 * The phlebotomist's run sheet (issue 47's Labs, GET /api/staff/labs/day/): the day's lab visits by
 * lab, then the home collections by pincode and window, each marked collected or not reached with
 * the version the sheet gave (another desk's mark first: the row as it is now, said), a mark undone
 * by an OPD manager with a reason. Live, as the day list is: the API's lab events load it again.
 * Printed, it is the sheet the phlebotomist carries: one A4 page, with an empty notes column.
 */
export function LabsPage() {
  const t = useMessages(labsMessages);
  usePageMeta({ title: t('title'), description: t('lead') });
  return <StaffOnly roles={rolesOf('/desk/labs')}>{(staff) => <RunSheet staff={staff} />}</StaffOnly>;
}

const isEmptySheet = (sheet: LabRunSheet) => sheet.lab_visits.length === 0 && sheet.home_collections.length === 0;

function RunSheet({ staff }: { staff: StaffMember }) {
  const t = useMessages(labsMessages);
  // Only an OPD manager undoes a mark (the API refuses reception with a 403 too).
  const canReset = staff.role === 'opd_manager';
  const { language } = useLanguage();
  const ids = useId();
  const describeFailure = useDeskFailure();
  const [date, setDate] = useState<string | null>(null);
  // Rows as a mark answered them, over the sheet they were marked on (a new load shows its own).
  const [marked, setMarked] = useState<{ sheet: LabRunSheet | null; rows: Record<string, LabRunRow> }>({
    sheet: null,
    rows: {},
  });
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<LabRunRow | null>(null);
  const [historyOf, setHistoryOf] = useState<LabRunRow | null>(null);
  const [resetting, setResetting] = useState<LabRunRow | null>(null);
  const [resetFailure, setResetFailure] = useState<string | null>(null);
  const [printTime, setPrintTime] = useState(() => new Date());
  const load = useCallback(() => getLabRunSheet(date ?? undefined), [date]);
  const sheet = useDeskResource(load, {
    loading: t('loading'),
    failed: t('failed'),
    isEmpty: isEmptySheet,
    empty: (data) => t('empty', { date: formatDate(data.date, language) }),
  });
  // Live: a lab booking made on the site, or a mark at another desk, loads the sheet again quietly.
  useDeskDayEvents(sheet.data?.date ?? null, sheet.refresh, 'lab');
  useEffect(() => {
    const stamp = () => setPrintTime(new Date());
    window.addEventListener('beforeprint', stamp);
    return () => window.removeEventListener('beforeprint', stamp);
  }, []);

  const shownDate = date ?? sheet.data?.date ?? null;
  const current = (row: LabRunRow) => (marked.sheet === sheet.data ? marked.rows[row.reference] : undefined) ?? row;
  const statusText = (row: LabRunRow) =>
    row.status === 'collected' && row.collected_at
      ? t('collectedAt', { time: deskTimeOf(row.collected_at) })
      : t(row.status);

  /** Shows the row as the API answered (changed, or a 409's row as it is now) and says which. */
  const settle = (row: LabRunRow, answer: LabMarkAnswer, done: string) => {
    setMarked((before) => ({
      sheet: sheet.data,
      rows: { ...(before.sheet === sheet.data ? before.rows : {}), [row.reference]: answer.booking },
    }));
    setNotice(
      answer.outcome === 'conflict' ? t('stale', { name: row.patient_name, status: t(answer.booking.status) }) : done,
    );
  };

  const mark = async (row: LabRunRow, action: LabMark) => {
    setBusy(row.reference);
    setNotice('');
    try {
      const answer = await markLabBooking(row.reference, action, row.version);
      settle(row, answer, t(action === 'collected' ? 'collectedDone' : 'notReachedDone', { name: row.patient_name }));
    } catch (error) {
      setNotice(describeFailure(error, t('failed')));
    } finally {
      setBusy(null);
      setConfirming(null);
    }
  };

  const reset = async (row: LabRunRow, reason: string) => {
    setBusy(row.reference);
    setNotice('');
    setResetFailure(null);
    try {
      const answer = await resetLabBooking(row.reference, { version: row.version, reason });
      settle(row, answer, t('resetDone', { name: row.patient_name }));
      setResetting(null);
    } catch (error) {
      // Said in the dialog, which stays open with the reason typed.
      setResetFailure(describeFailure(error, t('failed')));
    } finally {
      setBusy(null);
    }
  };

  const windowText = (window: string) => {
    const [from = '', to = ''] = window.split('-');
    return t('window', { from, to });
  };

  const rows = (bookings: readonly LabRunRow[], home: boolean) =>
    bookings.map((shown) => {
      const row = current(shown);
      const open = row.status === 'booked' || row.status === 'not_reached';
      return (
        <tr key={row.reference} className={row.status === 'cancelled' ? styles.cancelled : undefined}>
          <td>{row.reference}</td>
          <td>
            <span className={styles.name}>{row.patient_name}</span> <span>{t('age', { age: row.age })}</span>
          </td>
          <td>{row.phone_last4}</td>
          {home ? <td>{row.address}</td> : null}
          <td>{row.package ?? row.tests.join(', ')}</td>
          <td>{formatRupees(row.price, language)}</td>
          <td>{statusText(row)}</td>
          <td className={styles.screenOnly}>
            <span className={styles.actions}>
              {open ? (
                <Button
                  size="small"
                  disabled={busy === row.reference}
                  aria-label={t('markCollectedFor', { name: row.patient_name })}
                  onClick={() => void mark(row, 'collected')}
                >
                  {t('markCollected')}
                </Button>
              ) : null}
              {row.status === 'booked' ? (
                <Button
                  size="small"
                  variant="outline"
                  disabled={busy === row.reference}
                  aria-label={t('markNotReachedFor', { name: row.patient_name })}
                  onClick={() => setConfirming(row)}
                >
                  {t('markNotReached')}
                </Button>
              ) : null}
              {canReset && (row.status === 'collected' || row.status === 'not_reached') ? (
                <Button
                  size="small"
                  variant="outline"
                  disabled={busy === row.reference}
                  aria-label={t('resetFor', { name: row.patient_name })}
                  onClick={() => {
                    setResetFailure(null);
                    setResetting(row);
                  }}
                >
                  {t('reset')}
                </Button>
              ) : null}
              <Button
                size="small"
                variant="outline"
                aria-label={t('historyFor', { name: row.patient_name })}
                onClick={() => setHistoryOf(row)}
              >
                {t('history')}
              </Button>
            </span>
          </td>
          <td className={styles.printOnly}>{'\u00a0'}</td>
        </tr>
      );
    });

  const head = (home: boolean) => (
    <thead>
      <tr>
        <th scope="col">{t('reference')}</th>
        <th scope="col">{t('patient')}</th>
        <th scope="col">{t('phone')}</th>
        {home ? <th scope="col">{t('address')}</th> : null}
        <th scope="col">{t('tests')}</th>
        <th scope="col">{t('price')}</th>
        <th scope="col">{t('status')}</th>
        <th scope="col" className={styles.screenOnly}>
          {t('actions')}
        </th>
        <th scope="col" className={styles.printOnly}>
          {t('notes')}
        </th>
      </tr>
    </thead>
  );

  const data = sheet.placeholder === null ? sheet.data : null;
  return (
    <section className={`${table.page} ${styles.sheet}`} aria-labelledby={`${ids}-title`}>
      <h1 id={`${ids}-title`} className={styles.screenOnly}>
        {t('title')}
      </h1>
      <p className={styles.screenOnly}>{t('lead')}</p>
      <div className={`${styles.controls} ${styles.screenOnly}`}>
        <label htmlFor={`${ids}-date`}>{t('date')}</label>
        <input
          id={`${ids}-date`}
          type="date"
          value={shownDate ?? ''}
          onChange={(event) => {
            if (event.target.value) setDate(event.target.value);
          }}
        />
        <Button variant="outline" disabled={data === null} onClick={() => window.print()}>
          {t('print')}
        </Button>
      </div>
      <p role="status" className={styles.screenOnly}>
        {notice}
      </p>
      {data === null ? (
        sheet.placeholder
      ) : (
        <>
          <p className={styles.printOnly}>
            <strong>{t('printHeading', { date: formatDate(data.date, language) })}</strong>{' '}
            {t('printedAt', { time: deskTimeOf(printTime.toISOString()) })}
          </p>
          {data.lab_visits.length > 0 ? (
            <>
              <h2>{t('labVisits')}</h2>
              {data.lab_visits.map((group) => {
                const captionId = `${ids}-lab-${group.lab?.id ?? 'packages'}`;
                return (
                  <DeskTableScroll key={captionId} captionId={captionId}>
                    <table className={table.table}>
                      <caption id={captionId}>
                        {t('labCaption', { lab: group.lab?.name ?? t('packages'), count: group.bookings.length })}
                      </caption>
                      {head(false)}
                      <tbody>{rows(group.bookings, false)}</tbody>
                    </table>
                  </DeskTableScroll>
                );
              })}
            </>
          ) : null}
          {data.home_collections.length > 0 ? (
            <>
              <h2>{t('homeCollections')}</h2>
              {data.home_collections.map((group) => {
                const captionId = `${ids}-home-${group.pincode}-${group.window}`;
                return (
                  <DeskTableScroll key={captionId} captionId={captionId}>
                    <table className={table.table}>
                      <caption id={captionId}>
                        {t('homeCaption', {
                          pincode: group.pincode,
                          window: windowText(group.window),
                          count: group.bookings.length,
                        })}
                      </caption>
                      {head(true)}
                      <tbody>{rows(group.bookings, true)}</tbody>
                    </table>
                  </DeskTableScroll>
                );
              })}
            </>
          ) : null}
        </>
      )}
      {historyOf ? <LabHistoryDialog booking={historyOf} onClose={() => setHistoryOf(null)} /> : null}
      {resetting ? (
        <LabResetDialog
          booking={resetting}
          busy={busy === resetting.reference}
          failure={resetFailure}
          onSubmit={(reason) => void reset(resetting, reason)}
          onClose={() => setResetting(null)}
        />
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t('confirmNotReachedTitle', { name: confirming.patient_name })}
          text={t('confirmNotReached', { name: confirming.patient_name, reference: confirming.reference })}
          confirmLabel={t('confirmNotReachedButton')}
          busyLabel={t('marking')}
          busy={busy === confirming.reference}
          onConfirm={() => void mark(confirming, 'not-reached')}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </section>
  );
}
