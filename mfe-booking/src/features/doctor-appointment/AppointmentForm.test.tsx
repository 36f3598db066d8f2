import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { todayInHospitalZone } from 'contract';
import type { AvailabilitySlot, Doctor, DoctorAppointmentCreated } from 'contract';
import { apiPath, fixtures, renderWithProviders, setupMockApi } from 'shared-ui/testing';
import AppointmentPage from './AppointmentPage';

const DOCTOR_POST = apiPath('/api/appointment/doctorappointment/');
const AVAILABILITY = apiPath('/api/doctor/availability/');

// The doctors as the OPD issue's list answers them: with a slug, languages and OPD days.
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/^dr\. /, 'dr-')
    .replaceAll(' ', '-');
const doctors: Doctor[] = fixtures.doctors.map((doctor) => ({
  ...doctor,
  slug: slugOf(doctor.doctor_name),
  languages: ['en', 'hi'],
  opd_days: [1, 4],
}));

const slot = (start: string, available: boolean, online = false): AvailabilitySlot => {
  const [hours, minutes] = start.split(':').map(Number) as [number, number];
  const end = `${String(hours + Math.floor((minutes + 15) / 60)).padStart(2, '0')}:${String((minutes + 15) % 60).padStart(2, '0')}`;
  return { start, end, available, room: online ? null : 'Room 12', online };
};
/** The day's slots the availability answers; a test that takes one marks it booked here. */
let daySlots: AvailabilitySlot[] = [];
const freshDay = () => [
  slot('10:00', false),
  slot('10:15', true),
  slot('10:30', true),
  slot('18:00', true, true),
  slot('18:15', false, true),
];

const api = setupMockApi(
  http.get(apiPath('/api/doctor/doctor'), ({ request }) => {
    const department = new URL(request.url).searchParams.get('department');
    return HttpResponse.json(
      department === null ? doctors : doctors.filter((doctor) => String(doctor.department.id) === department),
    );
  }),
  http.get(apiPath('/api/doctor/doctors/:slug/'), ({ params }) => {
    const doctor = doctors.find((item) => item.slug === params.slug);
    if (!doctor) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
    return HttpResponse.json({ ...doctor, fee: { in_person: 800, online: 600 } });
  }),
  http.get(AVAILABILITY, ({ request }) => {
    const from = new URL(request.url).searchParams.get('from') ?? '';
    return HttpResponse.json([{ date: from, slots: daySlots }]);
  }),
  http.post(DOCTOR_POST, async ({ request }) => {
    const form = await request.formData();
    const start = String(form.get('slot_start'));
    const taken = daySlots.find((item) => item.start === start);
    const doctor = doctors.find((item) => String(item.id) === form.get('doctor'));
    const booking: Partial<DoctorAppointmentCreated> = {
      id: 200,
      reference: fixtures.references.doctor,
      // Named by the API in the page's language (the fixtures' English here; a Hindi test answers its own).
      doctor_name: doctor?.doctor_name ?? '',
      department_name: doctor?.department.department_name ?? '',
      date: String(form.get('date')),
      mode: form.get('mode') === 'ON' ? 'ON' : 'OFF',
      email: String(form.get('email')),
      slot_start: start,
      slot_end: taken?.end ?? '',
      room: taken?.room ?? null,
      access: 'a'.repeat(43),
      access_expires_at: '2026-11-22T10:30:00.000Z',
    };
    return HttpResponse.json(booking, { status: 201 });
  }),
);
beforeEach(() => {
  daySlots = freshDay();
});
// Whole bookings typed key by key take a while in jsdom.
jest.setTimeout(30_000);

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
  sms: () => screen.getByRole('checkbox', { name: 'By SMS' }),
  whatsapp: () => screen.getByRole('checkbox', { name: 'By WhatsApp' }),
};

