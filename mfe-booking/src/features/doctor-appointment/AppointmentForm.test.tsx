import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { todayInHospitalZone } from 'contract';
import { apiPath, fixtures, renderWithProviders, setupMockApi } from 'shared-ui/testing';
import AppointmentPage from './AppointmentPage';

const api = setupMockApi();
// Whole bookings typed key by key take a while in jsdom.
jest.setTimeout(30_000);
const DOCTOR_POST = apiPath('/api/appointment/doctorappointment/');

type User = ReturnType<typeof userEvent.setup>;

const field = {
  department: () => screen.getByRole('combobox', { name: /^Department/ }),
  doctor: () => screen.getByRole('combobox', { name: /^Doctor/ }),
  date: () => screen.getByLabelText(/^Date/),
  name: () => screen.getByRole('textbox', { name: /^Patient Name/ }),
  email: () => screen.getByRole('textbox', { name: /^Email/ }),
  phone: () => screen.getByRole('textbox', { name: /^Phone/ }),
  address: () => screen.getByRole('textbox', { name: /^Address/ }),
  message: () => screen.getByRole('textbox', { name: /^Message/ }),
  consent: () => screen.getByRole('checkbox', { name: /I agree/ }),
};

async function fillIn(user: User) {
  await screen.findByRole('option', { name: 'Cardiology' });
  await user.selectOptions(field.department(), 'Cardiology');
  await screen.findByRole('option', { name: 'Dr. Anil Sharma' });
  await user.selectOptions(field.doctor(), 'Dr. Anil Sharma');
  await user.type(field.date(), todayInHospitalZone());
  await user.click(screen.getByRole('radio', { name: 'Online' }));
  await user.type(field.name(), 'Asha Verma');
  await user.type(field.email(), 'asha@example.in');
  // As people type it; the form sends the 10 digits.
  await user.type(field.phone(), '+91 98765 43210');
  await user.type(field.address(), 'Sector 16, Faridabad');
  await user.click(field.consent());
}

/** Whether `b` comes after `a` in the page, as a screen reader or a phone's single column reads it. */
const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

const submit = () => screen.getByRole('button', { name: 'Book Appointment' });

