import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { createLabAppointment, useLabTests, useLabs } from 'shared-ui';
import type { CarePackage, CarePlace, LabAppointment, LabTest, PriceBasis } from 'contract';
import {
  HOME_COLLECTION_CHARGE,
  LIMITS,
  builtOnFirstUse,
  fieldIssue,
  labAppointmentInitialValues,
  labAppointmentSchema,
} from 'contract';
import type { LabAppointmentFormValues } from 'contract';
import { DateField, PrescriptionField, RadioGroup, SelectField, TextAreaField, useKitForm } from 'shared-ui/forms';
import { useFormatters, useLanguage, useMessages, withPageTexts } from 'shared-ui/i18n';
import { useSearchParams } from 'shared-ui/router';
import { failureKind } from '../../components/bookingFailure';
import type { Outcome } from '../../components/OutcomeDialog';
import { BookingFormFrame } from '../../components/booking-form/BookingFormFrame';
import frame from '../../components/booking-form/BookingFormFrame.module.css';
import { PatientAgeField, PatientDetailsFields } from '../../components/booking-form/PatientDetailsFields';
import { ContactCodeField } from '../../components/booking-form/ContactCodeField';
import { useContactProof } from '../../components/booking-form/useContactProof';
import { requiredIn } from '../../components/booking-form/requiredIn';
import type { SchemaFields } from '../../components/booking-form/requiredIn';
import { useCollectionPlace } from '../../components/useHomeVisitTime';
import { useReadErrorText } from '../../components/useReadErrorText';
import { LabTestField, loadTestPicker } from './LabTestField';
import { labMessages } from './labMessages';
import { BASIS, PriceBox } from './PriceBox';
import styles from './LabBookingForm.module.css';

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

/** What the visitor books: tests of one lab (one collection) or a package. */
type Choice = 'test' | 'package';

/** A package booking sends no lab or tests (the contract refuses both at once). */
const packageBookingSchema = builtOnFirstUse(() => labAppointmentSchema().omit(['lab', 'tests']));

const FAILURE_TEXT = {
  badInput: 'badInput',
  server: 'serverError',
  network: 'networkError',
  other: 'otherError',
} as const;

/** What was booked, for the result dialog: the tests' or package's name, the tests' lab, the price's basis. */
interface Booked {
  name: string;
  labName: string | null;
  basis: PriceBasis | undefined;
  several: boolean;
}

type Result =
  | { tone: 'success'; booking: LabAppointment; booked: Booked }
  | { tone: 'error'; text: keyof typeof FAILURE_TEXT | 'fillRequired' };

/**
 * A text the schema requires in this mode left empty (whitespace counts as empty). The schema reads
 * the other values as the payload will have them: an empty choice is no choice.
 */
