import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { DESK_CANCEL_REASONS } from 'contract/staff-desk';
import type { DeskBooking, DeskCancelReason } from 'contract/staff-desk';
import { Button, Dialog } from 'shared-ui';
import { SlotPicker } from 'shared-ui/fields';
import { formatDate, useLanguage, useMessages } from 'shared-ui/i18n';
import { rescheduleDeskBooking } from 'shared-ui/staff';
import type { DeskChangeAnswer } from 'shared-ui/staff';
import { useDeskFailure } from '../../components/useDeskFailure';
import { DialogFooter, WhoAsked } from './BookingDialogs';
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
        <WhoAsked
          id={id}
          legend={t('rescheduleReason')}
          missingText={missing === 'reason' ? t('moveReasonRequired') : null}
          reason={reason}
          onReason={(each) => {
            setReason(each);
            setMissing(null);
          }}
          note={note}
          onNote={setNote}
        />
        <DialogFooter failure={failure} busy={busy} confirmLabel={t('confirmMove')} onClose={onClose} />
      </form>
    </Dialog>
  );
}
