import { useId, useState } from 'react';
import { createLabAppointment, useLabTests, useLabs } from 'shared-ui';
import type { LabAppointment, LabTest } from 'shared-ui';
import { LIMITS, labAppointmentInitialValues, labAppointmentSchema } from 'shared-ui/contract';
import type { LabAppointmentFormValues } from 'shared-ui/contract';
import {
  DateField,
  KitForm,
  PrescriptionField,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useKitForm,
} from 'shared-ui/forms';
import { useFormatters, useMessages } from 'shared-ui/i18n';
import { failureKind } from '../../components/bookingFailure';
import { OutcomeDialog, preloadOutcomeDialog } from '../../components/OutcomeDialog';
import type { Outcome } from '../../components/OutcomeDialog';
import clearable from '../../components/ClearableSelect.module.css';
import { PrivacyConsent } from '../../components/PrivacyConsent';
import { useReadErrorText } from '../../components/useReadErrorText';
import { useTranslateError } from '../../components/useTranslateError';
import { LabTestPicker } from './LabTestPicker';
import { labMessages } from './labMessages';
import styles from './LabBookingForm.module.css';

/** The fields the lab form cannot be sent without (whitespace counts as empty). */
const REQUIRED: readonly (keyof LabAppointmentFormValues)[] = [
  'lab',
  'test',
  'date',
  'age',
  'patient_name',
  'email',
  'phone',
  'address',
];

const FAILURE_TEXT = {
  badInput: 'badInput',
  server: 'serverError',
  network: 'networkError',
  other: 'otherError',
} as const;

type Result =
  | { tone: 'success'; booking: LabAppointment; test: LabTest | undefined; labName: string }
  | { tone: 'error'; text: keyof typeof FAILURE_TEXT | 'fillRequired' };

const missingRequired = (values: LabAppointmentFormValues) =>
  REQUIRED.some((name) => {
    const value = values[name];
    return typeof value !== 'string' || value.trim() === '';
  });

/**
 * The lab test booking: a lab, a test from the searchable picker (choosing a test sets its lab,
 * choosing a lab filters the tests), its price in rupees, the day, the patient, an optional
 * prescription, and the result dialog in the site's exact words for each outcome.
 */