const missingRequired = (schema: SchemaFields, values: LabAppointmentFormValues) => {
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
  return Object.entries(values).some(
    ([name, value]) => typeof value === 'string' && value.trim() === '' && requiredIn(schema, name, given),
  );
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
  const readErrorText = useReadErrorText();
  const format = useFormatters();
  const { language } = useLanguage();
  const collectionPlace = useCollectionPlace();
  const [result, setResult] = useState<Result | null>(null);
  const proof = useContactProof();
  const labs = useLabs();
  const tests = useLabTests();
  const [params] = useSearchParams();
  // The package a "Book this package" link asks for: looked for once, when the packages are in.
  const [wantedSlug, setWantedSlug] = useState(() => params.get('package')?.trim() || null);
  const [wantedGone, setWantedGone] = useState(false);
  const [choice, setChoice] = useState<Choice>(wantedSlug ? 'package' : 'test');
  const [listedPackage, setListedPackage] = useState<CarePackage>();
  // A home care visit is booked from /homecare, whose links name its package: the form is then that
  // visit's (only home care visits listed, at home); from the menu it lists lab tests and packages only.
  const [homeVisit, setHomeVisit] = useState(false);
  const lookedForWanted = useCallback((found: CarePackage | undefined) => {
    setWantedSlug(null);
    setWantedGone(found === undefined);
    if (found?.kind === 'home-care') setHomeVisit(true);
  }, []);
  const packageChosen = useCallback((chosen: CarePackage | undefined) => {
    setListedPackage(chosen);
    // Once the visitor has chosen one, the missing package is old news.
    if (chosen) setWantedGone(false);
  }, []);

  const schema = choice === 'package' ? packageBookingSchema() : labAppointmentSchema();
  // A package booking's package is the form's own rule: the shared schema takes a test instead.
  const packageRule = (current: LabAppointmentFormValues) =>
    choice === 'package' && current.package === '' ? { package: fieldIssue('packageRequired') } : {};
  const form = useKitForm({
    initialValues: labAppointmentInitialValues,
    schema,
    validate: packageRule,
    onSubmit: async (payload, actions) => {
      const booked = bookedItem();
      try {
        const booking = await createLabAppointment(payload, actions.values.prescription, language);
        actions.reset();
        proof.done();
        setResult({ tone: 'success', booking, booked });
      } catch (error) {
        actions.showApiErrors(error);
        if (proof.asked(error, payload.email)) return;
        setResult({ tone: 'error', text: failureKind(error) });
      }
    },
  });
  const { values, setFieldValue, validateForm } = form;

  const visit = homeVisit ? 'home-care' : 'lab';
  useEffect(() => {
    if (values.visit !== visit) void setFieldValue('visit', visit);
  }, [visit, values.visit, setFieldValue]);

  // The other mode's rules (and their errors) go with its fields: checked again under the new schema.
  const checkedChoice = useRef(choice);
  useEffect(() => {
    if (checkedChoice.current === choice) return;
    checkedChoice.current = choice;
    void validateForm();
  }, [choice, validateForm]);

  // A submit stopped by the form's own checks: a missing required field also gets the site's dialog,
  // opened with the error summary (which it hands the focus back to when it closes).
  const { failedSubmits } = form.binding;
  const [seenFailures, setSeenFailures] = useState(0);
  if (failedSubmits !== seenFailures) {
    setSeenFailures(failedSubmits);
    if (failedSubmits > seenFailures && (missingRequired(schema, values) || 'package' in packageRule(values))) {
      setResult({ tone: 'error', text: 'fillRequired' });
    }
  }

  const chosenTests =
    choice === 'test' && values.tests
      ? values.tests
          .split(',')
          .map((id) => tests.data?.find((item) => String(item.id) === id))
          .filter((item): item is LabTest => item !== undefined)
      : [];
  const testsPrice = chosenTests.reduce((sum, item) => sum + item.test_price, 0);
  const chosenLab = choice === 'test' ? labs.data?.find((item) => String(item.id) === values.lab) : undefined;
  const chosenPackage = choice === 'package' ? listedPackage : undefined;
  const place: CarePlace | null = chosenPackage
    ? chosenPackage.place
    : chosenLab
      ? chosenLab.home_collection
        ? 'either'
        : 'hospital'
      : null;
  const atHome = values.collection === 'home';

  // The form's `collection` follows the place where there is no choice (the lab until one is chosen).
  const fixedCollection = place === 'either' ? null : place === 'home' ? 'home' : 'lab';
  useEffect(() => {
    if (fixedCollection && values.collection !== fixedCollection) void setFieldValue('collection', fixedCollection);
  }, [fixedCollection, values.collection, setFieldValue]);

  const bookedItem = (): Booked =>
    chosenPackage
      ? { name: chosenPackage.name, labName: null, basis: chosenPackage.price_basis, several: false }
      : {
          name: chosenTests.map((item) => item.test_name).join(', '),
          labName: chosenLab?.lab_name ?? '',
          basis: undefined,
          several: chosenTests.length > 1,
        };

  const choose = (next: string) => {
    const chosen: Choice = next === 'package' ? 'package' : 'test';
    setChoice(chosen);
    // The other mode's choice goes: a package booking sends no lab or test, a test no package.
    if (chosen === 'package') {
      void setFieldValue('lab', '');
      void setFieldValue('tests', '');
    } else {
      void setFieldValue('package', '');
    }
  };

  const chooseLab = (lab: string) => {
    // Tests of another lab go (one collection is one lab's); the picker then lists this lab's.
    const kept = chosenTests.filter((item) => String(item.lab) === lab);
    if (lab !== '' && kept.length !== chosenTests.length) {
      void setFieldValue('tests', kept.map((item) => String(item.id)).join(','));
    }
  };

  const chooseTest = (test: LabTest) => {
    void setFieldValue('lab', String(test.lab));
  };

  const whatLabel = (booked: Booked) =>
    booked.labName === null
      ? t(homeVisit ? 'detailVisit' : 'detailPackage')
      : t(booked.several ? 'detailTests' : 'detailTest');

  const successDetails = ({ booking, booked }: Extract<Result, { tone: 'success' }>) => [
    { label: whatLabel(booked), value: booked.name },
    ...(booked.labName === null ? [] : [{ label: t('detailLab'), value: booked.labName }]),
    { label: t('detailWhere'), value: collectionPlace(booking.collection, booking.collection_window) },
    { label: t('detailDate'), value: format.date(booking.date, 'long') },
    ...(booking.price > 0
      ? [
          {
            label: t('detailPrice'),
            value: [format.rupees(booking.price), booked.basis ? t(BASIS[booked.basis]) : ''].join(' ').trim(),
          },
        ]
      : []),
    ...(booking.has_prescription ? [{ label: t('detailPrescription'), value: t('prescriptionAttached') }] : []),
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
        next: t(
          current.booking.collection === 'home' ? 'nextHome' : current.booked.labName === null ? 'nextPackage' : 'next',
        ),
      },
    };
  };

  return (
    <BookingFormFrame
      form={form}
      title={t(homeVisit ? 'homeVisitTitle' : 'formTitle')}
      intro={t('formIntro')}
      consent="lab"
      submit={t(homeVisit ? 'homeVisitSubmit' : 'submit')}
      outcome={{ dialog: outcomeOf(result), onClose: () => setResult(null) }}
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
            wantedSlug={wantedSlug}
            onWantedLooked={lookedForWanted}
            wantedGone={wantedGone}
            onChosen={packageChosen}
            homeVisit={homeVisit}
          />
        </Suspense>
      ) : (
        <>
          <SelectField
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
            <LabTestField
              label={t('test')}
              hint={t('testHint', { max: LIMITS.labTestsMax })}
              tests={tests.data ?? []}
              status={tests.status === 'success' ? 'ready' : tests.status}
              onRetry={tests.retry}
              labId={values.lab}
              onChoose={chooseTest}
            />
            {testsPrice > 0 ? <PriceBox price={testsPrice + (atHome ? HOME_COLLECTION_CHARGE : 0)} /> : null}
          </div>
        </>
      )}
      <DateField name="date" label={t('date')} hint={t('dateHint')} required clearable className={frame.short} />
      {place ? (
        <Suspense fallback={null}>
          <WhereFields place={place} charged={choice === 'test'} />
        </Suspense>
      ) : null}
      <PatientAgeField />
      <PatientDetailsFields schema={labAppointmentSchema()} addressHint={t('addressHint')} />
      <PrescriptionField name="prescription" label={t('prescription')} hint={t('prescriptionHint')} clearable />
      <TextAreaField name="message" label={t('message')} rows={3} clearable />
      <ContactCodeField proof={proof} form={form} />
    </BookingFormFrame>
  );
}
