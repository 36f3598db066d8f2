import { Suspense, lazy } from 'react';
import { createLabAppointment } from 'shared-ui';
import type { LabAppointmentFormValues, LabAppointmentInput } from 'contract';
import { labAppointmentInitialValues, labAppointmentRules } from 'contract/forms';
import { DateField, PrescriptionField, RadioGroup, TextAreaField } from 'shared-ui/forms';
import { useLanguage, useMessages, withPageTexts } from 'shared-ui/i18n';
import { failureKind } from '../../components/bookingFailure';
import { BookingFormFrame } from '../../components/booking-form/BookingFormFrame';
import frame from '../../components/booking-form/BookingFormFrame.module.css';
import { PatientAgeField, PatientDetailsFields } from '../../components/booking-form/PatientDetailsFields';
import { ContactCodeField } from '../../components/booking-form/ContactCodeField';
import { useBookingSubmit } from '../../components/booking-form/useBookingSubmit';
import { loadTestPicker } from './LabTestField';
import { LabTestFields } from './LabTestFields';
import { labMessages } from './labMessages';
import { useChosenItems } from './useChosenItems';
import { useChosenPackage } from './useChosenPackage';
import { useFixedValues } from './useFixedValues';
import { useLabOutcome } from './useLabOutcome';
import type { LabBooking, LabFailure } from './useLabOutcome';
import { useMissingRequired } from './useMissingRequired';
import { useTestOrPackageForm } from './useTestOrPackageForm';

// The test picker, the package list and "Where?" come with the first focus in the form (or when a link asks for a
// package), so the page's first load stays small; a visitor never waits for them in practice.
const loadPackageChoice = () => import('./PackageChoice');
const PackageChoice = lazy(() =>
  withPageTexts(loadPackageChoice()).then((module) => ({ default: module.PackageChoice })),
);
const loadWhereFields = () => import('./WhereFields');
const WhereFields = lazy(() => withPageTexts(loadWhereFields()).then((module) => ({ default: module.WhereFields })));
const preload = () => {
  loadTestPicker().catch(() => undefined);
  void loadPackageChoice();
  void loadWhereFields();
};

/**
 * The lab booking: a single test (a lab, a test from the searchable picker: choosing a test sets
 * its lab, choosing a lab filters the tests) or a package (`?package={slug}` chooses it), at the lab
 * or at home where both are possible, its price in rupees, the day, the patient, an optional
 * prescription, and the result dialog in the site's exact words for each outcome. A second booking of
 * the same e-mail or phone asks for the code the API e-mailed (ContactCodeField), everything typed kept.
 */
export function LabBookingForm() {
  const t = useMessages(labMessages);
  const { language } = useLanguage();
  const wanted = useChosenPackage();
  const { homeVisit } = wanted;
  const sending = useBookingSubmit<LabAppointmentFormValues, LabAppointmentInput, LabBooking, LabFailure>({
    book: async (payload, actions) => {
      const booked = chosen.booked();
      const booking = await createLabAppointment(payload, actions.values.prescription, language);
      return { booking, booked };
    },
    cleared: labAppointmentInitialValues,
    failure: (error) => ({ text: failureKind(error) }),
  });
  const { form, choice, choose, rules, packageRule } = useTestOrPackageForm(
    wanted.wantedSlug ? 'package' : 'test',
    sending.submit,
  );
  useMissingRequired(form, rules, packageRule, () => sending.setResult({ tone: 'error', text: 'fillRequired' }));
  const chosen = useChosenItems(choice, form.values, wanted.listedPackage);
  const { place } = chosen;
  useFixedValues(form, homeVisit, place);
  const outcomeOf = useLabOutcome(homeVisit);

  return (
    <BookingFormFrame
      form={form}
      title={t(homeVisit ? 'homeVisitTitle' : 'formTitle')}
      intro={t('formIntro')}
      consent="lab"
      submit={t(homeVisit ? 'homeVisitSubmit' : 'submit')}
      outcome={{ dialog: outcomeOf(sending.result), onClose: () => sending.setResult(null) }}
      onStart={preload}
    >
      {homeVisit ? null : (
        <RadioGroup
          name="choice"
          label={t('choice')}
          inline
          value={choice}
          onChange={choose}
          options={[
            { value: 'test', label: t('choiceTest') },
            { value: 'package', label: t('choicePackage') },
          ]}
        />
      )}
      {choice === 'package' ? (
        <Suspense fallback={null}>
          <PackageChoice
            wantedSlug={wanted.wantedSlug}
            onWantedLooked={wanted.lookedForWanted}
            wantedGone={wanted.wantedGone}
            onChosen={wanted.packageChosen}
            homeVisit={homeVisit}
          />
        </Suspense>
      ) : (
        <LabTestFields
          form={form}
          labs={chosen.labs}
          tests={chosen.tests}
          chosenTests={chosen.chosenTests}
          testsPrice={chosen.testsPrice}
        />
      )}
      <DateField name="date" label={t('date')} hint={t('dateHint')} required clearable className={frame.short} />
      {place ? (
        <Suspense fallback={null}>
          <WhereFields place={place} charged={choice === 'test'} />
        </Suspense>
      ) : null}
      <PatientAgeField />
      <PatientDetailsFields rules={labAppointmentRules} addressHint={t('addressHint')} />
      <PrescriptionField name="prescription" label={t('prescription')} hint={t('prescriptionHint')} clearable />
      <TextAreaField name="message" label={t('message')} rows={3} clearable />
      <ContactCodeField proof={sending.proof} form={form} />
    </BookingFormFrame>
  );
}
