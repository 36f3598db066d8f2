import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import {
  ApiError,
  createDoctorAppointment,
  useAvailability,
  useDepartments,
  useDoctorProfile,
  useDoctors,
} from 'shared-ui';
import type { DoctorAppointmentCreated } from 'contract';
import { doctorAppointmentInitialValues, doctorAppointmentSchema, isIsoDay, todayInHospitalZone } from 'contract';
import type { DoctorAppointmentFormValues } from 'contract';
import { DateField, RadioGroup, SelectField, TextAreaField, useFieldProblemText, useKitForm } from 'shared-ui/forms';
import { useFormatters, useLanguage, useMessages, withPageTexts } from 'shared-ui/i18n';
import type { Outcome } from '../../components/OutcomeDialog';
import { BookingFormFrame } from '../../components/booking-form/BookingFormFrame';
import { ContactCodeField } from '../../components/booking-form/ContactCodeField';
import { useContactProof } from '../../components/booking-form/useContactProof';
import frame from '../../components/booking-form/BookingFormFrame.module.css';
import { PatientDetailsFields } from '../../components/booking-form/PatientDetailsFields';
import { useReadErrorText } from '../../components/useReadErrorText';
import { AppointmentSlotStep } from './AppointmentSlotStep';
import { appointmentMessages } from './appointmentMessages';
import { usePreselection } from './usePreselection';
import styles from './AppointmentForm.module.css';

type Result = { tone: 'success'; booking: DoctorAppointmentCreated } | { tone: 'error'; fieldsRefused: boolean };

// The Success dialog's texts, its calendar button and slip (and the QR code's library after them):
// fetched as a booking is sent, so the page does not carry them and the dialog opens with them.
const loadBooked = () => withPageTexts(import('./AppointmentBooked'));
const AppointmentBooked = lazy(loadBooked);
// The department's next free morning and evening: fetched with its texts once a department is chosen.
const NextFreeChoices = lazy(() => withPageTexts(import('./NextFreeChoices')));

const statusOf = (status: 'loading' | 'error' | 'success') => (status === 'success' ? 'ready' : status);

/**
 * The doctor appointment form: department and doctor from the API (changing the department clears
 * the doctor), a day within the booking horizon, online or in person, one of the doctor's free
 * times that day, and the patient's details. A link's `department` and `doctor` (an id or the
 * doctor's slug) pre-fill it under a green Pre-selected banner. A time someone else took first is
 * said on the picker, which shows the day again; everything typed stays. A second booking of the same
 * e-mail or phone asks for the code the API e-mailed (ContactCodeField), everything typed kept.
 */
