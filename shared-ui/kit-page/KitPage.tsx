import { useState } from 'react';
import type { ReactNode } from 'react';
import {
  Button,
  ButtonLink,
  Dialog,
  EmptyState,
  ErrorState,
  LoadingState,
  PageBanner,
  SectionHeading,
  siteHref,
} from 'shared-ui';
import { Accordion } from 'shared-ui/accordion';
import { Card, ClampedText } from 'shared-ui/card';
import { Carousel } from 'shared-ui/carousel';
import { doctorAppointmentRules, labAppointmentInitialValues, labAppointmentRules } from 'contract/forms';
import {
  Checkbox,
  ConsentCheckbox,
  DateField,
  ErrorSummary,
  FileField,
  KitForm,
  PrescriptionField,
  RadioGroup,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useKitForm,
} from 'shared-ui/forms';
import { LanguageSwitch, useFormatters } from 'shared-ui/i18n';
import * as icons from 'shared-ui/icons';
import { CloseIcon, ExpandIcon, IconButton, LinkIcon } from 'shared-ui/icons';
import { MediaImage } from 'shared-ui/media-image';
// The icons' type is the kit's own; no page outside it names it.
import type { IconComponent } from '../src/icons/Icon/Icon';
import { ResultDialog } from 'shared-ui/result-dialog';
import fallbackImage from './fallback.svg';
import kitImage from './kit.svg';
import styles from './KitPage.module.css';

const SERVICES = ['Cardiology', 'Neurology', 'Orthopaedics', 'Dental Medicine', 'Diabetes', 'Emergency'];
const LABS = [
  { value: '1', label: 'Central Laboratory' },
  { value: '2', label: 'Sector 16 Collection Centre' },
];
const MODES = [
  { value: 'ON', label: 'Online' },
  { value: 'OFF', label: 'Offline' },
];
const ignore = () => undefined;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function State({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className={styles.state}>
      <h3 className={styles.stateName}>{name}</h3>
      {children}
    </div>
  );
}

function ServiceCard({ name }: { name: string }) {
  const to = siteHref('/services/:serviceSlug', { serviceSlug: name.toLowerCase().replace(/\s+/g, '-') });
  return (
    <Card
      title={name}
      to={to}
      media={<MediaImage source="site" src={kitImage} alt="" width={640} height={360} className={styles.cardImage} />}
      footer={
        <ButtonLink to={to} size="small" tabIndex={-1} aria-hidden="true">
          Read More
        </ButtonLink>
      }
    >
      <ClampedText lines={3}>
        {name} at the hospital: consultations, tests and treatment close to home in Faridabad, with specialists who
        explain every step and a team on call day and night for emergencies.
      </ClampedText>
    </Card>
  );
}

function Carousels() {
  return (
    <Section id="carousels" title="Carousels">
      <State name="Services: 1.15 to 3 per view, autoplay every 3500 ms">
        <Carousel
          label="Our services"
          slidesPerView={{ base: 1.15, small: 1.25, medium: 1.5, tablet: 2, desktop: 3 }}
          gap={{ base: 15, small: 15, medium: 20, tablet: 20, desktop: 25 }}
          centered={{ base: true, tablet: false }}
          autoplay={{ delay: 3500 }}
        >
          {SERVICES.map((name) => (
            <ServiceCard key={name} name={name} />
          ))}
        </Carousel>
      </State>
      <State name="About slider: two images, 500 ms transition, no autoplay">
        <Carousel label="About the hospital" transitionMs={500}>
          <MediaImage key="a" source="site" src={kitImage} alt="The hospital's entrance" width={640} height={360} />
          <MediaImage key="b" source="site" src={fallbackImage} alt="The laboratory" width={640} height={360} />
        </Carousel>
      </State>
      <State name="Blog banner switcher: fade, 01 and 02">
        <Carousel label="Article photos" effect="fade" arrows={false} dotLabels={['01', '02']}>
          <MediaImage key="a" source="site" src={kitImage} alt="A blood sample in the lab" width={640} height={360} />
          <MediaImage
            key="b"
            source="site"
            src={fallbackImage}
            alt="A technician reading a report"
            width={640}
            height={360}
          />
        </Carousel>
      </State>
      <State name="Home hero: one slide at a time, arrows over it, autoplay every 5000 ms">
        <Carousel label="Hospital highlights" autoplay={{ delay: 5000 }}>
          <MediaImage key="a" source="site" src={kitImage} alt="The hospital's entrance" width={640} height={360} />
          <MediaImage key="b" source="site" src={fallbackImage} alt="The emergency bay" width={640} height={360} />
        </Carousel>
      </State>
    </Section>
  );
}

