import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { BookingSummary, DoctorBookingSummary } from 'contract';
import { todayInHospitalZone } from 'contract/forms';
import { ApiError, Button, rescheduleBooking, useAvailability, useDoctorProfile } from 'shared-ui';
import { SelectField, SlotPicker } from 'shared-ui/fields';
import { loadFieldErrorTexts, useFieldProblemText } from 'shared-ui/forms';
import { useFormatters, useLanguage, useMessages } from 'shared-ui/i18n';
import { FocusedFailure } from './FocusedFailure';
import { rescheduleMessages } from './rescheduleMessages';
import type { RescheduleStepProps } from './RescheduleStep';
import styles from './Reschedule.module.css';

export interface RescheduleProps extends Omit<RescheduleStepProps, 'booking' | 'onMoved'> {
  booking: DoctorBookingSummary;
  /** The booking at its new slot. */
  onMoved: (booking: BookingSummary) => void;
}

/** The most days the availability answers at once: today and the 30 after it. */
const DAYS_AHEAD = 30;

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Moves a doctor booking to another free slot of the same doctor, of the same kind (online or at the
 * hospital): a day with free times, then a time in the shared slot picker. The booking keeps its slot
 * until the API has taken the new one; a slot someone else took meanwhile is said, and the picker
 * shows the times as they are now.
 */
export function Reschedule({ booking, access, failureText, onMoved, onClose }: RescheduleProps) {
  const t = useMessages(rescheduleMessages);
  const format = useFormatters();
  const { language } = useLanguage();
  const problemText = useFieldProblemText();
  // Not a kit form: the texts its refusals are said in are fetched as it opens, long before a move is sent.
  useEffect(() => {
    loadFieldErrorTexts().catch(() => undefined);
  }, []);
  const headingId = useId();
  const dayId = useId();
  const timeId = useId();
  const [from] = useState(() => todayInHospitalZone());
  const profile = useDoctorProfile(booking.doctor_slug);
  const availability = useAvailability(profile.data?.id, from, addDays(from, DAYS_AHEAD));
  const [day, setDay] = useState('');
  const [time, setTime] = useState('');
  const [errors, setErrors] = useState<{ day?: string; time?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const online = booking.mode === 'ON';
  const days = (availability.data ?? [])
    .map((entry) => ({ date: entry.date, slots: entry.slots.filter((slot) => slot.online === online) }))
    .filter((entry) => entry.slots.some((slot) => slot.available));
  const slots = days.find((entry) => entry.date === day)?.slots ?? [];
  const loadFailed = profile.status === 'error' || availability.status === 'error';
  const listStatus = loadFailed ? 'error' : availability.status === 'success' ? 'ready' : 'loading';
  const retry = () => (profile.status === 'error' ? profile.retry() : availability.retry());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const missing = {
      ...(day ? {} : { day: t('dayRequired') }),
      ...(time ? {} : { time: problemText({ code: 'slotRequired' }) }),
    };
    setErrors(missing);
    setFailure(null);
    if (missing.day || missing.time) {
      document.getElementById(missing.day ? dayId : timeId)?.focus();
      return;
    }
    setBusy(true);
    try {
      onMoved(await rescheduleBooking({ reference: booking.reference, access, date: day, slot_start: time }, language));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'slot_taken') {
        setErrors({ time: problemText({ code: 'slotTaken', params: { time, date: format.date(day) } }) });
        setTime('');
        availability.retry();
        document.getElementById(timeId)?.focus();
      } else {
        setFailure(failureText(error));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {t('rescheduleTitle')}
      </h3>
      <p className={styles.intro}>
        {t('rescheduleIntro', {
          doctor: booking.doctor_name,
          date: format.date(booking.date, 'long'),
          time: booking.slot_start ?? '',
        })}
      </p>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <SelectField
          id={dayId}
          name="date"
          label={t('newDay')}
          placeholder={t('chooseDay')}
          options={days.map((entry) => ({ value: entry.date, label: format.date(entry.date, 'long') }))}
          status={listStatus}
          loadingText={t('daysLoading')}
          emptyText={t('noDays')}
          loadError={t('daysFailed')}
          onRetry={retry}
          value={day}
          onChange={(value) => {
            setDay(value);
            setTime('');
            setErrors({});
          }}
          error={errors.day}
          required
        />
        <SlotPicker
          id={timeId}
          name="slot_start"
          label={t('newTime')}
          slots={slots}
          status={day ? (listStatus === 'ready' ? 'ready' : listStatus) : 'idle'}
          idleText={t('chooseDayFirst')}
          onRetry={retry}
          online={online}
          value={time}
          onChange={(value) => {
            setTime(value);
            setErrors((shown) => ({ ...shown, time: undefined }));
          }}
          error={errors.time}
          required
        />
        <FocusedFailure text={failure} className={styles.failure} />
        <div className={styles.actions}>
          <Button type="submit" aria-disabled={busy || undefined}>
            {busy ? t('moving') : t('move')}
          </Button>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('keepTime')}
          </Button>
        </div>
      </form>
    </section>
  );
}