async function fillIn(user: User) {
  await screen.findByRole('option', { name: 'Cardiology' });
  await user.selectOptions(field.department(), 'Cardiology');
  await screen.findByRole('option', { name: 'Dr. Anil Sharma' });
  await user.selectOptions(field.doctor(), 'Dr. Anil Sharma');
  await user.type(field.date(), todayInHospitalZone());
  await user.click(screen.getByRole('radio', { name: 'Online' }));
  await user.click(await screen.findByRole('radio', { name: '18:00, available' }));
  await user.type(field.name(), 'Asha Verma');
  await user.type(field.email(), 'asha@example.in');
  // As people type it; the form sends the 10 digits.
  await user.type(field.phone(), '+91 98765 43210');
  await user.type(field.address(), 'Sector 16, Faridabad');
  await user.click(field.consent());
}

/** Types the patient's details on the Hindi page, agrees and sends the booking. */
async function sendPatientInHindi(user: User) {
  await user.type(screen.getByRole('textbox', { name: /^मरीज़ का नाम/ }), 'आशा वर्मा');
  await user.type(screen.getByRole('textbox', { name: /^ईमेल/ }), 'asha@example.in');
  await user.type(screen.getByRole('textbox', { name: /^फ़ोन/ }), '9876543210');
  await user.type(screen.getByRole('textbox', { name: /^पता/ }), 'सेक्टर 16, फ़रीदाबाद');
  await user.click(screen.getByRole('checkbox', { name: /मैं सहमत हूँ/ }));
  await user.click(screen.getByRole('button', { name: 'अपॉइंटमेंट बुक करें' }));
}

/** On the Hindi page, books the doctor a link names (Dr. Anil Sharma) at 10:15 today. */
async function bookInHindi(user: User) {
  renderWithProviders(<AppointmentPage />, { route: '/appointment?doctor=dr-anil-sharma', language: 'hi' });
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^डॉक्टर/ })).toHaveDisplayValue('Dr. Anil Sharma'));
  await user.type(screen.getByLabelText(/^तारीख़/), todayInHospitalZone());
  await user.click(await screen.findByRole('radio', { name: '10:15, उपलब्ध' }));
  await sendPatientInHindi(user);
}

/** A doctor booking's 201 for the posted form, with the slot, names and room a test gives. */
const created = (form: FormData, given: Partial<DoctorAppointmentCreated>): Partial<DoctorAppointmentCreated> => ({
  reference: fixtures.references.doctor,
  date: String(form.get('date')),
  email: String(form.get('email')),
  access: 'a'.repeat(43),
  access_expires_at: '2026-11-22T10:30:00.000Z',
  ...given,
});

/** Whether `b` comes after `a` in the page, as a screen reader or a phone's single column reads it. */
const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