export function AppointmentForm() {
  const t = useMessages(appointmentMessages);
  const readErrorText = useReadErrorText();
  const format = useFormatters();
  const { language } = useLanguage();
  const problemText = useFieldProblemText();
  const preselection = usePreselection();
  const [result, setResult] = useState<Result | null>(null);
  const proof = useContactProof();

  const initialValues = useMemo<DoctorAppointmentFormValues>(
    () => ({
      ...doctorAppointmentInitialValues,
      department: preselection.department ?? '',
      doctor: preselection.doctor ?? '',
    }),
    [preselection],
  );

  const departments = useDepartments();
  const form = useKitForm({
    initialValues,
    schema: doctorAppointmentSchema(),
    onSubmit: async (payload, actions) => {
      // A failed fetch is tried again when the dialog renders.
      const booked = loadBooked().catch(() => undefined);
      try {
        // The API answers a doctor booking with its slot and access grant, its doctor, department and
        // room named in the page's language (DoctorAppointmentCreated).
        const booking = (await createDoctorAppointment(payload, language)) as DoctorAppointmentCreated;
        // The button stays busy until the dialog's texts are in (they came with the answer, mostly).
        await booked;
        // Every field cleared, the link's choice included: the next booking starts afresh.
        actions.reset(doctorAppointmentInitialValues);
        proof.done();
        availability.retry();
        setResult({ tone: 'success', booking });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'slot_taken') {
          // Said on the picker (the error summary takes focus), the day read again, the rest kept.
          await setFieldValue('slot_start', '', false);
          actions.showErrors({
            slot_start: problemText({
              code: 'slotTaken',
              params: { time: payload.slot_start, date: format.date(payload.date, 'medium') },
            }),
          });
          availability.retry();
          return;
        }
        if (proof.asked(error, payload.email)) {
          actions.showApiErrors(error);
          return;
        }
        setResult({ tone: 'error', fieldsRefused: actions.showApiErrors(error) });
      }
    },
  });

  const { department, doctor, date, mode, slot_start: slotStart } = form.values;
  const doctors = useDoctors(department ? Number(department) : undefined);
  const { setFieldValue } = form;
  const chosenDepartment = departments.data?.find((item) => String(item.id) === department);
  const chosenDoctor = doctors.data?.find((item) => String(item.id) === doctor);
  const profile = useDoctorProfile(chosenDoctor?.slug);
  // A day the API can answer for: whole, and not past (the schema says what is wrong otherwise).
  const dayChosen = chosenDoctor !== undefined && isIsoDay(date) && date >= todayInHospitalZone();
  const availability = useAvailability(dayChosen ? chosenDoctor.id : undefined, date, date);

  // A link's doctor slug: the doctor and their department come from the list of all doctors.
  const resolvedSlug = useRef(false);
  useEffect(() => {
    if (resolvedSlug.current || !preselection.doctorSlug || department || doctors.status !== 'success') return;
    resolvedSlug.current = true;
    const chosen = doctors.data?.find((item) => item.slug === preselection.doctorSlug);
    if (!chosen) return;
    void setFieldValue('department', String(chosen.department.id));
    void setFieldValue('doctor', String(chosen.id));
  }, [preselection, department, doctors.status, doctors.data, setFieldValue]);
  const preselectedDoctor = preselection.doctorSlug
    ? doctors.data?.find((item) => item.slug === preselection.doctorSlug)?.id.toString()
    : preselection.doctor;

  // A time that is not among the free ones of the day and mode now shown is not kept silently.
  useEffect(() => {
    if (!slotStart || !availability.data || availability.status !== 'success') return;
    const free = availability.data[0]?.slots.some(
      (slot) => slot.start === slotStart && slot.available && (mode === '' || slot.online === (mode === 'ON')),
    );
    if (!free || !dayChosen) void setFieldValue('slot_start', '');
  }, [slotStart, mode, dayChosen, availability.status, availability.data, setFieldValue]);

  // A link with only a doctor: their department comes from the doctor list.
  const derivedDepartment = useRef(false);
  useEffect(() => {
    if (derivedDepartment.current || !preselection.doctor || preselection.department || department) return;
    if (doctors.status !== 'success') return;
    derivedDepartment.current = true;
    const chosen = doctors.data?.find((item) => String(item.id) === preselection.doctor);
    if (chosen) void setFieldValue('department', String(chosen.department.id));
  }, [preselection, department, doctors.status, doctors.data, setFieldValue]);

  // A doctor who is not in the chosen department (a stale or edited link) is not kept silently.
  useEffect(() => {
    if (!department || !doctor || doctors.status !== 'success') return;
    if (!doctors.data?.some((item) => String(item.id) === doctor)) void setFieldValue('doctor', '');
  }, [department, doctor, doctors.status, doctors.data, setFieldValue]);

  const linkedDoctor = preselection.doctor !== undefined || preselection.doctorSlug !== undefined;
  const preselected =
    (preselection.department !== undefined || linkedDoctor) &&
    (preselection.department === undefined || preselection.department === department) &&
    (!linkedDoctor || preselectedDoctor === doctor) &&
    department !== '';

  const preselectionText = () => {
    if (chosenDoctor && chosenDepartment) {
      return t('preselectedNamed', {
        doctor: chosenDoctor.doctor_name,
        department: chosenDepartment.department_name,
      });
    }
    if (chosenDepartment && !linkedDoctor) {
      return t('preselectedDepartment', { department: chosenDepartment.department_name });
    }
    return t('preselectedPending');
  };

  // In the page's language at the moment it shows (a switch while it is open re-reads it). A success
  // is AppointmentBooked's dialog, below.
  const failure: Outcome | null =
    result?.tone === 'error'
      ? { tone: 'error', messages: result.fieldsRefused ? [t('failure'), t('failureFields')] : [t('failure')] }
      : null;
  const closeResult = () => setResult(null);

  const doctorOptions = department
    ? (doctors.data ?? []).map((item) => ({ value: String(item.id), label: item.doctor_name }))
    : [];

  return (
    <BookingFormFrame
      form={form}
      title={t('formTitle')}
      intro={t('formIntro')}
      lead={
        preselected ? (
          <p className={styles.preselected} role="status">
            <strong className={styles.preselectedLabel}>{t('preselected')}</strong>
            <span>{preselectionText()}</span>
          </p>
        ) : null
      }
      consent="appointment"
      submit={t('submit')}
      outcome={{ dialog: failure, onClose: closeResult }}
      after={
        result?.tone === 'success' ? (
          <Suspense fallback={null}>
            <AppointmentBooked booking={result.booking} onClose={closeResult} />
          </Suspense>
        ) : null
      }
    >
      <SelectField
        name="department"
        label={t('department')}
        required
        clearable
        status={statusOf(departments.status)}
        options={(departments.data ?? []).map((item) => ({ value: String(item.id), label: item.department_name }))}
        placeholder={t('departmentPlaceholder')}
        loadingText={t('departmentsLoading')}
        emptyText={t('departmentsEmpty')}
        loadError={readErrorText(departments.error)}
        onRetry={departments.retry}
        onChange={() => void setFieldValue('doctor', '')}
      />
      <SelectField
        name="doctor"
        label={t('doctor')}
        required
        clearable
        status={department ? statusOf(doctors.status) : 'ready'}
        options={doctorOptions}
        placeholder={t('doctorPlaceholder')}
        loadingText={t('doctorsLoading')}
        emptyText={department ? t('doctorsEmpty') : t('doctorsNeedDepartment')}
        loadError={readErrorText(doctors.error)}
        onRetry={doctors.retry}
      />
      {department && !doctor ? (
        <Suspense fallback={null}>
          <NextFreeChoices form={form} />
        </Suspense>
      ) : null}
      <DateField name="date" label={t('date')} hint={t('dateHint')} required clearable className={frame.short} />
      <RadioGroup
        name="mode"
        label={t('mode')}
        required
        inline
        options={[
          { value: 'ON', label: t('online'), hint: t('onlineHint') },
          { value: 'OFF', label: t('offline'), hint: t('offlineHint') },
        ]}
      />
      <AppointmentSlotStep
        ready={dayChosen}
        mode={mode}
        availability={availability}
        fee={profile.data?.fee}
        onChoose={(_start, online) => {
          if (mode === '') void setFieldValue('mode', online ? 'ON' : 'OFF');
        }}
      />
      <PatientDetailsFields schema={doctorAppointmentSchema()} />
      <TextAreaField name="message" label={t('message')} hint={t('messageHint')} rows={3} clearable />
      <ContactCodeField proof={proof} form={form} />
    </BookingFormFrame>
  );
}