export function LabBookingForm() {
  const t = useMessages(labMessages);
  const translateError = useTranslateError();
  const readErrorText = useReadErrorText();
  const format = useFormatters();
  const headingId = useId();
  const [result, setResult] = useState<Result | null>(null);
  const labs = useLabs();
  const tests = useLabTests();

  const form = useKitForm({
    initialValues: labAppointmentInitialValues,
    schema: labAppointmentSchema,
    translateError,
    onSubmit: async (payload, actions) => {
      const test = tests.data?.find((item) => item.id === payload.test);
      const labName = labs.data?.find((item) => item.id === payload.lab)?.lab_name ?? '';
      try {
        const booking = await createLabAppointment(payload, actions.values.prescription);
        actions.reset();
        setResult({ tone: 'success', booking, test, labName });
      } catch (error) {
        actions.showApiErrors(error);
        setResult({ tone: 'error', text: failureKind(error) });
      }
    },
  });
  const { values, setFieldValue } = form;

  // A submit stopped by the form's own checks: a missing required field also gets the site's dialog,
  // opened with the error summary (which it hands the focus back to when it closes).
  const { failedSubmits } = form.binding;
  const [seenFailures, setSeenFailures] = useState(0);
  if (failedSubmits !== seenFailures) {
    setSeenFailures(failedSubmits);
    if (failedSubmits > seenFailures && missingRequired(values)) setResult({ tone: 'error', text: 'fillRequired' });
  }

  const chosenTest = tests.data?.find((item) => String(item.id) === values.test);

  const chooseLab = (lab: string) => {
    // Tests of another lab go; the picker then lists this lab's.
    if (chosenTest && String(chosenTest.lab) !== lab && lab !== '') void setFieldValue('test', '');
  };

  const chooseTest = (test: LabTest | null) => {
    if (test) void setFieldValue('lab', String(test.lab));
  };

  const successDetails = (booked: Extract<Result, { tone: 'success' }>) => [
    { label: t('detailTest'), value: booked.test?.test_name ?? '' },
    { label: t('detailLab'), value: booked.labName },
    { label: t('detailDate'), value: format.date(booked.booking.date, 'long') },
    ...(booked.test && booked.test.test_price > 0
      ? [{ label: t('detailPrice'), value: format.rupees(booked.test.test_price) }]
      : []),
    ...(booked.booking.has_prescription ? [{ label: t('detailPrescription'), value: t('prescriptionAttached') }] : []),
  ];

  // In the page's language at the moment it shows.
  const outcomeOf = (current: Result | null): Outcome | null => {
    if (current === null) return null;
    if (current.tone === 'error') {
      return {
        tone: 'error',
        messages: [t(current.text === 'fillRequired' ? 'fillRequired' : FAILURE_TEXT[current.text])],
      };
    }
    return {
      tone: 'success',
      confirmation: {
        message: t('success'),
        reference: current.booking.reference,
        email: current.booking.email,
        details: successDetails(current),
        next: t('next'),
      },
    };
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('formTitle')}
      </h2>
      <p className={styles.intro}>{t('formIntro')}</p>
      <KitForm form={form} aria-labelledby={headingId} className={styles.form} onFocusCapture={preloadOutcomeDialog}>
        <SelectField
          className={clearable.clearableSelect}
          name="lab"
          label={t('lab')}
          required
          clearable
          status={labs.status === 'success' ? 'ready' : labs.status}
          options={(labs.data ?? []).map((lab) => ({ value: String(lab.id), label: lab.lab_name }))}
          placeholder={t('labPlaceholder')}
          loadingText={t('labsLoading')}
          emptyText={t('labsEmpty')}
          loadError={readErrorText(labs.error, 'labs')}
          onRetry={labs.retry}
          onChange={chooseLab}
        />
        <div className={styles.testAndPrice}>
          <LabTestPicker
            label={t('test')}
            hint={t('testHint')}
            tests={tests.data ?? []}
            status={tests.status === 'success' ? 'ready' : tests.status}
            onRetry={tests.retry}
            labId={values.lab}
            onChoose={chooseTest}
          />
          {chosenTest && chosenTest.test_price > 0 ? (
            <p className={styles.price}>
              <span className={styles.priceLabel}>{t('price')}</span>{' '}
              <strong className={styles.priceValue}>{format.rupees(chosenTest.test_price)}</strong>
            </p>
          ) : null}
        </div>
        <DateField name="date" label={t('date')} hint={t('dateHint')} required clearable className={styles.short} />
        <TextField
          name="age"
          type="number"
          label={t('age')}
          hint={t('ageHint')}
          maxLength={3}
          required
          clearable
          className={styles.short}
        />
        <TextField name="patient_name" label={t('patientName')} autoComplete="name" required clearable />
        <TextField name="email" type="email" label={t('email')} hint={t('emailHint')} required clearable />
        <TextField
          name="phone"
          type="tel"
          label={t('phone')}
          hint={t('phoneHint')}
          maxLength={LIMITS.phoneTypedMax}
          required
          clearable
          className={styles.short}
        />
        <TextAreaField
          name="address"
          label={t('address')}
          hint={t('addressHint')}
          autoComplete="street-address"
          rows={3}
          required
          clearable
        />
        <PrescriptionField name="prescription" label={t('prescription')} hint={t('prescriptionHint')} clearable />
        <TextAreaField name="message" label={t('message')} rows={3} clearable />
        <PrivacyConsent purpose="lab" />
        <div>
          <SubmitButton>{t('submit')}</SubmitButton>
        </div>
      </KitForm>
      <OutcomeDialog outcome={outcomeOf(result)} onClose={() => setResult(null)} />
    </section>
  );
}