function Media() {
  return (
    <Section id="media" title="Images, cards and icons">
      <div className={styles.grid}>
        <State name="Image (priority)">
          <MediaImage source="site" src={kitImage} alt="Hospital logo on teal" width={640} height={360} priority />
        </State>
        <State name="Broken image with fallback image">
          <MediaImage
            src="services/missing.jpg"
            fallbackSrc={fallbackImage}
            alt="Dental Medicine"
            width={640}
            height={360}
          />
        </State>
        <State name="Broken image with placeholder">
          <MediaImage src="doctors/missing.jpg" fallback="Doctor Image" alt="Dr. Meera Rao" width={200} height={200} />
        </State>
        <State name="Card">
          <ServiceCard name="Cardiology" />
        </State>
      </div>
      <State name="Icon buttons: plain, filled, on dark, disabled">
        <div className={styles.row}>
          <IconButton label="Open the photo" icon={ExpandIcon} />
          <IconButton label="Copy the link" icon={LinkIcon} variant="filled" />
          <span className={styles.dark}>
            <IconButton label="Close the panel" icon={CloseIcon} variant="onDark" />
          </span>
          <IconButton label="Close (not now)" icon={CloseIcon} disabled />
        </div>
      </State>
      <State name="Icon set">
        <ul className={styles.icons}>
          {Object.entries(icons)
            .filter(([name]) => name.endsWith('Icon'))
            .map(([name, Icon]) => {
              const Drawn = Icon as IconComponent;
              return (
                <li key={name}>
                  <Drawn size={24} /> {name}
                </li>
              );
            })}
        </ul>
      </State>
    </Section>
  );
}

function Primitives() {
  const [dialog, setDialog] = useState<'success' | 'error' | 'plain' | null>(null);
  const format = useFormatters();
  return (
    <Section id="primitives" title="Buttons, states, accordion and dialogs">
      <State name="Buttons: primary, secondary, outline, small, disabled, link">
        <div className={styles.row}>
          <Button>Book Appointment</Button>
          <Button variant="secondary">OUR SERVICES</Button>
          <Button variant="outline">View More</Button>
          <Button size="small">Read More</Button>
          <Button disabled>Submitting...</Button>
          <ButtonLink to={siteHref('/contact')} variant="secondary">
            CONTACT US
          </ButtonLink>
        </div>
      </State>
      <State name="Loading, empty and error">
        <LoadingState label="Loading services..." />
        <EmptyState message="No services available" />
        <ErrorState message="Failed to load services" onRetry={ignore} />
      </State>
      <State name="Headings">
        <SectionHeading eyebrow="Our Specialities" title="Meet our doctors" level={3} />
      </State>
      <State name="Accordion: one open at a time">
        <Accordion
          mode="single"
          defaultOpen={['charges']}
          headingLevel={4}
          items={[
            {
              id: 'charges',
              title: 'What do lab tests cost?',
              content: `From ${format.rupees(199)}; a thyroid profile is ${format.rupees(1250)}.`,
            },
            { id: 'booking', title: 'How do I get an appointment?', content: 'Book online or call us.' },
            { id: 'checkup', title: 'How do I book a health check?', content: 'Choose a package and a day.' },
          ]}
        />
      </State>
      <State name="Dialogs">
        <div className={styles.row}>
          <Button onClick={() => setDialog('success')}>Show the success dialog</Button>
          <Button variant="secondary" onClick={() => setDialog('error')}>
            Show the error dialog
          </Button>
          <Button variant="outline" onClick={() => setDialog('plain')}>
            Show a dialog
          </Button>
        </div>
        <ResultDialog open={dialog === 'success'} tone="success" onClose={() => setDialog(null)}>
          Your appointment submitted successfully! Reference APT-000200.
        </ResultDialog>
        <ResultDialog open={dialog === 'error'} tone="error" onClose={() => setDialog(null)}>
          Something went wrong! Please try again.
        </ResultDialog>
        <Dialog open={dialog === 'plain'} title="Emergency" onClose={() => setDialog(null)}>
          Call 112 or the hospital at any hour.
        </Dialog>
      </State>
    </Section>
  );
}

