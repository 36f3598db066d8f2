import { useCallback, useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { DESK_CANCEL_REASONS, DESK_LIMITS, DESK_RESET_TARGETS } from 'contract/staff-desk';
import type { DeskBooking, DeskCancelReason, DeskHistoryEntry, DeskResetTarget } from 'contract/staff-desk';
import { Button, Dialog, ErrorState, LoadingState } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { getDeskBookingHistory } from 'shared-ui/staff';
import { deskMessages } from '../../components/deskMessages';
import { dayListMessages } from './dayListMessages';
import { printedAt } from './deskDayText';
import styles from './DayList.module.css';

interface FormDialogProps<Input> {
  booking: DeskBooking;
  busy: boolean;
  failure: string | null;
  onClose: () => void;
  onSubmit: (input: Input) => void;
}

/** Cancels a booking for a patient who phoned: who asked (a coded reason) and a note for the history. */
export function CancelDialog({
  booking,
  busy,
  failure,
  onClose,
  onSubmit,
}: FormDialogProps<{ reason: DeskCancelReason; note: string }>) {
  const t = useMessages(dayListMessages);
  const id = useId();
  const [reason, setReason] = useState<DeskCancelReason | ''>('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason === '') {
      setMissing(true);
      document.getElementById(`${id}-reason-${DESK_CANCEL_REASONS[0]}`)?.focus();
      return;
    }
    onSubmit({ reason, note: note.trim() });
  };
  return (
    <Dialog open title={t('cancelTitle', { name: booking.patient_name })} onClose={onClose} closeLabel={t('close')}>
      <form onSubmit={submit} noValidate className={styles.dialogForm}>
        <WhoAsked
          id={id}
          legend={t('cancelReason')}
          missingText={missing ? t('reasonRequired') : null}
          reason={reason}
          onReason={(each) => {
            setReason(each);
            setMissing(false);
          }}
          note={note}
          onNote={setNote}
        />
        <DialogFooter failure={failure} busy={busy} confirmLabel={t('confirmCancel')} onClose={onClose} />
      </form>
    </Dialog>
  );
}

/**
 * Who asked for a change (a coded reason: the patient, the doctor, the hospital) and a note for the
 * history, as a cancellation and a move ask them; `missingText` says the reason is wanted. The first
 * reason's input is `${id}-reason-patient`, for the focus.
 */
export function WhoAsked({
  id,
  legend,
  missingText,
  reason,
  onReason,
  note,
  onNote,
}: {
  id: string;
  legend: string;
  missingText: string | null;
  reason: DeskCancelReason | '';
  onReason: (reason: DeskCancelReason) => void;
  note: string;
  onNote: (note: string) => void;
}) {
  const t = useMessages(dayListMessages);
  return (
    <>
      <fieldset className={styles.fieldset} aria-describedby={missingText ? `${id}-missing` : undefined}>
        <legend>{legend}</legend>
        {missingText ? (
          <p id={`${id}-missing`} className={styles.fieldError}>
            {missingText}
          </p>
        ) : null}
        {DESK_CANCEL_REASONS.map((each) => (
          <label key={each} className={styles.choice}>
            <input
              id={`${id}-reason-${each}`}
              type="radio"
              name="reason"
              value={each}
              checked={reason === each}
              onChange={() => onReason(each)}
              required
            />
            {t(`reason.${each}`)}
          </label>
        ))}
      </fieldset>
      <label className={styles.label} htmlFor={`${id}-note`}>
        {t('note')}
      </label>
      <textarea
        id={`${id}-note`}
        className={styles.textarea}
        value={note}
        maxLength={DESK_LIMITS.noteMax}
        rows={3}
        onChange={(event) => onNote(event.target.value)}
      />
    </>
  );
}

/** A change dialog's end: the refusal in words, then confirm and Keep (or `closeLabel`). */
export function DialogFooter({
  failure,
  busy,
  confirmLabel,
  closeLabel,
  onClose,
}: {
  failure: string | null;
  busy: boolean;
  confirmLabel: string;
  closeLabel?: string;
  onClose: () => void;
}) {
  const t = useMessages(dayListMessages);
  return (
    <>
      <p role="alert" className={failure ? styles.fieldError : undefined}>
        {failure}
      </p>
      <div className={styles.dialogActions}>
        <Button type="submit" disabled={busy}>
          {busy ? t('working') : confirmLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onClose}>
          {closeLabel ?? t('keep')}
        </Button>
      </div>
    </>
  );
}

