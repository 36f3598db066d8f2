import { SelectField, TextAreaField, TextField } from 'shared-ui/forms';
import { useMessages } from 'shared-ui/i18n';
import { doctorsMessages } from './doctorsMessages';
import { LANGUAGE_CODES } from './profileValues';

/** The profile's fields, both languages, as the editor and the new doctor's form share them. */
export function ProfileFields({ departments }: { departments: { id: number; name: string }[] }) {
  const t = useMessages(doctorsMessages);
  return (
    <>
      <TextField name="doctor_name" label={t('nameEn')} hint={t('nameHint')} autoComplete="off" required />
      <TextField name="doctor_name_hi" label={t('nameHi')} hint={t('hiHint')} autoComplete="off" lang="hi" />
      <SelectField
        name="department"
        label={t('department')}
        placeholder={t('chooseDepartment')}
        required
        options={departments.map((each) => ({ value: String(each.id), label: each.name }))}
      />
      <TextAreaField name="about" label={t('aboutEn')} rows={4} required />
      <TextAreaField name="about_hi" label={t('aboutHi')} hint={t('hiHint')} rows={4} lang="hi" />
      <TextField
        name="languages"
        label={t('languages')}
        hint={t('languagesHint', { codes: LANGUAGE_CODES })}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <TextAreaField name="qualifications" label={t('qualifications')} hint={t('qualificationsHint')} rows={3} />
      <TextField name="registration_council" label={t('council')} hint={t('registrationHint')} autoComplete="off" />
      <TextField name="registration_number" label={t('number')} autoComplete="off" />
      <TextField name="years_of_practice" type="number" label={t('years')} autoComplete="off" />
    </>
  );
}
