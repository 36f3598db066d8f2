import { Suspense, lazy, useMemo } from 'react';
import { createDoctorAppointment } from 'shared-ui';
import type { DoctorAppointmentCreated, DoctorAppointmentInput } from 'contract';
import { doctorAppointmentInitialValues, doctorAppointmentRules } from 'contract/forms';
import type { DoctorAppointmentFormValues } from 'contract';
import { DateField, RadioGroup, TextAreaField, useKitForm } from 'shared-ui/forms';
import { useLanguage, useMessages, withPageTexts } from 'shared-ui/i18n';
import type { Outcome } from '../../components/OutcomeDialog';
import { BookingFormFrame } from '../../components/booking-form/BookingFormFrame';
import { ContactCodeField } from '../../components/booking-form/ContactCodeField';
import { useBookingSubmit } from '../../components/booking-form/useBookingSubmit';
import frame from '../../components/booking-form/BookingFormFrame.module.css';
import { PatientDetailsFields } from '../../components/booking-form/PatientDetailsFields';
import { AppointmentSlotStep } from './AppointmentSlotStep';
import { appointmentMessages } from './appointmentMessages';
import { DepartmentDoctorFields } from './DepartmentDoctorFields';
import { PreselectedBanner } from './PreselectedBanner';
import styles from './AppointmentForm.module.css';
import { useDaySlots } from './useDaySlots';
import { useDoctorChoice } from './useDoctorChoice';
import { useLinkedChoice } from './useLinkedChoice';
import { usePreselection } from './usePreselection';

// The Success dialog's texts, its calendar button and slip (and the QR code's library after them):
// fetched as a booking is sent, so the page does not carry them and the dialog opens with them.
const loadBooked = () => withPageTexts(import('./AppointmentBooked'));
const AppointmentBooked = lazy(loadBooked);
// The department's next free morning and evening: fetched with its texts once a department is chosen.
const NextFreeChoices = lazy(() => withPageTexts(import('./NextFreeChoices')));

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
  const { language } = useLanguage();
  const preselection = usePreselection();

  const initialValues = useMemo<DoctorAppointmentFormValues>(
    () => ({
      ...doctorAppointmentInitialValues,
      department: preselection.department ?? '',
      doctor: preselection.doctor ?? '',
      date: preselection.date ?? '',
      mode: preselection.mode ?? '',
      slot_start: preselection.slot ?? '',
    }),
    [preselection],
  );

  const sending = useBookingSubmit({
    book: async (payload: DoctorAppointmentInput) => {
      // A failed fetch is tried again when the dialog renders.
      const booked = loadBooked().catch(() => undefined);
      // The API answers a doctor booking with its slot and access grant, its doctor, department and
      // room named in the page's language (DoctorAppointmentCreated).
      const booking = (await createDoctorAppointment(payload, language)) as DoctorAppointmentCreated;
      // The button stays busy until the dialog's texts are in (they came with the answer, mostly).
      await booked;
      return { booking };
    },
    cleared: doctorAppointmentInitialValues,
    // The day's times (below) are read again when the API answers: the booked or taken one is gone.
    onBooked: () => slots.availability.retry(),
    sayOnField: (error, payload, actions) => slots.sayTaken(error, payload, actions),
    failure: (_error, fieldsRefused) => ({ fieldsRefused }),
  });
  const form = useKitForm({ initialValues, rules: doctorAppointmentRules, onSubmit: sending.submit });

  const { department, doctor, mode } = form.values;
  const { setFieldValue } = form;
  const { departments, doctors, chosenDepartment, chosenDoctor, fee } = useDoctorChoice(department, doctor);
  const { preselected, linkedDoctor } = useLinkedChoice(form, preselection, doctors);
  const slots = useDaySlots(form, chosenDoctor, preselection);

  // In the page's language at the moment it shows (a switch while it is open re-reads it). A success
  // is AppointmentBooked's dialog, below.
  const { result } = sending;
  const failure: Outcome | null =
    result?.tone === 'error'
      ? { tone: 'error', messages: result.fieldsRefused ? [t('failure'), t('failureFields')] : [t('failure')] }
      : null;
  const closeResult = () => sending.setResult(null);

  return (
    <BookingFormFrame
      form={form}
      title={t('formTitle')}
      intro={t('formIntro')}
      lead={
        preselected ? (
          <PreselectedBanner
            chosenDepartment={chosenDepartment}
            chosenDoctor={chosenDoctor}
            linkedDoctor={linkedDoctor}
          />
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
      <DepartmentDoctorFields
        departments={departments}
        doctors={doctors}
        department={department}
        onDepartmentChange={() => void setFieldValue('doctor', '')}
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
      {slots.linkedSlotGone ? (
        <p className={styles.linkedSlotGone} role="status">
          {t('linkedSlotGone', { time: slots.linkedSlotGone })}
        </p>
      ) : null}
      <AppointmentSlotStep
        ready={slots.dayChosen}
        mode={mode}
        availability={slots.availability}
        fee={fee}
        onChoose={(_start, online) => {
          if (mode === '') void setFieldValue('mode', online ? 'ON' : 'OFF');
        }}
      />
      <PatientDetailsFields rules={doctorAppointmentRules} />
      <TextAreaField name="message" label={t('message')} hint={t('messageHint')} rows={3} clearable />
      <ContactCodeField proof={sending.proof} form={form} />
    </BookingFormFrame>
  );
}
