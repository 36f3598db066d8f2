import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import type { AccountBookings, AvailabilityDay, BookingSummary, DoctorProfile, SignedInAccount } from 'contract';
import { todayInHospitalZone } from 'contract/rules';
import { apiPath, fixtures, renderWithProviders, setupMockApi } from 'shared-ui/testing';
import AccountPage from './AccountPage';

const api = setupMockApi();
jest.setTimeout(30_000);

const account: SignedInAccount = {
  id: 1,
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  login_id: 'asha34',
  email_confirmed: true,
};

// The mock API's bookings: a doctor appointment with a time (APT-000123) and a lab test (LAB-000045).
const { doctorBooking: upcoming, labBooking: labTest } = fixtures;
const past: BookingSummary = {
  ...upcoming,
  reference: 'APT-000100',
  date: '2026-10-01',
  can_cancel: false,
  slot_start: null,
  slot_end: null,
  room: null,
};

/** A signed-in API: the session, the bookings, and whatever a test adds. */
function signedIn(bookings: AccountBookings = { upcoming: [upcoming, labTest], past: [past] }) {
  let session: SignedInAccount | null = account;
  api.use(
    http.get(apiPath('/api/account/session/'), () =>
      session ? HttpResponse.json(session) : HttpResponse.json({ message: 'Not signed in.' }, { status: 401 }),
    ),
    http.get(apiPath('/api/account/bookings/'), () => HttpResponse.json(bookings)),
  );
  return {
    end: () => {
      session = null;
    },
    rename: (name: string) => {
      if (session) session = { ...session, name };
    },
  };
}

const renderPage = (language: 'en' | 'hi' = 'en') =>
  renderWithProviders(<AccountPage />, { route: '/account', language });

const bookingCard = (reference: string) => screen.getByText(reference).closest('article') as HTMLElement;

