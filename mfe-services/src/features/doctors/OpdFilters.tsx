import { useId } from 'react';
import type { Doctor, Weekday } from 'contract';
import { useMessages } from 'shared-ui/i18n';
import { compareText, useOpdWords } from '../../components/doctor-opd';
import { doctorsMessages } from './doctorsMessages';
import styles from './OpdFilters.module.css';

/** Monday first, as the week is read in India. */
const WEEK: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];

interface OpdFiltersProps {
  doctors: readonly Pick<Doctor, 'languages'>[];
  day: Weekday | undefined;
  language: string;
  onChange: (change: { day?: Weekday | undefined; language?: string }) => void;
}

/**
 * The OPD day and language filters: a labelled form whose choices apply at once (kept in the
 * address like the department), so nothing needs submitting. Native selects styled like the name
 * box beside them rather than the kit's SelectField: `shared-ui/fields` is one shared chunk that
 * brings the contract's form schemas (yup), about 25 KB gzip, which put /our-doctor over its
 * 180 KB budget (measured 194.9 KB).
 */
export function OpdFilters({ doctors, day, language, onChange }: OpdFiltersProps) {
  const t = useMessages(doctorsMessages);
  const id = useId();
  const { languageName, weekdayName } = useOpdWords();
  const codes = [...new Set(doctors.flatMap((doctor) => doctor.languages ?? []))];
  const languages = codes
    .map((code) => ({ value: code, label: languageName(code) }))
    .sort((a, b) => compareText(a.label, b.label));
  // A language from a shared address that no doctor lists still shows as chosen.
  if (language !== '' && !codes.includes(language)) {
    languages.push({ value: language, label: languageName(language) });
  }
  return (
    <form className={styles.form} aria-label={t('opdFilters')} onSubmit={(event) => event.preventDefault()}>
      <div className={styles.field}>
        <label htmlFor={`${id}-day`} className={styles.label}>
          {t('dayLabel')}
        </label>
        <select
          id={`${id}-day`}
          name="day"
          className={styles.select}
          value={day === undefined ? '' : String(day)}
          onChange={(event) =>
            onChange({ day: event.target.value === '' ? undefined : (Number(event.target.value) as Weekday) })
          }
        >
          <option value="">{t('anyDay')}</option>
          {WEEK.map((weekday) => (
            <option key={weekday} value={String(weekday)}>
              {weekdayName(weekday, 'long')}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-language`} className={styles.label}>
          {t('languageLabel')}
        </label>
        <select
          id={`${id}-language`}
          name="language"
          className={styles.select}
          value={language}
          onChange={(event) => onChange({ language: event.target.value })}
        >
          <option value="">{t('anyLanguage')}</option>
          {languages.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