describe('the appointment page', () => {
  it('explains the four steps, ending with the note to check e-mail, and shows six highlights', async () => {
    renderWithProviders(<AppointmentPage />, { route: '/appointment' });
    expect(screen.getByRole('heading', { level: 1, name: 'Book an Appointment' })).toBeInTheDocument();
    const steps = screen.getByRole('region', { name: 'Book in four steps' });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Step 1: Search Department',
      'Step 2: Search Doctor',
      'Step 3: Fill the Form',
      'Step 4: Appointment Done',
    ]);
    expect(steps).toHaveTextContent('Please check your e-mail for the confirmation.');
    const highlights = screen.getByRole('region', { name: 'Care you can count on' });
    expect(within(highlights).getAllByRole('listitem')).toHaveLength(6);
    await screen.findByRole('option', { name: 'Cardiology' });
  });

  it('puts the form right after the page heading, before the explainer and highlights', async () => {
    renderWithProviders(<AppointmentPage />, { route: '/appointment' });
    const heading = screen.getByRole('heading', { level: 1, name: 'Book an Appointment' });
    const form = screen.getByRole('form', { name: 'Appointment form' });
    const steps = screen.getByRole('region', { name: 'Book in four steps' });
    const highlights = screen.getByRole('region', { name: 'Care you can count on' });
    expect(follows(heading, form)).toBe(true);
    expect(follows(form, steps)).toBe(true);
    expect(follows(steps, highlights)).toBe(true);
    await screen.findByRole('option', { name: 'Cardiology' });
  });

  it('lists departments, then the chosen department’s doctors; changing the department clears the doctor', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AppointmentPage />, { route: '/appointment' });
    expect(field.doctor()).toBeDisabled();
    expect(field.doctor()).toHaveDisplayValue('Choose a department first');
    await screen.findByRole('option', { name: 'Cardiology' });
    await user.selectOptions(field.department(), 'Cardiology');
    await screen.findByRole('option', { name: 'Dr. Meera Rao' });
    await user.selectOptions(field.doctor(), 'Dr. Meera Rao');
    expect(field.doctor()).toHaveDisplayValue('Dr. Meera Rao');
    await user.selectOptions(field.department(), 'Neurology');
    await screen.findByRole('option', { name: 'Dr. Vikram Singh' });
    expect(field.doctor()).toHaveValue('');
    expect(screen.queryByRole('option', { name: 'Dr. Meera Rao' })).not.toBeInTheDocument();
  });

  it('on a failed submit focuses the error summary, which links to each field; nothing is sent', async () => {
    const user = userEvent.setup();
    let posts = 0;
    api.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts += 1;
    });
    renderWithProviders(<AppointmentPage />, { route: '/appointment' });
    await screen.findByRole('option', { name: 'Cardiology' });
    await user.type(field.name(), 'Asha');
    await user.click(submit());
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Please choose a department',
      'Please choose a doctor',
      'Date is required',
      'Please choose Online or Offline',
      'Email is required',
      'Phone number is required',
      'Address is required',
      'Please agree to the privacy notice to continue',
    ]);
    expect(field.email()).toHaveAccessibleDescription(expect.stringContaining('Email is required'));
    await user.click(within(summary).getByRole('link', { name: 'Address is required' }));
    expect(field.address()).toHaveFocus();
    expect(field.name()).toHaveValue('Asha');
    api.events.removeAllListeners();
    expect(posts).toBe(0);
  });

  it('books: a Success dialog with the reference, what was booked and where the e-mail went; every field cleared', async () => {
    const user = userEvent.setup();
    let sentPhone: unknown;
    api.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST') sentPhone = (await request.clone().formData()).get('phone');
    });
    renderWithProviders(<AppointmentPage />, { route: '/appointment' });
    await fillIn(user);
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Success' });
    api.events.removeAllListeners();
    expect(sentPhone).toBe('9876543210');
    expect(dialog).toHaveTextContent('Your appointment submitted successfully!');
    expect(within(dialog).getByText(fixtures.references.doctor)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Dr. Anil Sharma');
    expect(dialog).toHaveTextContent('Cardiology');
    expect(dialog).toHaveTextContent('Online');
    expect(dialog).toHaveTextContent('We have sent a confirmation to asha@example.in.');
    expect(within(dialog).getByRole('link', { name: 'Manage Booking' })).toHaveAttribute('href', '/manage-booking');
    expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field.department()).toHaveValue('');
    expect(field.doctor()).toHaveValue('');
    expect(field.date()).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Online' })).not.toBeChecked();
    expect(field.name()).toHaveValue('');
    expect(field.email()).toHaveValue('');
    expect(field.phone()).toHaveValue('');
    expect(field.address()).toHaveValue('');
    expect(field.consent()).not.toBeChecked();
    expect(submit()).toHaveFocus();
  });

  it.each([
    ['the API fails', () => HttpResponse.json({ message: 'Something went wrong on our side.' }, { status: 500 })],
    ['the API is down', () => HttpResponse.error()],
  ])('when %s: an Error dialog, and everything typed is kept', async (_case, answer) => {
    const user = userEvent.setup();
    api.use(http.post(DOCTOR_POST, answer));
    renderWithProviders(<AppointmentPage />, { route: '/appointment' });
    await fillIn(user);
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Something went wrong! Please try again.');
    // jsdom's <dialog> has no Escape handling: the browser suite presses Escape.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field.doctor()).toHaveDisplayValue('Dr. Anil Sharma');
    expect(field.name()).toHaveValue('Asha Verma');
    expect(field.consent()).toBeChecked();
    expect(submit()).toHaveFocus();
  });

  it("shows a 400's field errors on the fields, under the Error dialog", async () => {
    const user = userEvent.setup();
    api.use(
      http.post(DOCTOR_POST, () =>
        HttpResponse.json(
          {
            message: fixtures.messages.checkFields,
            errors: { doctor: 'Dr. Anil Sharma is not in Neurology' },
            issues: {
              doctor: { code: 'doctorNotInDepartment', params: { doctor: 'Dr. Anil Sharma', department: 'Neurology' } },
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders(<AppointmentPage />, { route: '/appointment' });
    await fillIn(user);
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Something went wrong! Please try again.');
    expect(dialog).toHaveTextContent('Please correct the fields marked in the form.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(field.doctor()).toHaveAccessibleDescription('Dr. Anil Sharma is not in Neurology');
    expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveFocus();
  });

  it('sends one booking however often the button is pressed', async () => {
    const user = userEvent.setup();
    let posts = 0;
    let release: (() => void) | undefined;
    api.use(
      http.post(DOCTOR_POST, async () => {
        posts += 1;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json(
          { reference: 'APT-000321', email: 'asha@example.in', date: todayInHospitalZone(), mode: 'ON' },
          { status: 201 },
        );
      }),
    );
    renderWithProviders(<AppointmentPage />, { route: '/appointment' });
    await fillIn(user);
    await user.click(submit());
    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    await user.click(busy);
    release?.();
    expect(await screen.findByRole('dialog', { name: 'Success' })).toHaveTextContent('APT-000321');
    expect(posts).toBe(1);
  });

  it("says 'Error: API Error {status}' in place of the departments when they fail, with a Retry", async () => {
    const user = userEvent.setup();
    api.use(http.get(apiPath('/api/doctor/department/'), () => HttpResponse.json({}, { status: 503 })));
    renderWithProviders(<AppointmentPage />, { route: '/appointment' });
    expect(await screen.findByText('Error: API Error 503')).toBeInTheDocument();
    api.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('option', { name: 'Cardiology' })).toBeInTheDocument();
  });

  it('says so while the lists load and when a department has no doctors', async () => {
    const user = userEvent.setup();
    api.use(http.get(apiPath('/api/doctor/doctor'), () => HttpResponse.json([])));
    renderWithProviders(<AppointmentPage />, { route: '/appointment' });
    expect(field.department()).toHaveDisplayValue('Loading departments...');
    await screen.findByRole('option', { name: 'Dental Medicine' });
    await user.selectOptions(field.department(), 'Dental Medicine');
    expect(await screen.findByRole('option', { name: 'No doctors in this department' })).toBeInTheDocument();
  });

  it('pre-fills the department and doctor from the link under a green Pre-selected banner', async () => {
    renderWithProviders(<AppointmentPage />, { route: '/appointment?doctor=2&department=1' });
    const banner = await screen.findByText('Pre-selected');
    await waitFor(() =>
      expect(banner.parentElement).toHaveTextContent(
        'Dr. Meera Rao (Cardiology) is already chosen below. You can change it.',
      ),
    );
    expect(field.department()).toHaveDisplayValue('Cardiology');
    expect(field.doctor()).toHaveDisplayValue('Dr. Meera Rao');
  });

  it('finds the department of a doctor the link names alone; drops a doctor not in the department', async () => {
    const { unmount } = renderWithProviders(<AppointmentPage />, { route: '/appointment?doctor=3' });
    await waitFor(() => expect(field.department()).toHaveDisplayValue('Neurology'));
    await waitFor(() => expect(field.doctor()).toHaveDisplayValue('Dr. Vikram Singh'));
    expect(screen.getByText('Pre-selected')).toBeInTheDocument();
    unmount();
    renderWithProviders(<AppointmentPage />, { route: '/appointment?doctor=3&department=1' });
    await screen.findByRole('option', { name: 'Dr. Anil Sharma' });
    await waitFor(() => expect(field.doctor()).toHaveValue(''));
    expect(screen.queryByText('Pre-selected')).not.toBeInTheDocument();
  });

  it('hides the banner once the visitor chooses another department', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AppointmentPage />, { route: '/appointment?department=1&doctor=1' });
    await screen.findByText('Pre-selected');
    await screen.findByRole('option', { name: 'Neurology' });
    await user.selectOptions(field.department(), 'Neurology');
    expect(screen.queryByText('Pre-selected')).not.toBeInTheDocument();
  });

  it('reads in Hindi: labels, the rules, the API’s field errors and the dialog', async () => {
    const user = userEvent.setup();
    api.use(
      http.post(DOCTOR_POST, () =>
        HttpResponse.json(
          {
            message: fixtures.messages.checkFields,
            errors: { doctor: 'Dr. Anil Sharma is not in Neurology' },
            issues: {
              doctor: { code: 'doctorNotInDepartment', params: { doctor: 'Dr. Anil Sharma', department: 'Neurology' } },
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders(<AppointmentPage />, { route: '/appointment', language: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'अपॉइंटमेंट बुक करें' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'अपॉइंटमेंट बुक करें' }));
    const summary = await screen.findByRole('alert', { name: 'कोई समस्या है' });
    expect(within(summary).getByRole('link', { name: 'कृपया एक विभाग चुनें' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'मरीज़ का नाम ज़रूरी है' })).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Cardiology' });
    await user.selectOptions(screen.getByRole('combobox', { name: /^विभाग/ }), 'Cardiology');
    await screen.findByRole('option', { name: 'Dr. Anil Sharma' });
    await user.selectOptions(screen.getByRole('combobox', { name: /^डॉक्टर/ }), 'Dr. Anil Sharma');
    await user.type(screen.getByLabelText(/^तारीख़/), todayInHospitalZone());
    await user.click(screen.getByRole('radio', { name: 'ऑफ़लाइन' }));
    await user.type(screen.getByRole('textbox', { name: /^मरीज़ का नाम/ }), 'आशा वर्मा');
    await user.type(screen.getByRole('textbox', { name: /^ईमेल/ }), 'asha@example.in');
    await user.type(screen.getByRole('textbox', { name: /^फ़ोन/ }), '9876543210');
    await user.type(screen.getByRole('textbox', { name: /^पता/ }), 'सेक्टर 16, फ़रीदाबाद');
    await user.click(screen.getByRole('checkbox', { name: /मैं सहमत हूँ/ }));
    await user.click(screen.getByRole('button', { name: 'अपॉइंटमेंट बुक करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'त्रुटि' });
    expect(dialog).toHaveTextContent('कुछ गलत हो गया! कृपया फिर से कोशिश करें।');
    await user.click(within(dialog).getByRole('button', { name: 'ठीक है' }));
    expect(screen.getByRole('combobox', { name: /^डॉक्टर/ })).toHaveAccessibleDescription(
      'Dr. Anil Sharma Neurology विभाग में नहीं हैं',
    );
    expect(document.body).not.toHaveTextContent('is not in Neurology');
  });

  it('has no accessibility violations, also with errors and a dialog showing', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<AppointmentPage />, { route: '/appointment?department=1&doctor=1' });
    await screen.findByText('Pre-selected');
    expect(await axe(container)).toHaveNoViolations();
    await user.click(submit());
    await screen.findByRole('alert', { name: 'There is a problem' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