/** Each field in its states, controlled, outside any form library. */
function FieldStates() {
  const [name, setName] = useState('Asha Verma');
  return (
    <Section id="field-states" title="Field states">
      <div className={styles.grid}>
        <State name="Filled, with a hint and a clear button">
          <TextField
            name="s-name"
            label="Patient name"
            hint="As on your Aadhaar card"
            value={name}
            onChange={setName}
            clearable
          />
        </State>
        <State name="Error">
          <TextField
            name="s-email"
            label="Email"
            type="email"
            value="asha@"
            onChange={ignore}
            error="Please enter a valid email address"
          />
        </State>
        <State name="Disabled">
          <TextField name="s-ref" label="Booking reference" value="APT-000123" disabled />
        </State>
        <State name="Select loading">
          <SelectField name="s-doctor" label="Doctor" options={[]} status="loading" />
        </State>
        <State name="Select empty">
          <SelectField name="s-test" label="Test" options={[]} emptyText="No tests found for selected lab" />
        </State>
        <State name="Select failed">
          <SelectField
            name="s-lab"
            label="Lab"
            options={[]}
            status="error"
            loadError="Error: API error 500"
            onRetry={ignore}
          />
        </State>
        <State name="Radio group with an error">
          <RadioGroup
            name="s-mode"
            label="Mode"
            options={MODES}
            inline
            value=""
            onChange={ignore}
            error="Please choose Online or Offline"
          />
        </State>
        <State name="Checkbox with an error">
          <Checkbox
            name="s-tips"
            label="Send me health tips"
            value={false}
            onChange={ignore}
            error="Please tick this box"
          />
        </State>
        <State name="Textarea with an error">
          <TextAreaField name="s-address" label="Address" value="" onChange={ignore} error="Address is required" />
        </State>
        <State name="Date with an error">
          <DateField name="s-date" label="Visit date" value="" onChange={ignore} error="Date is required" />
        </State>
        <State name="File with an error">
          <FileField
            name="s-file"
            label="Report"
            accept=".pdf"
            maxBytes={1024}
            value={null}
            onChange={ignore}
            error="The file must be at most 1 KB"
          />
        </State>
        <State name="Submit button, busy">
          <form noValidate onSubmit={(event) => event.preventDefault()}>
            <SubmitButton busy busyText="SENDING...">
              SEND MESSAGE
            </SubmitButton>
          </form>
        </State>
        <State name="Error summary">
          <ErrorSummary
            title="There is a problem"
            errors={[
              { fieldId: 'kit-lab-form-name', message: 'Patient name is required' },
              { fieldId: 'kit-lab-form-phone', message: 'Please enter a valid 10-digit phone number' },
            ]}
          />
        </State>
      </div>
    </Section>
  );
}

/** The lab booking as a kit form bound to formik and the shared schema (nothing is sent). */
function LabForm() {
  const [result, setResult] = useState<'success' | null>(null);
  const form = useKitForm({
    initialValues: labAppointmentInitialValues,
    rules: labAppointmentRules,
    onSubmit: async (_payload, actions) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      setResult('success');
      actions.reset();
    },
  });
  return (
    <Section id="kit-form" title="A kit form (lab test booking)">
      <KitForm form={form} aria-labelledby="kit-form" className={styles.form}>
        <SelectField name="lab" label="Lab" required options={LABS} placeholder="Select a lab" clearable />
        <SelectField
          name="test"
          label="Test"
          required
          options={[{ value: '3', label: 'Thyroid Profile' }]}
          placeholder="Select a test"
        />
        <DateField name="date" label="Date" required />
        <TextField name="age" label="Age" type="number" required hint="In years, 1 to 120" clearable />
        <TextField name="patient_name" label="Patient name" required clearable />
        <TextField name="email" label="Email" type="email" required clearable />
        <TextField name="phone" label="Phone" type="tel" required maxLength={10} clearable />
        <TextAreaField name="address" label="Address" required clearable />
        <PrescriptionField name="prescription" label="Prescription (optional)" clearable />
        <TextAreaField name="message" label="Message (optional)" />
        <ConsentCheckbox />
        <SubmitButton busyText="Submitting...">Submit</SubmitButton>
      </KitForm>
      <ResultDialog open={result === 'success'} tone="success" onClose={() => setResult(null)}>
        Your Lab Test Appointment Submitted Successfully! We will contact you soon.
      </ResultDialog>
      {/* The doctor form's fields too, from its rules (its schema comes when a form is used). */}
      <p className={styles.note}>Doctor appointment fields: {doctorAppointmentRules.fields.join(', ')}.</p>
    </Section>
  );
}

export function KitPage() {
  return (
    <>
      <header className={styles.top}>
        <p className={styles.brand}>shared-ui kit</p>
        <LanguageSwitch />
      </header>
      <main id="main-content">
        <PageBanner title="Every primitive, in each state" subtitle="What the remotes build their pages with" />
        <div className={styles.page}>
          <Carousels />
          <Media />
          <Primitives />
          <FieldStates />
          <LabForm />
        </div>
      </main>
    </>
  );
}
