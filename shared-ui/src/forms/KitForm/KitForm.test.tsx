import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { object, string } from 'yup';
import { createDoctorAppointment, useDepartments, useDoctors } from 'shared-ui';
import {
  doctorAppointmentInitialValues,
  doctorAppointmentRules,
  fieldIssue,
  todayInHospitalZone,
} from 'contract/forms';
import type { FormRules } from 'contract/forms';
import type { DoctorAppointmentFormValues } from 'contract';
import {
  ConsentCheckbox,
  DateField,
  RadioGroup,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from 'shared-ui/fields';
import { apiPath, fixtures, renderWithProviders, setupMockApi } from '../../testing';
import { useKitForm } from '../useKitForm';
import { KitForm } from './KitForm';

const api = setupMockApi();

// Whole bookings typed key by key: slower than one assertion when the machine is busy.
jest.setTimeout(20_000);

/** The doctor appointment form as the booking team would build it with the kit. */
function AppointmentForm() {
  const [outcome, setOutcome] = useState('');
  const form = useKitForm({
    initialValues: doctorAppointmentInitialValues,
    rules: doctorAppointmentRules,
    onSubmit: async (payload, actions) => {
      try {
        const booking = await createDoctorAppointment(payload);
        setOutcome(`Booked ${booking.reference} for ${booking.patient_name}`);
        actions.reset();
      } catch (error) {
        setOutcome('Something went wrong! Please try again.');
        actions.showApiErrors(error);
      }
    },
  });
  const departments = useDepartments();
  const department = form.values.department;
  const doctors = useDoctors(department ? Number(department) : undefined);
  return (
    <main>
      <KitForm form={form} aria-label="Book an appointment">
        <SelectField
          name="department"
          label="Department"
          required
          status={departments.status === 'success' ? 'ready' : departments.status}
          options={(departments.data ?? []).map((item) => ({ value: String(item.id), label: item.department_name }))}
          onChange={() => form.setFieldValue('doctor', '')}
        />
        <SelectField
          name="doctor"
          label="Doctor"
          required
          status={!department || doctors.status === 'success' ? 'ready' : doctors.status}
          emptyText={department ? 'No doctors in this department' : 'Choose a department first'}
          options={(department ? (doctors.data ?? []) : []).map((item) => ({
            value: String(item.id),
            label: item.doctor_name,
          }))}
        />
        <DateField name="date" label="Date" required />
        <RadioGroup
          name="mode"
          label="Mode"
          required
          inline
          options={[
            { value: 'ON', label: 'Online' },
            { value: 'OFF', label: 'Offline' },
          ]}
        />
        <RadioGroup
          name="slot_start"
          label="Time"
          required
          inline
          options={[
            { value: '10:00', label: '10:00' },
            { value: '10:30', label: '10:30' },
          ]}
        />
        <TextField name="patient_name" label="Patient name" required clearable />
        <TextField name="email" label="Email" type="email" required />
        <TextField name="phone" label="Phone" type="tel" required maxLength={10} />
        <TextAreaField name="address" label="Address" required />
        <TextAreaField name="message" label="Message" />
        <ConsentCheckbox />
        <SubmitButton>Submit</SubmitButton>
      </KitForm>
      <p role="status">{outcome}</p>
    </main>
  );
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: Partial<DoctorAppointmentFormValues> = {}) {
  await user.selectOptions(await screen.findByRole('combobox', { name: /Department/ }), 'Cardiology');
  await user.selectOptions(
    await screen
      .findByRole('option', { name: 'Dr. Anil Sharma' })
      .then(() => screen.getByRole('combobox', { name: /Doctor/ })),
    'Dr. Anil Sharma',
  );
  await user.type(screen.getByLabelText(/Date/), values.date ?? todayInHospitalZone());
  await user.click(screen.getByRole('radio', { name: 'Offline' }));
  await user.click(screen.getByRole('radio', { name: '10:30' }));
  await user.type(screen.getByRole('textbox', { name: /Patient name/ }), values.patient_name ?? '  Asha Verma ');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'asha@example.in');
  await user.type(screen.getByRole('textbox', { name: /Phone/ }), '9876543210');
  await user.type(screen.getByRole('textbox', { name: /Address/ }), 'Sector 16, Faridabad');
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
}

