import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { DESK_CANCEL_REASONS, DESK_LIMITS } from 'contract/staff-desk';
import type { DeskBooking, DeskCancelReason } from 'contract/staff-desk';
import { Button, Dialog } from 'shared-ui';
import { SlotPicker } from 'shared-ui/fields';
import { formatDate, useLanguage, useMessages } from 'shared-ui/i18n';
import { rescheduleDeskBooking } from 'shared-ui/staff';
import type { DeskChangeAnswer } from 'shared-ui/staff';
import { useDeskFailure } from '../../components/useDeskFailure';
import { dayListMessages } from './dayListMessages';
import { useCounterSlots } from './useCounterSlots';
import styles from './DayList.module.css';

/**
 * Moves a booked patient who phoned to another time of the same doctor and mode: the day's free
 * times as the counter sees them, who asked, a note. A time taken meanwhile is said, with the next
 * free one (the API's 409 `slot_taken`) to choose.
 */
export function RescheduleDialog({
  booking,
  onClose,
  onMoved,
}: {
  booking: DeskBooking;
  onClose: () => void;
  onMoved: (answer: DeskChangeAnswer) => void;
}) {
  const t = useMessages(dayListMessages);
  const { language } = useLanguage();
  const describeFailure = useDeskFailure();
  const id = useId();
  const [date, setDate] = useState(booking.date);
  const [start, setStart] = useState('');
  const [reason, setReason] = useState<DeskCancelReason | ''>('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState<'time' | 'reason' | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [taken, setTaken] = useState<{ next: { date: string; slot_start: string } | null } | null>(null);
  const slots = useCounterSlots(booking.doctor_id, date, booking.mode === 'ON');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (start === '') {
      setMissing('time');
      return;
    }
    if (reason === '') {
      setMissing('reason');
      document.getElementById(`${id}-reason-${DESK_CANCEL_REASONS[0]}`)?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    setTaken(null);
    try {
      const answer = await rescheduleDeskBooking(booking.reference, {
        version: booking.version,
        date,
        slot_start: start,
        reason,
        note: note.trim(),
      });
      if (answer.outcome === 'slot_taken') {
        setTaken({ next: answer.next_free });
        setStart('');
        slots.reload();
      } else onMoved(answer);
    } catch (error) {
      setFailure(describeFailure(error, t('changeFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open title={t('rescheduleTitle', { name: booking.patient_name })} onClose={onClose} closeLabel={t('close')}>
      <form onSubmit={(event) => void submit(event)} noValidate className={styles.dialogForm}>
        <label className={styles.label} htmlFor={`${id}-date`}>
          {t('newDate')}
        </label>
        <input
          id={`${id}-date`}
          type="date"
          className={styles.input}
          value={date}
          onChange={(event) => {
            if (!event.target.value) return;
            setDate(event.target.value);
            setStart('');
          }}
        />
        <SlotPicker
          name="slot_start"
          label={t('newTime')}
          required
          online={booking.mode === 'ON'}
          status={slots.status}
          slots={slots.slots.filter((slot) => !(slot.start === booking.slot_start && date === booking.date))}
          value={start}
          onChange={(value) => {
            setStart(value);
            setMissing(null);
            setTaken(null);
          }}
          error={missing === 'time' ? t('timeRequired') : undefined}
          loadError={describeFailure(slots.failure, t('timesFailed'))}
          onRetry={slots.reload}
        />
        {taken ? (
          <div role="alert" className={styles.fieldError}>
            <p>
              {taken.next
                ? t('moveTaken', { time: taken.next.slot_start, date: formatDate(taken.next.date, language) })
                : t('moveTakenNone')}
            </p>
            {taken.next ? (
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  if (!taken.next) return;
                  setDate(taken.next.date);
                  setStart(taken.next.slot_start);
                  setTaken(null);
                }}
              >
                {t('chooseNext', { time: taken.next.slot_start })}
              </Button>
            ) : null}
          </div>
        ) : null}
        <fieldset className={styles.fieldset} aria-describedby={missing === 'reason' ? `${id}-missing` : undefined}>
          <legend>{t('rescheduleReason')}</legend>
          {missing === 'reason' ? (
            <p id={`${id}-missing`} className={styles.fieldError}>
              {t('moveReasonRequired')}
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
                onChange={() => {
                  setReason(each);
                  setMissing(null);
                }}
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
          rows={2}
          onChange={(event) => setNote(event.target.value)}
        />
        <p role="alert" className={failure ? styles.fieldError : undefined}>
          {failure}
        </p>
        <div className={styles.dialogActions}>
          <Button type="submit" disabled={busy}>
            {busy ? t('working') : t('confirmMove')}
          </Button>
          <Button type="button" variant="outline" onClick={onClose}>
            {t('keep')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