/** The OPD manager's reset of a status, with the reason the history keeps. */
export function ResetDialog({
  booking,
  busy,
  failure,
  onClose,
  onSubmit,
}: FormDialogProps<{ to: DeskResetTarget; reason: string }>) {
  const t = useMessages(dayListMessages);
  const id = useId();
  const [to, setTo] = useState<DeskResetTarget>(DESK_RESET_TARGETS.find((each) => each !== booking.status) ?? 'booked');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setMissing(true);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    onSubmit({ to, reason: reason.trim() });
  };
  return (
    <Dialog open title={t('resetTitle', { name: booking.patient_name })} onClose={onClose} closeLabel={t('close')}>
      <form onSubmit={submit} noValidate className={styles.dialogForm}>
        <label className={styles.label} htmlFor={`${id}-to`}>
          {t('resetTo')}
        </label>
        <select
          id={`${id}-to`}
          className={styles.select}
          value={to}
          onChange={(event) => setTo(event.target.value as DeskResetTarget)}
        >
          {DESK_RESET_TARGETS.map((each) => (
            <option key={each} value={each}>
              {t(`status.${each}`)}
            </option>
          ))}
        </select>
        <label className={styles.label} htmlFor={`${id}-reason`}>
          {t('resetReason')}
        </label>
        <textarea
          id={`${id}-reason`}
          className={styles.textarea}
          value={reason}
          maxLength={DESK_LIMITS.noteMax}
          rows={3}
          required
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-missing` : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
        />
        {missing ? (
          <p id={`${id}-missing`} className={styles.fieldError}>
            {t('resetReasonRequired')}
          </p>
        ) : null}
        <DialogFooter
          failure={failure}
          busy={busy}
          confirmLabel={t('confirmReset')}
          closeLabel={t('close')}
          onClose={onClose}
        />
      </form>
    </Dialog>
  );
}

type HistoryState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; entries: DeskHistoryEntry[] };

/** Every status change and staff view of the booking, newest first, naming who and from where. */
export function HistoryDialog({ booking, onClose }: { booking: DeskBooking; onClose: () => void }) {
  const t = useMessages(dayListMessages);
  const d = useMessages(deskMessages);
  const [state, setState] = useState<HistoryState>({ status: 'loading' });
  const load = useCallback(() => {
    let current = true;
    getDeskBookingHistory(booking.reference).then(
      (entries) => current && setState({ status: 'ready', entries }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [booking.reference]);
  useEffect(load, [load]);

  const what = (entry: DeskHistoryEntry) => {
    if (entry.action === 'view') return t('viewed');
    if (entry.action === 'joining') {
      const how = entry.reason === 'link' || entry.reason === 'call' ? t(`joinHow.${entry.reason}`) : '';
      return t('joiningHistory', { how });
    }
    if (entry.from === null && entry.to === 'booked') {
      const source = entry.reason === 'phone' || entry.reason === 'walk_in' ? t(`source.${entry.reason}`) : '';
      return t('created', { reason: source || t('source.web') });
    }
    const status = (value: DeskHistoryEntry['from']) => (value === null ? '—' : t(`status.${value}`));
    return t('statusChange', { from: status(entry.from), to: status(entry.to) });
  };

  return (
    <Dialog
      open
      title={t('historyTitle', { reference: booking.reference })}
      onClose={onClose}
      closeLabel={t('close')}
      actions={
        <Button variant="outline" onClick={onClose}>
          {t('close')}
        </Button>
      }
    >
      {state.status === 'loading' ? <LoadingState label={t('historyLoading')} /> : null}
      {state.status === 'failed' ? (
        <ErrorState
          message={t('historyFailed')}
          onRetry={() => {
            setState({ status: 'loading' });
            load();
          }}
          retryLabel={d('retry')}
        />
      ) : null}
      {state.status === 'ready' && state.entries.length === 0 ? <p>{t('historyEmpty')}</p> : null}
      {state.status === 'ready' && state.entries.length > 0 ? (
        <ol className={styles.history}>
          {state.entries.map((entry) => (
            <li key={entry.id}>
              <strong>{what(entry)}</strong>
              <span>
                {printedAt(new Date(entry.at))} · {entry.actor?.name ?? t('byServer')}
                {entry.network ? ` · ${entry.network}` : ''}
              </span>
              {entry.reason && entry.action === 'status' && entry.from !== null ? (
                <span>
                  {t('reasonWas', {
                    reason: (DESK_CANCEL_REASONS as readonly string[]).includes(entry.reason)
                      ? t(`reason.${entry.reason as DeskCancelReason}`)
                      : entry.reason,
                  })}
                </span>
              ) : null}
              {entry.note ? <span>{t('noteWas', { note: entry.note })}</span> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </Dialog>
  );
}