describe('KitForm with useKitForm', () => {
  it('on a failed submit focuses the error summary, which lists each error in form order and links to it', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AppointmentForm />);
    await screen.findByRole('option', { name: 'Cardiology' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = screen.getAllByRole('link').filter((link) => summary.contains(link));
    expect(links.map((link) => link.textContent)).toEqual([
      'Please choose a department',
      'Please choose a doctor',
      'Date is required',
      'Please choose Online or Offline',
      'Please choose a time',
      'Patient name is required',
      'Email is required',
      'Phone number is required',
      'Address is required',
      'Please agree to the privacy notice to continue',
    ]);
    const name = screen.getByRole('textbox', { name: /Patient name/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Patient name is required');
    await user.click(screen.getByRole('link', { name: 'Patient name is required' }));
    expect(name).toHaveFocus();
  });

  it("shows a field's error once it is left, not while the visitor has not reached it", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AppointmentForm />);
    const email = screen.getByRole('textbox', { name: /Email/ });
    await user.type(email, 'asha@');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    await user.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription('Please enter a valid email address'));
    expect(screen.getByRole('textbox', { name: /Address/ })).toHaveAttribute('aria-invalid', 'false');
  });

  it('sends the payload the schema makes of the values (trimmed, numbers) and clears the form after', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: Array<Record<string, FormDataEntryValue>> = [];
    api.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST') sent.push(Object.fromEntries(await request.clone().formData()));
    });
    renderWithProviders(<AppointmentForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Booked APT-000200 for Asha Verma')).toBeInTheDocument();
    api.events.removeAllListeners();
    expect(sent).toEqual([
      {
        department: '1',
        doctor: '1',
        date: todayInHospitalZone(),
        mode: 'OFF',
        slot_start: '10:30',
        patient_name: 'Asha Verma',
        email: 'asha@example.in',
        phone: '9876543210',
        address: 'Sector 16, Faridabad',
        message: '',
        // The booking's texts: the contract's defaults, as the form starts with them.
        sms_messages: 'true',
        whatsapp_messages: 'false',
        consent: 'true',
      },
    ]);
    expect(screen.getByRole('textbox', { name: /Patient name/ })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows "Submitting..." and refuses another submit while the booking is on its way', async () => {
    const user = userEvent.setup({ delay: null });
    let release: (() => void) | undefined;
    let requests = 0;
    api.use(
      http.post(apiPath('/api/appointment/doctorappointment/'), async () => {
        requests += 1;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ reference: 'APT-000201', patient_name: 'Asha Verma' }, { status: 201 });
      }),
    );
    renderWithProviders(<AppointmentForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    await user.click(screen.getByRole('textbox', { name: /Address/ }));
    await user.click(screen.getByRole('textbox', { name: /Email/ }));
    await user.keyboard('{Enter}');
    release?.();
    expect(await screen.findByText('Booked APT-000201 for Asha Verma')).toBeInTheDocument();
    expect(requests).toBe(1);
    expect(screen.getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-disabled');
  });

  it("puts the API's field errors on their fields, keeps what was typed, and drops each error once its field changes", async () => {
    const user = userEvent.setup({ delay: null });
    api.use(
      http.post(apiPath('/api/appointment/doctorappointment/'), () =>
        HttpResponse.json(
          { message: fixtures.messages.checkFields, errors: { doctor: 'This doctor is not available that day' } },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders(<AppointmentForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Something went wrong! Please try again.')).toBeInTheDocument();
    const doctor = screen.getByRole('combobox', { name: /Doctor/ });
    expect(doctor).toHaveAccessibleDescription('This doctor is not available that day');
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveTextContent('This doctor is not available that day');
    expect(screen.getByRole('textbox', { name: /Patient name/ })).toHaveValue('  Asha Verma ');
    await user.selectOptions(doctor, 'Dr. Meera Rao');
    expect(doctor).not.toHaveAccessibleDescription('This doctor is not available that day');
  });

  it('clears the doctor when the department changes (a dependent select)', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AppointmentForm />);
    await fillIn(user);
    expect(screen.getByRole('combobox', { name: /Doctor/ })).toHaveDisplayValue('Dr. Anil Sharma');
    await user.selectOptions(screen.getByRole('combobox', { name: /Department/ }), 'Neurology');
    expect(await screen.findByRole('option', { name: 'Dr. Vikram Singh' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Doctor/ })).toHaveValue('');
  });

  it("shows the schema's errors in the page's language, by their codes", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AppointmentForm />, { language: 'hi' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'कोई समस्या है' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'मरीज़ का नाम ज़रूरी है' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'आगे बढ़ने के लिए कृपया गोपनीयता सूचना से सहमति दें' })).toBeInTheDocument();
  });

  it("says the API's codes in English with the English text", async () => {
    const user = userEvent.setup({ delay: null });
    api.use(
      http.post(apiPath('/api/appointment/doctorappointment/'), () =>
        HttpResponse.json(
          {
            message: fixtures.messages.checkFields,
            code: 'checkFields',
            errors: { doctor: 'Dr. Anil Sharma is not in Cardiology' },
            issues: {
              doctor: {
                code: 'doctorNotInDepartment',
                params: { doctor: 'Dr. Anil Sharma', department: 'Cardiology' },
              },
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders(<AppointmentForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('combobox', { name: /Doctor/ })).toHaveAccessibleDescription(
      'Dr. Anil Sharma is not in Cardiology',
    );
  });

  it('has no accessibility violations, also with errors showing', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderWithProviders(<AppointmentForm />);
    await screen.findByRole('option', { name: 'Cardiology' });
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('alert', { name: 'There is a problem' });
    expect(await axe(container)).toHaveNoViolations();
  });
});

/** Fields without a `required` prop: the schema says which must be filled. */
function UnmarkedForm() {
  const form = useKitForm({
    initialValues: doctorAppointmentInitialValues,
    rules: doctorAppointmentRules,
    onSubmit: () => undefined,
  });
  return (
    <KitForm form={form} aria-label="Book an appointment">
      <TextField name="patient_name" label="Patient name" />
      <TextAreaField name="message" label="Message" />
      <TextField name="email" label="Email" required={false} />
    </KitForm>
  );
}

describe('required-ness read from the schema', () => {
  it('marks a field the schema requires, leaves an optional one, and lets a prop say otherwise', () => {
    renderWithProviders(<UnmarkedForm />);
    expect(screen.getByRole('textbox', { name: /Patient name/ })).toBeRequired();
    expect(screen.getByText('Patient name').parentElement).toHaveTextContent('Patient name *');
    expect(screen.getByRole('textbox', { name: /Message/ })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: /Email/ })).not.toBeRequired();
  });
});

