import { useEffect, useMemo, useRef, useState } from 'react';
import { createDoctorAppointment, useDepartments, useDoctors } from 'shared-ui';
import type { DoctorAppointment } from 'contract';
import { doctorAppointmentInitialValues, doctorAppointmentSchema } from 'contract';
import type { DoctorAppointmentFormValues } from 'contract';
import { DateField, RadioGroup, SelectField, TextAreaField, useKitForm } from 'shared-ui/forms';
import { useFormatters, useMessages } from 'shared-ui/i18n';
import type { Outcome } from '../../components/OutcomeDialog';
import clearable from '../../components/ClearableSelect.module.css';
import { BookingFormFrame } from '../../components/booking-form/BookingFormFrame';
import frame from '../../components/booking-form/BookingFormFrame.module.css';
import { PatientDetailsFields } from '../../components/booking-form/PatientDetailsFields';
import { useReadErrorText } from '../../components/useReadErrorText';
import { appointmentMessages } from './appointmentMessages';
import { usePreselection } from './usePreselection';
import styles from './AppointmentForm.module.css';

type Result =
  | { tone: 'success'; booking: DoctorAppointment; doctorName: string; departmentName: string }
  | { tone: 'error'; fieldsRefused: boolean };

const statusOf = (status: 'loading' | 'error' | 'success') => (status === 'success' ? 'ready' : status);

/**
 * The doctor appointment form: department and doctor from the API (changing the department clears
 * the doctor), a day within the booking horizon, online or in person, and the patient's details.
 * A link's `department` and `doctor` pre-fill it under a green Pre-selected banner.
 */
export function AppointmentForm() {
  const t = useMessages(appointmentMessages);
  const readErrorText = useReadErrorText();
  const format = useFormatters();
  const preselection = usePreselection();
  const [result, setResult] = useState<Result | null>(null);

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
    schema: doctorAppointmentSchema,
    onSubmit: async (payload, actions) => {
      const departmentName = departments.data?.find((item) => item.id === payload.department)?.department_name ?? '';
      const doctorName = doctors.data?.find((item) => item.id === payload.doctor)?.doctor_name ?? '';
      try {
        const booking = await createDoctorAppointment(payload);
        // Every field cleared, the link's choice included: the next booking starts afresh.
        actions.reset(doctorAppointmentInitialValues);
        setResult({ tone: 'success', booking, doctorName, departmentName });
      } catch (error) {
        setResult({ tone: 'error', fieldsRefused: actions.showApiErrors(error) });
      }
    },
  });

  const { department, doctor } = form.values;
  const doctors = useDoctors(department ? Number(department) : undefined);
  const { setFieldValue } = form;

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

  const preselected =
    (preselection.department !== undefined || preselection.doctor !== undefined) &&
    (preselection.department === undefined || preselection.department === department) &&
    (preselection.doctor === undefined || preselection.doctor === doctor) &&
    department !== '';
  const chosenDepartment = departments.data?.find((item) => String(item.id) === department);
  const chosenDoctor = doctors.data?.find((item) => String(item.id) === doctor);

  const preselectionText = () => {
    if (chosenDoctor && chosenDepartment) {
      return t('preselectedNamed', {
        doctor: chosenDoctor.doctor_name,
        department: chosenDepartment.department_name,
      });
    }
    if (chosenDepartment && !preselection.doctor) {
      return t('preselectedDepartment', { department: chosenDepartment.department_name });
    }
    return t('preselectedPending');
  };

  // In the page's language at the moment it shows (a switch while it is open re-reads it).
  const outcomeOf = (current: Result | null): Outcome | null => {
    if (current === null) return null;
    if (current.tone === 'error') {
      return { tone: 'error', messages: current.fieldsRefused ? [t('failure'), t('failureFields')] : [t('failure')] };
    }
    const { booking } = current;
    return {
      tone: 'success',
      confirmation: {
        message: t('success'),
        reference: booking.reference,
        email: booking.email,
        details: [
          { label: t('detailDoctor'), value: current.doctorName },
          { label: t('detailDepartment'), value: current.departmentName },
          { label: t('detailDate'), value: format.date(booking.date, 'long') },
          { label: t('detailMode'), value: booking.mode === 'ON' ? t('online') : t('offline') },
        ],
        next: booking.mode === 'ON' ? t('nextOnline') : t('nextOffline'),
      },
    };
  };

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
      outcome={{ dialog: outcomeOf(result), onClose: () => setResult(null) }}
    >
      <SelectField
        className={clearable.clearableSelect}
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
        className={clearable.clearableSelect}
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
      <PatientDetailsFields schema={doctorAppointmentSchema} />
      <TextAreaField name="message" label={t('message')} hint={t('messageHint')} rows={3} clearable />
    </BookingFormFrame>
  );
}