const submit = () => screen.getByRole('button', { name: 'Book Appointment' });
const timeGroup = () => screen.getByRole('group', { name: /^Time/ });

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
      'Please choose a time',
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
    expect(dialog).toHaveTextContent('Your appointment is booked.');
    expect(dialog).toHaveTextContent(fixtures.references.doctor);
    expect(dialog).toHaveTextContent('Dr. Anil Sharma');
    expect(dialog).toHaveTextContent('Cardiology');
    expect(dialog).toHaveTextContent('Online');
    expect(dialog).toHaveTextContent('Time18:00–18:15');
    expect(dialog).toHaveTextContent('RoomOnline');
    expect(dialog).toHaveTextContent('Before your time, our front desk will call you on the phone number you gave');
    // The calendar button and the slip come with the dialog's texts; the slip repeats the reference.
    expect(within(dialog).getByRole('button', { name: 'Add to Calendar' })).toBeInTheDocument();
    const slip = within(dialog).getByRole('region', { name: 'Appointment Slip' });
    expect(slip).toHaveTextContent('18:00');
    expect(within(slip).getByText(fixtures.references.doctor)).toBeInTheDocument();
    expect(within(dialog).getAllByText(fixtures.references.doctor)).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Print Slip' })).toBeInTheDocument();
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

  it('asks which channels texts take to the phone typed: SMS ticked, WhatsApp not; sends what is ticked', async () => {
    const user = userEvent.setup();
    let channels: unknown[] = [];
    api.events.on('request:start', async ({ request }) => {
      if (request.method !== 'POST') return;
      const form = await request.clone().formData();
      channels = [form.get('sms_messages'), form.get('whatsapp_messages')];
    });
    renderWithProviders(<AppointmentPage />, { route: '/appointment' });
    const texts = screen.getByRole('group', { name: 'Messages to your phone' });
    expect(texts).toHaveAccessibleDescription(expect.stringContaining('go to the phone number you typed above'));
    expect(texts).toHaveAccessibleDescription(expect.stringContaining('The e-mail comes either way.'));
    expect(field.sms()).toBeChecked();
    expect(field.whatsapp()).not.toBeChecked();
    await fillIn(user);
    await user.click(field.whatsapp());
    await user.click(submit());
    await screen.findByRole('dialog', { name: 'Success' });
    api.events.removeAllListeners();
    expect(channels).toEqual(['true', 'true']);
  });

  it('refuses texts to a landline on the ticked channel, saying how to book by e-mail alone', async () => {
    const user = userEvent.setup();
    let posts = 0;
    api.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts += 1;
    });
    renderWithProviders(<AppointmentPage />, { route: '/appointment' });
    await fillIn(user);
    await user.clear(field.phone());
    await user.type(field.phone(), '0129 2345678');
    await user.click(submit());
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    const refusal =
      'SMS and WhatsApp reach only a mobile number (10 digits starting with 6, 7, 8 or 9). Enter a mobile number, or untick this to get your messages by email only.';
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([refusal]);
    expect(field.sms()).toHaveAccessibleDescription(refusal);
    expect(posts).toBe(0);
    await user.click(field.sms());
    await user.click(submit());
    await screen.findByRole('dialog', { name: 'Success' });
    api.events.removeAllListeners();
    expect(posts).toBe(1);
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

  it('a scheduling feed’s link chooses the doctor, day, visit and time; the patient only adds their details', async () => {
    const today = todayInHospitalZone();
    renderWithProviders(<AppointmentPage />, { route: `/appointment?doctor=1&date=${today}&slot=10:15&mode=OFF` });
    await waitFor(() => expect(field.doctor()).toHaveDisplayValue('Dr. Anil Sharma'));
    expect(field.department()).toHaveDisplayValue('Cardiology');
    expect(field.date()).toHaveValue(today);
    expect(screen.getByRole('radio', { name: 'Offline' })).toBeChecked();
    expect(await screen.findByRole('radio', { name: '10:15, available' })).toBeChecked();
    expect(screen.queryByText(/is no longer free/)).not.toBeInTheDocument();
  });

  it('says when the link’s time was taken meanwhile, and offers the day’s other times', async () => {
    const user = userEvent.setup();
    const today = todayInHospitalZone();
    renderWithProviders(<AppointmentPage />, { route: `/appointment?doctor=1&date=${today}&slot=10:00&mode=OFF` });
    expect(
      await screen.findByText('The time your link chose, 10:00, is no longer free. Please choose another time below.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '10:00, booked' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '10:30, available' }));
    expect(screen.queryByText(/is no longer free/)).not.toBeInTheDocument();
  });

  it('ignores a link’s day already past and a malformed time', async () => {
    renderWithProviders(<AppointmentPage />, { route: '/appointment?doctor=1&date=2020-01-06&slot=25:99&mode=XX' });
    await waitFor(() => expect(field.doctor()).toHaveDisplayValue('Dr. Anil Sharma'));
    expect(field.date()).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Offline' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Online' })).not.toBeChecked();
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
    expect(await screen.findByRole('radio', { name: '10:00, बुक हो चुका' })).toBeDisabled();
    expect(screen.getByText('परामर्श शुल्क: ₹800 (अस्पताल में)।', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '10:15, उपलब्ध' }));
    await sendPatientInHindi(user);
    const dialog = await screen.findByRole('dialog', { name: 'त्रुटि' });
    expect(dialog).toHaveTextContent('कुछ गलत हो गया! कृपया फिर से कोशिश करें।');
    await user.click(within(dialog).getByRole('button', { name: 'ठीक है' }));
    expect(screen.getByRole('combobox', { name: /^डॉक्टर/ })).toHaveAccessibleDescription(
      'Dr. Anil Sharma Neurology विभाग में नहीं हैं',
    );
    expect(document.body).not.toHaveTextContent('is not in Neurology');
  });

  it("offers the doctor's times on the chosen day, booked ones shown as booked, with the fee of the mode", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AppointmentPage />, { route: '/appointment' });
    expect(await screen.findByRole('group', { name: /^Time/ })).toHaveTextContent(
      'Choose a doctor and a date to see the free times.',
    );
    await screen.findByRole('option', { name: 'Cardiology' });
    await user.selectOptions(field.department(), 'Cardiology');
    await screen.findByRole('option', { name: 'Dr. Anil Sharma' });
    await user.selectOptions(field.doctor(), 'Dr. Anil Sharma');
    await user.type(field.date(), todayInHospitalZone());
    // Before a mode is chosen: every time of the day, and both fees.
    expect(await screen.findByRole('radio', { name: '10:15, available' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: '10:00, booked' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '18:15, booked' })).toBeDisabled();
    expect(within(timeGroup()).getAllByText('Booked')).toHaveLength(2);
    await waitFor(() =>
      expect(timeGroup()).toHaveAccessibleDescription(
        'Please arrive 15 minutes early. Consultation fee: ₹800 at the hospital, ₹600 online.',
      ),
    );
    // A time of an online session chooses Online.
    await user.click(screen.getByRole('radio', { name: '18:00, available' }));
    expect(screen.getByRole('radio', { name: 'Online' })).toBeChecked();
    // Online: how the patient joins, not to arrive early at the hospital.
    expect(timeGroup()).toHaveAccessibleDescription(
      'Before your time, our front desk will call you with how to join the video consultation. Consultation fee: ₹600 (online).',
    );
    expect(screen.queryByRole('radio', { name: '10:15, available' })).not.toBeInTheDocument();
    // Offline shows the room's times; the online time chosen before is not kept.
    await user.click(screen.getByRole('radio', { name: 'Offline' }));
    expect(screen.getByRole('radio', { name: '10:15, available' })).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: /^18:00/ })).not.toBeInTheDocument();
    // The time chosen before went with the mode, so the picker asks again.
    expect(timeGroup()).toHaveAccessibleDescription(
      'Please arrive 15 minutes early. Consultation fee: ₹800 (at the hospital). Please choose a time',
    );
  });

  it('says when the doctor does not sit that day, and when no time of the mode is left', async () => {
    const user = userEvent.setup();
    api.use(http.get(AVAILABILITY, () => HttpResponse.json([])));
    const { unmount } = renderWithProviders(<AppointmentPage />, { route: '/appointment?doctor=dr-anil-sharma' });
    await waitFor(() => expect(field.doctor()).toHaveDisplayValue('Dr. Anil Sharma'));
    await user.type(field.date(), todayInHospitalZone());
    expect(
      await screen.findByText('The doctor does not hold an OPD on this day. Please choose another date.'),
    ).toBeInTheDocument();
    unmount();
    api.resetHandlers();
    daySlots = [slot('10:00', true)];
    renderWithProviders(<AppointmentPage />, { route: '/appointment?doctor=dr-anil-sharma' });
    await waitFor(() => expect(field.doctor()).toHaveDisplayValue('Dr. Anil Sharma'));
    await user.type(field.date(), todayInHospitalZone());
    expect(await screen.findByRole('radio', { name: '10:00, available' })).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: 'Online' }));
    expect(
      await screen.findByText(
        'The doctor has no online consultations on this day. Please choose Offline or another date.',
      ),
    ).toBeInTheDocument();
  });

  it('pre-selects the doctor and their department from a link with the doctor’s slug', async () => {
    renderWithProviders(<AppointmentPage />, { route: '/appointment?doctor=dr-meera-rao' });
    await waitFor(() => expect(field.doctor()).toHaveDisplayValue('Dr. Meera Rao'));
    expect(field.department()).toHaveDisplayValue('Cardiology');
    expect((await screen.findByText('Pre-selected')).parentElement).toHaveTextContent(
      'Dr. Meera Rao (Cardiology) is already chosen below. You can change it.',
    );
  });

  it('when the time was just taken: says so on the picker, shows it booked, keeps everything typed', async () => {
    const user = userEvent.setup();
    // The day typed is today, said as the page says dates ("5 December 2026").
    const day = new Date(`${todayInHospitalZone()}T00:00:00Z`).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const message = `The 18:00 slot on ${day} has just been booked by someone else. Please choose another time.`;
    let posts = 0;
    api.use(
      http.post(DOCTOR_POST, () => {
        posts += 1;
        daySlots = daySlots.map((item) => (item.start === '18:00' ? { ...item, available: false } : item));
        return HttpResponse.json({ message, code: 'slot_taken', field: 'slot_start' }, { status: 409 });
      }),
    );
    const { container } = renderWithProviders(<AppointmentPage />, { route: '/appointment' });
    await fillIn(user);
    await user.click(submit());
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('link', { name: message })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /^Time/ })).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(await screen.findByRole('radio', { name: '18:00, booked' })).toBeDisabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field.doctor()).toHaveDisplayValue('Dr. Anil Sharma');
    expect(field.date()).toHaveValue(todayInHospitalZone());
    expect(screen.getByRole('radio', { name: 'Online' })).toBeChecked();
    expect(field.name()).toHaveValue('Asha Verma');
    expect(field.phone()).toHaveValue('+91 98765 43210');
    expect(field.consent()).toBeChecked();
    expect(posts).toBe(1);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('asks for the e-mailed code when the contact has a booking already: labelled, the address named, everything typed kept, sent with the code', async () => {
    const user = userEvent.setup();
    const asked =
      'You already have an upcoming booking with this email or phone number. To book another, enter the 6-digit code we sent to asha@example.in';
    const sent: Array<string | null> = [];
    api.use(
      http.post(DOCTOR_POST, async ({ request }) => {
        const form = await request.formData();
        const code = form.get('contact_code');
        sent.push(typeof code === 'string' ? code : null);
        if (code === '123456') {
          return HttpResponse.json(created(form, { mode: 'ON', slot_start: '18:00', slot_end: '18:15', room: null }), {
            status: 201,
          });
        }
        return HttpResponse.json(
          {
            message: asked,
            code: 'contactProofRequired',
            field: 'contact_code',
            errors: { contact_code: asked },
            issues: { contact_code: { code: 'contactProofRequired', params: { email: 'asha@example.in' } } },
          },
          { status: 403 },
        );
      }),
    );
    const { container } = renderWithProviders(<AppointmentPage />, { route: '/appointment' });
    expect(screen.queryByRole('textbox', { name: /^Code from the email/ })).not.toBeInTheDocument();
    await fillIn(user);
    await user.click(submit());

    const code = await screen.findByRole('textbox', { name: /^Code from the email/ });
    expect(code).toHaveAccessibleDescription(expect.stringContaining('We sent a 6-digit code to asha@example.in.'));
    expect(code).toHaveAccessibleDescription(expect.stringContaining(asked));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field.name()).toHaveValue('Asha Verma');
    expect(field.email()).toHaveValue('asha@example.in');
    expect(field.phone()).toHaveValue('+91 98765 43210');
    expect(screen.getByRole('radio', { name: '18:00, available' })).toBeChecked();
    expect(field.consent()).toBeChecked();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('If we could, we have sent a new code to asha@example.in.')).toBeInTheDocument();

    await user.type(code, '123 456');
    await user.click(submit());
    expect(await screen.findByRole('dialog', { name: 'Success' })).toBeInTheDocument();
    expect(sent).toEqual([null, null, '123456']);
  });

  it('asks for the code in Hindi', async () => {
    const user = userEvent.setup();
    api.use(
      http.post(DOCTOR_POST, () =>
        HttpResponse.json(
          {
            message: 'enter the 6-digit code',
            code: 'contactProofRequired',
            issues: { contact_code: { code: 'contactProofRequired', params: { email: 'asha@example.in' } } },
          },
          { status: 403 },
        ),
      ),
    );
    await bookInHindi(user);
    const code = await screen.findByRole('textbox', { name: /^ईमेल में आया कोड/ });
    expect(code).toHaveAccessibleDescription(expect.stringContaining('हमने asha@example.in पर 6 अंकों का कोड भेजा है।'));
    expect(code).toHaveAccessibleDescription(expect.stringContaining('asha@example.in पर भेजा गया 6 अंकों का कोड दर्ज करें'));
    expect(document.body).not.toHaveTextContent('enter the 6-digit code');
  });

  it('confirms in Hindi with the doctor, the department and the room as the API names them in Hindi', async () => {
    const user = userEvent.setup();
    let asked: string | null = null;
    api.use(
      http.post(DOCTOR_POST, async ({ request }) => {
        asked = new URL(request.url).searchParams.get('lang');
        const booked = created(await request.formData(), {
          mode: 'OFF',
          doctor_name: 'डॉ. अनिल शर्मा',
          department_name: 'हृदय रोग (कार्डियोलॉजी)',
          slot_start: '10:15',
          slot_end: '10:30',
          room: 'कमरा 12',
        });
        return HttpResponse.json(booked, { status: 201 });
      }),
    );
    await bookInHindi(user);
    // Its texts are fetched as the booking is sent: the dialog opens with them, in Hindi at once.
    const dialog = await screen.findByRole('dialog', { name: 'सफल' });
    expect(asked).toBe('hi');
    expect(dialog).toHaveTextContent('आपकी अपॉइंटमेंट बुक हो गई है।');
    expect(dialog).toHaveTextContent('समय10:15 से 10:30 तक');
    expect(dialog).toHaveTextContent('कमराकमरा 12');
    expect(dialog).toHaveTextContent('माध्यमऑफ़लाइन');
    expect(dialog).toHaveTextContent('डॉ. अनिल शर्मा');
    expect(dialog).toHaveTextContent('हृदय रोग (कार्डियोलॉजी)');
    expect(dialog).toHaveTextContent('कृपया अपने समय से 15 मिनट पहले अपने बुकिंग संदर्भ के साथ कमरा 12 में आएँ।');
    // The slip repeats them: nothing of the answer is looked up again in English.
    const slip = await within(dialog).findByRole('region', { name: /पर्ची/ });
    expect(slip).toHaveTextContent('डॉ. अनिल शर्मा');
    expect(slip).toHaveTextContent('कमरा 12');
    expect(dialog).not.toHaveTextContent(/Room|Anil Sharma|Cardiology/);
  });

  it('says a taken time in Hindi with its date', async () => {
    const user = userEvent.setup();
    api.use(
      http.post(DOCTOR_POST, () =>
        HttpResponse.json(
          { message: 'The 10:15 slot has just been booked.', code: 'slot_taken', field: 'slot_start' },
          { status: 409 },
        ),
      ),
    );
    await bookInHindi(user);
    const summary = await screen.findByRole('alert', { name: 'कोई समस्या है' });
    expect(summary).toHaveTextContent('10:15');
    expect(document.body).not.toHaveTextContent('has just been booked');
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