const signUpSchema = object({ name: string().trim().required(fieldIssue('nameRequired')) });

/** Rules of a small form whose schema comes when `arrive` is called (as a slow network would bring it). */
function slowRules() {
  const arrival: { arrive?: () => void } = {};
  const arrived = new Promise<void>((resolve) => {
    arrival.arrive = resolve;
  });
  const schema = jest.fn(() => arrived.then(() => signUpSchema));
  const rules: FormRules<typeof signUpSchema> = {
    fields: ['name'],
    required: ['name'],
    schema,
    loaded: () => undefined,
  };
  return { rules, schema, arrive: () => arrival.arrive?.() };
}

/** A small form, rendered as the prerender renders it (React's server renderer). */
function SignUpForm({ rules = slowRules().rules }: { rules?: FormRules<typeof signUpSchema> }) {
  const [sent, setSent] = useState('');
  const form = useKitForm({
    initialValues: { name: '' },
    rules,
    onSubmit: (payload) => setSent(`Sent ${payload.name}`),
  });
  return (
    <KitForm form={form} aria-label="Sign up">
      <TextField name="name" label="Name" />
      <SubmitButton>Send</SubmitButton>
      <p role="status">{sent}</p>
    </KitForm>
  );
}

describe('the schema of a kit form', () => {
  it('is fetched at the first focus in the form, not before', async () => {
    const user = userEvent.setup({ delay: null });
    const { rules, schema } = slowRules();
    renderWithProviders(<SignUpForm rules={rules} />);
    expect(schema).not.toHaveBeenCalled();
    await user.click(screen.getByRole('textbox', { name: /Name/ }));
    expect(schema).toHaveBeenCalled();
  });

  it('holds a submit made before it has come, then checks it and shows the errors', async () => {
    const user = userEvent.setup({ delay: null });
    const { rules, arrive } = slowRules();
    renderWithProviders(<SignUpForm rules={rules} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    arrive();
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveTextContent('Name is required');
  });

  it('holds a valid submit made before it has come, then sends the payload it makes', async () => {
    const user = userEvent.setup({ delay: null });
    const { rules, arrive } = slowRules();
    renderWithProviders(<SignUpForm rules={rules} />);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), '  Asha ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('status')).toHaveTextContent('');
    arrive();
    expect(await screen.findByText('Sent Asha')).toBeInTheDocument();
  });
});

describe("a kit form in the server's HTML", () => {
  it('cannot be typed in or sent until the live form takes its place, and never as a GET', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignUpForm />);
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(container.querySelector('input')).toBeDisabled();
    expect(container.querySelector('button[type="submit"]')).toBeDisabled();
  });

  it('marks the required fields from the rules, without fetching the schema', () => {
    const { rules, schema } = slowRules();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignUpForm rules={rules} />);
    expect(container.querySelector('input[name="name"]')).toBeRequired();
    expect(container.querySelector('label')).toHaveTextContent('Name *');
    expect(schema).not.toHaveBeenCalled();
  });

  it('is live in the browser', () => {
    renderWithProviders(<SignUpForm />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