describe('the account page', () => {
  it('signed out, asks to sign in with a link', async () => {
    renderPage();
    // Before the answer, the check and the invitation (CSS shows one, by the signed-in hint).
    expect(screen.getByRole('status')).toHaveTextContent('Checking whether you are signed in...');
    expect(screen.getByRole('heading', { name: 'Please sign in' })).toBeInTheDocument();
    await waitForElementToBeRemoved(() => screen.queryByRole('status'));
    expect(screen.getByRole('heading', { name: 'Please sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('says when it could not ask who is signed in, and asks again', async () => {
    const user = userEvent.setup();
    api.use(http.get(apiPath('/api/account/session/'), () => HttpResponse.error()));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not check whether you are signed in.');
    signedIn();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Signed in as Asha Verma (asha@example.in).')).toBeInTheDocument();
  });

  it('lists upcoming and past bookings with reference, date, doctor or test, and status', async () => {
    signedIn();
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'My bookings' })).toBeInTheDocument();
    await screen.findByText('APT-000123');
    const appointment = within(bookingCard('APT-000123'));
    expect(appointment.getByText('Monday, 5 January 2099, 10:30')).toBeInTheDocument();
    expect(appointment.getByText('Dr. Anil Sharma (Cardiology)')).toBeInTheDocument();
    expect(appointment.getByText('Booked')).toBeInTheDocument();
    const lab = within(bookingCard('LAB-000045'));
    expect(lab.getByRole('heading', { name: 'Lab test' })).toBeInTheDocument();
    expect(lab.getByText('Thyroid Profile (Central Laboratory)')).toBeInTheDocument();
    const lists = screen.getAllByRole('list');
    expect(within(lists[0] as HTMLElement).getAllByRole('article')).toHaveLength(2);
    expect(within(lists[1] as HTMLElement).getAllByRole('article')).toHaveLength(1);
    expect(within(bookingCard('APT-000100')).queryByRole('button')).toBeNull();
  });

  it("offers an upcoming doctor booking's calendar file, fetched with the session, and its slip", async () => {
    const user = userEvent.setup();
    signedIn();
    const asked: Array<string | null> = [];
    api.use(
      http.get(apiPath('/api/appointment/calendar/:file'), ({ request, params }) => {
        asked.push(`${String(params.file)} ${request.headers.get('authorization')}`);
        return new HttpResponse('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
          headers: { 'content-type': 'text/calendar' },
        });
      }),
    );
    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/file');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderPage();
    await screen.findByText('APT-000123');
    const appointment = within(bookingCard('APT-000123'));
    // A lab test has a slip and a calendar file, as an appointment has; a past booking neither.
    const labCard = within(bookingCard('LAB-000045'));
    expect(await labCard.findByRole('button', { name: 'Print the slip' })).toBeInTheDocument();
    expect(within(bookingCard('APT-000100')).queryByRole('button', { name: 'Print the slip' })).toBeNull();
    expect(within(bookingCard('APT-000100')).queryByRole('button', { name: 'Add to Calendar' })).toBeNull();

    await user.click(appointment.getByRole('button', { name: 'Add to Calendar' }));
    expect(await appointment.findByText(/The calendar file APT-000123\.ics is saved/)).toBeInTheDocument();
    await user.click(labCard.getByRole('button', { name: 'Add to Calendar' }));
    expect(await labCard.findByText(/The calendar file LAB-000045\.ics is saved/)).toBeInTheDocument();
    // No grant from a look-up: the session cookie alone goes with the request.
    expect(asked).toEqual(['APT-000123.ics null', 'LAB-000045.ics null']);

    await user.click(appointment.getByRole('button', { name: 'Print the slip' }));
    const slip = appointment.getByRole('region', { name: 'Appointment Slip' });
    expect(await within(slip).findByRole('img', { name: 'QR code of the reference APT-000123' })).toBeVisible();
    expect(print).toHaveBeenCalledTimes(1);
    expect(slip).toHaveTextContent('10:30 to 10:45');
    expect(slip).toHaveTextContent('Room 12');
    jest.restoreAllMocks();
  });

  it('says when there are no bookings, and when they could not be loaded (with a retry)', async () => {
    const user = userEvent.setup();
    signedIn({ upcoming: [], past: [] });
    api.use(http.get(apiPath('/api/account/bookings/'), () => HttpResponse.json({}, { status: 500 })));
    renderPage();
    expect(await screen.findByText('Server error. Please try again later.')).toBeInTheDocument();
    api.use(http.get(apiPath('/api/account/bookings/'), () => HttpResponse.json({ upcoming: [], past: [] })));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no upcoming appointments or lab tests.')).toBeInTheDocument();
    expect(screen.getByText('You have no past appointments or lab tests.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book an appointment' })).toHaveAttribute('href', '/appointment');
  });

  it('cancels a booking after a confirmation, with no code, and says so', async () => {
    const user = userEvent.setup();
    signedIn();
    const sent: unknown[] = [];
    api.use(
      http.post(apiPath('/api/appointment/cancel/'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...upcoming, status: 'cancelled', can_cancel: false, cancelled_at: '2026-11-25' });
      }),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking APT-000123' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent(
      'Your appointment with Dr. Anil Sharma on Monday, 5 January 2099 will be cancelled. This cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'No, keep it' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    const done = await screen.findByText('Booking APT-000123 is cancelled.');
    await waitFor(() => expect(done).toHaveFocus());
    expect(within(bookingCard('APT-000123')).getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking APT-000123' })).toBeNull();
    expect(sent).toEqual([{ reference: 'APT-000123' }]);
  });

  it('says in the dialog when a cancellation is refused as too late', async () => {
    const user = userEvent.setup();
    signedIn();
    api.use(
      http.post(apiPath('/api/appointment/cancel/'), () =>
        HttpResponse.json({ message: 'This booking can no longer be cancelled.' }, { status: 409 }),
      ),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking LAB-000045' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent(
      'Your Thyroid Profile at Central Laboratory on Tuesday, 6 January 2099 will be cancelled. This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This booking can no longer be cancelled.');
  });

  it('saves the name and phone, the e-mail shown but not editable', async () => {
    const user = userEvent.setup();
    const session = signedIn();
    const sent: unknown[] = [];
    api.use(
      http.patch(apiPath('/api/account/'), async ({ request }) => {
        const body = (await request.json()) as { name: string };
        sent.push(body);
        session.rename(body.name);
        return HttpResponse.json({ ...account, ...body });
      }),
    );
    renderPage();
    const form = await screen.findByRole('form', { name: 'Contact details' });
    expect(within(form).getByText('E-mail: asha@example.in. It cannot be changed here.')).toBeInTheDocument();
    const name = within(form).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Asha Verma');
    await user.clear(name);
    await user.type(name, 'Asha V. Sharma');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Signed in as Asha V. Sharma (asha@example.in).')).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Asha V. Sharma', phone: '9876543210' }]);
  });

  it('changes the password, a wrong current one shown on its field', async () => {
    const user = userEvent.setup();
    signedIn();
    const wrong = 'The password is not correct';
    let calls = 0;
    api.use(
      http.post(apiPath('/api/account/password/'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              {
                message: wrong,
                errors: { current_password: wrong },
                issues: { current_password: { code: 'passwordWrong' } },
              },
              { status: 400 },
            )
          : new HttpResponse(null, { status: 204 });
      }),
    );
    renderPage();
    const form = await screen.findByRole('form', { name: 'Change password' });
    const current = within(form).getByLabelText(/^Current password/);
    await user.type(current, 'not-it');
    await user.type(within(form).getByLabelText(/^New password/), 'monsoon-evening-walk');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(current).toHaveAccessibleDescription(expect.stringContaining(wrong)));
    await user.clear(current);
    await user.type(current, fixtures.password);
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(
      await within(form).findByText('Your password is changed. You are signed out on your other devices.'),
    ).toBeInTheDocument();
  });

  it('downloads my data as a JSON file', async () => {
    const user = userEvent.setup();
    signedIn();
    api.use(http.get(apiPath('/api/account/export/'), () => HttpResponse.json({ account, bookings: [] })));
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:my-data');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your file is saved: my-account-data.json.')).toBeInTheDocument();
    expect(saved).toEqual(['my-account-data.json blob:my-data']);
    click.mockRestore();
  });

  it('signs out everywhere, then says so and asks to sign in no more', async () => {
    const user = userEvent.setup();
    const session = signedIn();
    api.use(
      http.post(apiPath('/api/account/sessions/end-all/'), () => {
        session.end();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('heading', { name: 'You are signed out everywhere' })).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'My bookings' })).toBeNull();
  });

  it('deletes the account after the password in a dialog; then signed out and told so', async () => {
    const user = userEvent.setup();
    const session = signedIn();
    const sent: unknown[] = [];
    api.use(
      http.post(apiPath('/api/account/delete/'), async ({ request }) => {
        const body = (await request.json()) as { password: string };
        sent.push(body);
        if (body.password !== fixtures.password) {
          return HttpResponse.json(
            {
              message: 'The password is not correct',
              errors: { password: 'The password is not correct' },
              issues: { password: { code: 'passwordWrong' } },
            },
            { status: 400 },
          );
        }
        session.end();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const password = within(dialog).getByLabelText(/^Password/);
    await user.type(password, 'a-wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(expect.stringContaining('The password is not correct')),
    );
    await user.type(password, fixtures.password);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByRole('heading', { name: 'Your account is deleted' })).toHaveFocus();
    expect(
      screen.getByText(
        'Your account and the personal details of your bookings are erased, and you are signed out everywhere.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ password: 'a-wrong-one' }, { password: fixtures.password }]);
  });

  it('shows the sign-in invitation when the session ended meanwhile', async () => {
    const user = userEvent.setup();
    const session = signedIn();
    api.use(
      http.post(apiPath('/api/appointment/cancel/'), () => {
        session.end();
        return HttpResponse.json({ message: 'Please sign in.' }, { status: 401 });
      }),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking APT-000123' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByRole('heading', { name: 'Please sign in' })).toBeInTheDocument();
  });

  it('reads in Hindi', async () => {
    signedIn();
    renderPage('hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरा खाता' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'मेरी बुकिंग' })).toBeInTheDocument();
    expect(await screen.findByText(/5 जनवरी 2099, 10:30 बजे$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेरा खाता मिटाएँ' })).toBeInTheDocument();
  });

  it('in Hindi, names each doctor, department and room as the API answers them in Hindi', async () => {
    const user = userEvent.setup();
    const hindi: BookingSummary = {
      ...upcoming,
      doctor_name: 'डॉ. अनिल शर्मा',
      department_name: 'हृदय रोग (कार्डियोलॉजी)',
      room: 'कमरा 12',
    };
    signedIn();
    const asked: Array<string | null> = [];
    api.use(
      http.get(apiPath('/api/account/bookings/'), ({ request }) => {
        const lang = new URL(request.url).searchParams.get('lang');
        asked.push(lang);
        return HttpResponse.json({ upcoming: [lang === 'hi' ? hindi : upcoming], past: [] });
      }),
    );
    jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderPage('hi');
    await screen.findByText('APT-000123');
    const card = within(bookingCard('APT-000123'));
    expect(card.getByText('डॉ. अनिल शर्मा (हृदय रोग (कार्डियोलॉजी))')).toBeInTheDocument();
    await user.click(await card.findByRole('button', { name: 'बुकिंग की पर्ची छापें' }));
    const slip = card.getByRole('region', { name: 'अपॉइंटमेंट पर्ची' });
    expect(slip).toHaveTextContent('कमरा 12');
    expect(slip).toHaveTextContent('डॉ. अनिल शर्मा');
    expect(document.body).not.toHaveTextContent(/Room|Anil Sharma|Cardiology/);
    expect(asked).toEqual(['hi']);
    jest.restoreAllMocks();
  });

  it('has no accessibility violations: signed out, signed in, a dialog open', async () => {
    const user = userEvent.setup();
    const signedOut = renderPage();
    await screen.findByRole('heading', { name: 'Please sign in' });
    expect(await axe(signedOut.container)).toHaveNoViolations();
    signedOut.unmount();
    signedIn();
    const { container } = renderPage();
    await screen.findByText('APT-000123');
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(await axe(container)).toHaveNoViolations();
  });
});

const slot = (start: string, end: string, available: boolean) => ({
  start,
  end,
  available,
  online: false,
  room: 'Room 12',
});
/** A day after today (the date field refuses a past day), and as the card writes it. */
const dayFromToday = (days: number) =>
  new Date(Date.parse(`${todayInHospitalZone()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { dateStyle: 'full', timeZone: 'UTC' });

async function openFor(user: ReturnType<typeof userEvent.setup>, reference: string, name: string) {
  await screen.findByText(reference);
  const card = bookingCard(reference);
  await user.click(within(card).getByRole('button', { name }));
  return card;
}

describe('rescheduling from My bookings', () => {
  const profile = { id: 7, slug: 'dr-anil-sharma', doctor_name: 'Dr. Anil Sharma' } as DoctorProfile;
  /** The doctor's free times, and the moves in turn: `taken` is a 409 for a slot taken meanwhile, `offline` no answer. */
  function movesAnswered(answers: Array<'moved' | 'taken' | 'offline'> = ['moved']) {
    const moves: unknown[] = [];
    const answer = async (request: Request) => {
      const body = (await request.json()) as { reference: string; date: string; slot_start?: string };
      moves.push(body);
      const outcome = answers[moves.length - 1] ?? 'moved';
      if (outcome === 'offline') return HttpResponse.error();
      if (outcome === 'taken') {
        return HttpResponse.json(
          {
            message: `The ${body.slot_start} slot on 6 January 2099 has just been booked by someone else. Please choose another time.`,
            code: 'slot_taken',
            field: 'slot_start',
          },
          { status: 409 },
        );
      }
      const booking = body.reference === labTest.reference ? labTest : upcoming;
      return HttpResponse.json({
        ...booking,
        date: body.date,
        ...(body.slot_start ? { slot_start: body.slot_start } : {}),
      });
    };
    api.use(
      http.get(apiPath('/api/doctor/doctors/dr-anil-sharma/'), () => HttpResponse.json(profile)),
      http.get(apiPath('/api/doctor/availability/'), () =>
        HttpResponse.json([
          { date: '2099-01-06', slots: [slot('11:00', '11:15', true), slot('11:15', '11:30', true)] },
        ] satisfies AvailabilityDay[]),
      ),
      http.post(apiPath('/api/appointment/reschedule/'), ({ request }) => answer(request)),
      http.post(apiPath('/api/appointment/reschedule-lab/'), ({ request }) => answer(request)),
    );
    return moves;
  }

  it('moves a doctor booking to a free slot with the session; the card shows the new time and its note the focus', async () => {
    const user = userEvent.setup();
    signedIn();
    const moves = movesAnswered();
    const { container } = renderPage();
    const card = await openFor(user, 'APT-000123', 'Reschedule booking APT-000123');

    const panel = await within(card).findByRole('region', { name: 'Choose a new time' });
    expect(panel).toHaveTextContent('Your appointment with Dr. Anil Sharma on Monday, 5 January 2099 at 10:30');
    expect(within(card).getByRole('button', { name: 'Reschedule booking APT-000123' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const day = within(panel).getByRole('combobox', { name: /^New day/ });
    await waitFor(() => expect(day).toBeEnabled());
    await user.selectOptions(day, '2099-01-06');
    await user.click(within(panel).getByRole('radio', { name: '11:15, available' }));
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(panel).getByRole('button', { name: 'Move My Appointment' }));

    const note = await within(card).findByText(
      'Your appointment APT-000123 is now on Tuesday, 6 January 2099 at 11:15.',
    );
    expect(note).toHaveAttribute('role', 'status');
    await waitFor(() => expect(note).toHaveFocus());
    expect(within(card).getByText('Tuesday, 6 January 2099, 11:15')).toBeInTheDocument();
    expect(within(card).queryByRole('region', { name: 'Choose a new time' })).not.toBeInTheDocument();
    // No code and no grant: the session cookie is the proof.
    expect(moves).toEqual([{ reference: 'APT-000123', date: '2099-01-06', slot_start: '11:15' }]);
  });

  it('moves a lab test to another day', async () => {
    const user = userEvent.setup();
    signedIn();
    const moves = movesAnswered();
    renderPage();
    const card = await openFor(user, 'LAB-000045', 'Reschedule booking LAB-000045');
    const panel = await within(card).findByRole('region', { name: 'Choose a new day' });
    await user.type(within(panel).getByLabelText(/^New day/), dayFromToday(4));
    await user.click(within(panel).getByRole('button', { name: 'Move My Visit' }));

    const note = await within(card).findByText(`Your visit LAB-000045 is now on ${longDay(dayFromToday(4))}.`);
    await waitFor(() => expect(note).toHaveFocus());
    expect(within(card).getByText(longDay(dayFromToday(4)))).toBeInTheDocument();
    expect(moves).toEqual([{ reference: 'LAB-000045', date: dayFromToday(4) }]);
  });

  it('says a slot taken meanwhile on the picker and a network failure in the page, and keeps the time on request', async () => {
    const user = userEvent.setup();
    signedIn();
    movesAnswered(['taken', 'offline']);
    renderPage();
    const card = await openFor(user, 'APT-000123', 'Reschedule booking APT-000123');
    const panel = await within(card).findByRole('region', { name: 'Choose a new time' });
    const day = within(panel).getByRole('combobox', { name: /^New day/ });
    await waitFor(() => expect(day).toBeEnabled());
    await user.selectOptions(day, '2099-01-06');
    await user.click(within(panel).getByRole('radio', { name: '11:00, available' }));
    await user.click(within(panel).getByRole('button', { name: 'Move My Appointment' }));
    expect(
      await within(panel).findByText(
        'The 11:00 slot on 6 January 2099 has just been booked by someone else. Please choose another time.',
      ),
    ).toBeInTheDocument();

    await user.click(within(panel).getByRole('radio', { name: '11:15, available' }));
    await user.click(within(panel).getByRole('button', { name: 'Move My Appointment' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Network error. Please check your connection and try again.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(within(card).getByText('Monday, 5 January 2099, 10:30')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Keep the Current Time' }));
    expect(within(card).queryByRole('region', { name: 'Choose a new time' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Reschedule booking APT-000123' })).toHaveFocus();
  });

  it('offers no reschedule for a doctor booking made before slots; its day changes by telephone', async () => {
    signedIn({ upcoming: [{ ...upcoming, slot_start: null, slot_end: null, room: null }], past: [] });
    renderPage();
    await screen.findByText('APT-000123');
    expect(within(bookingCard('APT-000123')).getByRole('button', { name: 'Cancel booking APT-000123' })).toBeVisible();
    expect(within(bookingCard('APT-000123')).queryByRole('button', { name: /^Reschedule/ })).toBeNull();
  });

  it('speaks Hindi on a Hindi page, a failure too', async () => {
    const user = userEvent.setup();
    signedIn();
    movesAnswered(['offline']);
    renderPage('hi');
    await screen.findByText('LAB-000045');
    const card = bookingCard('LAB-000045');
    expect(within(card).getByRole('button', { name: 'बुकिंग LAB-000045 का समय बदलें' })).toHaveTextContent('समय बदलें');
    await user.click(within(card).getByRole('button', { name: 'बुकिंग LAB-000045 का समय बदलें' }));
    const panel = await within(card).findByRole('region', { name: 'नया दिन चुनें' });
    await user.type(within(panel).getByLabelText(/^नया दिन/, { selector: 'input' }), dayFromToday(4));
    await user.click(within(panel).getByRole('button', { name: 'मेरी विज़िट बदलें' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'नेटवर्क त्रुटि। कृपया अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
    );
  });
});
