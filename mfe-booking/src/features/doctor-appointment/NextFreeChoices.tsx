import { useId } from 'react';
import type { AppointmentMode, DoctorAppointmentFormValues, NextFreeSlot } from 'contract';
import { todayInHospitalZone } from 'contract/forms';
import { ErrorState, LoadingState, afterNextFrame, getNextFree, useApiQuery } from 'shared-ui';
import type { KitFormState } from 'shared-ui/forms';
import { useFormatters, useLanguage, useMessages } from 'shared-ui/i18n';
import { useReadErrorText } from '../../components/useReadErrorText';
import { nextFreeMessages } from './nextFreeMessages';
import styles from './NextFreeChoices.module.css';

export interface NextFreeChoicesProps {
  /** The appointment form: its department and mode are read, its doctor, day, mode and time filled. */
  form: KitFormState<DoctorAppointmentFormValues>;
}

const KINDS = ['morning', 'evening'] as const;

const dayAfter = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/**
 * Two quick choices once a department is chosen and no doctor yet: the department's next free morning
 * and evening across its doctors (the API's answer; a morning starts before 13:00), of the mode chosen
 * if one is. Choosing one fills the doctor, the day, the mode and the time, and the patient's name
 * takes the focus: their details come next. Loaded when first shown, with its texts, so the form's
 * first load carries none of it.
 */
export default function NextFreeChoices({ form }: NextFreeChoicesProps) {
  const { department, mode } = form.values;
  const t = useMessages(nextFreeMessages);
  const format = useFormatters();
  const readErrorText = useReadErrorText();
  const titleId = useId();
  const { language } = useLanguage();
  const next = useApiQuery(['next-free', department, mode, language], () =>
    getNextFree(Number(department), language, mode as AppointmentMode | ''),
  );

  const onChoose = (slot: NextFreeSlot) => {
    void form
      .setValues({
        ...form.values,
        doctor: String(slot.doctor.id),
        date: slot.date,
        mode: slot.online ? 'ON' : 'OFF',
        slot_start: slot.start,
      })
      .then(() => afterNextFrame(() => document.getElementById(form.binding.fieldId('patient_name'))?.focus()));
  };

  const dayText = (day: string) => {
    const today = todayInHospitalZone();
    const date = format.date(day, 'long');
    if (day === today) return `${t('today')}, ${date}`;
    if (day === dayAfter(today)) return `${t('tomorrow')}, ${date}`;
    return date;
  };

  const choice = (kind: (typeof KINDS)[number], slot: NextFreeSlot | null, until: string) => (
    <li key={kind}>
      {slot ? (
        <button type="button" className={styles.choice} onClick={() => onChoose(slot)}>
          <span className={styles.kind}>
            {t(kind)} <span className={styles.hint}>({t(kind === 'morning' ? 'morningHint' : 'eveningHint')})</span>
          </span>
          <span className={styles.when}>{t('when', { day: dayText(slot.date), time: slot.start })}</span>
          <span className={styles.who}>
            {slot.doctor.doctor_name} · {slot.online ? t('online') : slot.room}
          </span>
        </button>
      ) : (
        <p className={styles.none}>
          <span className={styles.kind}>{t(kind)}</span>
          <span>{t(kind === 'morning' ? 'noneMorning' : 'noneEvening', { date: format.date(until, 'medium') })}</span>
        </p>
      )}
    </li>
  );

  return (
    <div role="group" aria-labelledby={titleId} className={styles.nextFree}>
      <p id={titleId} className={styles.title}>
        {t('title')}
      </p>
      <p className={styles.intro}>{t('intro')}</p>
      {next.status === 'loading' ? <LoadingState compact label={t('loading')} /> : null}
      {next.status === 'error' ? (
        <ErrorState
          compact
          message={`${t('error')} ${readErrorText(next.error)}`}
          onRetry={next.retry}
          retryLabel={t('retry')}
        />
      ) : null}
      {next.data && next.status === 'success' ? (
        <ul className={styles.choices}>
          {KINDS.map((kind) => choice(kind, next.data?.[kind] ?? null, next.data?.until ?? ''))}
        </ul>
      ) : null}
    </div>
  );
}
