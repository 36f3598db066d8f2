import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import type { AvailabilityDay, BookingSummary, DoctorBookingSummary, DoctorProfile, LabBookingSummary } from 'contract';
import { todayInHospitalZone } from 'contract/rules';
import { apiPath, fixtures, renderWithProviders, setupMockApi } from 'shared-ui/testing';
import ManageBookingPage from './ManageBookingPage';

const api = setupMockApi();
jest.setTimeout(30_000);

type User = ReturnType<typeof userEvent.setup>;

const CONTACT = '9876543210';
const CODE = '482913';
const GRANT = 'grant-for-the-change';
const DOCTOR_ID = 7;

const booked: DoctorBookingSummary = { ...fixtures.doctorBooking, reference: 'APT-7K3QD-M9X21' };

const profile = {
  id: DOCTOR_ID,
  slug: 'dr-anil-sharma',
  doctor_name: 'Dr. Anil Sharma',
  fee: { in_person: 800, online: 600 },
} as DoctorProfile;

const slot = (start: string, end: string, available: boolean, online = false) => ({
  start,
  end,
  available,
  online,
  room: online ? null : 'Room 12',
});

/** Monday the 5th: the booking's own slot held; Tuesday the 6th: two free times and an online one. */
function week(taken: readonly string[] = []): AvailabilityDay[] {
  return [
    { date: '2099-01-05', slots: [slot('10:30', '10:45', false), slot('10:45', '11:00', !taken.includes('10:45'))] },
    {
      date: '2099-01-06',
      slots: [
        slot('11:00', '11:15', !taken.includes('11:00')),
        slot('11:15', '11:30', true),
        slot('18:00', '18:15', true, true),
      ],
    },
    // A day of online sessions only: nothing here for a booking at the hospital.
    { date: '2099-01-07', slots: [slot('18:00', '18:15', true, true)] },
  ];
}

interface Options {
  booking?: DoctorBookingSummary;
  /** The answers to the reschedule, in turn: `taken` is a 409 for a slot someone else took first. */
  answers?: Array<'moved' | 'taken' | 'cancelled'>;
}

function fakeApi({ booking = booked, answers = ['moved'] }: Options = {}) {
  const moves: unknown[] = [];
  const availabilityAsked: string[] = [];
  const taken: string[] = [];
  api.use(
    http.post(apiPath('/api/appointment/lookup/'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      if (!('code' in body)) return HttpResponse.json({ message: 'sent' }, { status: 202 });
      return HttpResponse.json({ booking, access: GRANT, access_expires_at: '2099-01-01T10:30:00.000Z' });
    }),
    http.get(apiPath('/api/doctor/doctors/dr-anil-sharma/'), () => HttpResponse.json(profile)),
    http.get(apiPath('/api/doctor/availability/'), ({ request }) => {
      availabilityAsked.push(new URL(request.url).search);
      return HttpResponse.json(week(taken));
    }),
    http.post(apiPath('/api/appointment/reschedule/'), async ({ request }) => {
      const body = (await request.json()) as { date: string; slot_start: string };
      moves.push(body);
      const answer = answers[moves.length - 1] ?? 'moved';
      if (answer === 'taken') {
        taken.push(body.slot_start);
        return HttpResponse.json(
          {
            message: `The ${body.slot_start} slot on 6 January 2099 has just been booked by someone else. Please choose another time.`,
            code: 'slot_taken',
            field: 'slot_start',
          },
          { status: 409 },
        );
      }
      if (answer === 'cancelled') {
        return HttpResponse.json(
          { message: 'This booking is already cancelled.', code: 'bookingAlreadyCancelled' },
          { status: 409 },
        );
      }
      const end = body.slot_start === '11:00' ? '11:15' : '11:30';
      const moved: BookingSummary = { ...booking, date: body.date, slot_start: body.slot_start, slot_end: end };
      return HttpResponse.json(moved);
    }),
  );
  return { moves, availabilityAsked };
}

async function findBooking(user: User, reference = booked.reference) {
  await user.type(screen.getByRole('textbox', { name: /^Booking reference/ }), reference);
  await user.type(screen.getByRole('textbox', { name: /^Phone number or e-mail/ }), CONTACT);
  await user.click(screen.getByRole('button', { name: 'Send Code' }));
  await user.type(await screen.findByRole('textbox', { name: /^Code we sent you/ }), CODE);
  await user.click(screen.getByRole('button', { name: 'Show Booking' }));
  return (await screen.findByRole('heading', { name: `Booking ${reference}` })).closest('article') as HTMLElement;
}

async function openReschedule(user: User) {
  await user.click(screen.getByRole('button', { name: 'Reschedule' }));
  return (await screen.findByRole('heading', { name: 'Choose a new time' })).closest('section') as HTMLElement;
}

const dayField = () => screen.getByRole('combobox', { name: /^New day/ });

describe('rescheduling a doctor booking', () => {
  it('shows the time and room, and moves the booking to a free slot of the same kind with the grant', async () => {
    const user = userEvent.setup();
    const { moves, availabilityAsked } = fakeApi();
    const { container } = renderWithProviders(<ManageBookingPage />, { route: '/manage-booking' });

    const card = await findBooking(user);
    expect(card).toHaveTextContent('Time10:30 to 10:45');
    expect(card).toHaveTextContent('RoomRoom 12');
    expect(within(card).getByRole('button', { name: 'Add to Calendar' })).toBeInTheDocument();
    expect(card).not.toHaveTextContent('To change the day or time, call us');

    const panel = await openReschedule(user);
    expect(panel).toHaveTextContent(
      'Your appointment with Dr. Anil Sharma on Monday, 5 January 2099 at 10:30 stays as it is until you move it.',
    );
    await waitFor(() => expect(dayField()).toBeEnabled());
    // Days with a free time at the hospital only: not the online-only day.
    expect(
      within(dayField())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a day', 'Monday, 5 January 2099', 'Tuesday, 6 January 2099']);
    const today = todayInHospitalZone();
    const to = new Date(`${today}T00:00:00Z`);
    to.setUTCDate(to.getUTCDate() + 30);
    expect(availabilityAsked[0]).toBe(`?doctor=${DOCTOR_ID}&from=${today}&to=${to.toISOString().slice(0, 10)}&lang=en`);

    await user.selectOptions(dayField(), '2099-01-06');
    const times = within(panel).getByRole('group', { name: /^New time/ });
    expect(
      within(times)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['11:00', '11:15']);
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(times).getByRole('radio', { name: '11:15, available' }));
    await user.click(within(panel).getByRole('button', { name: 'Move My Appointment' }));

    const done = await screen.findByText(
      'Your appointment APT-7K3QD-M9X21 is now on Tuesday, 6 January 2099 at 11:15.',
    );
    await waitFor(() => expect(done).toHaveFocus());
    expect(card).toHaveTextContent('DateTuesday, 6 January 2099');
    expect(card).toHaveTextContent('Time11:15 to 11:30');
    expect(screen.queryByRole('heading', { name: 'Choose a new time' })).not.toBeInTheDocument();
    expect(moves).toEqual([{ reference: booked.reference, access: GRANT, date: '2099-01-06', slot_start: '11:15' }]);
  });

  it('says a slot someone else took meanwhile on the picker, which shows the times as they are now', async () => {
    const user = userEvent.setup();
    const { moves, availabilityAsked } = fakeApi({ answers: ['taken', 'moved'] });
    const { container } = renderWithProviders(<ManageBookingPage />, { route: '/manage-booking' });
    await findBooking(user);
    const panel = await openReschedule(user);
    await waitFor(() => expect(dayField()).toBeEnabled());
    await user.selectOptions(dayField(), '2099-01-06');
    await user.click(within(panel).getByRole('radio', { name: '11:00, available' }));
    await user.click(within(panel).getByRole('button', { name: 'Move My Appointment' }));

    expect(
      await within(panel).findByText(
        'The 11:00 slot on 6 January 2099 has just been booked by someone else. Please choose another time.',
      ),
    ).toBeInTheDocument();
    expect(await within(panel).findByRole('radio', { name: '11:00, booked' })).toBeDisabled();
    expect(availabilityAsked).toHaveLength(2);
    // The day stays chosen; nothing is left checked.
    expect(dayField()).toHaveValue('2099-01-06');
    expect(within(panel).getByRole('radio', { name: '11:15, available' })).not.toBeChecked();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(within(panel).getByRole('radio', { name: '11:15, available' }));
    await user.click(within(panel).getByRole('button', { name: 'Move My Appointment' }));
    expect(await screen.findByText(/is now on Tuesday, 6 January 2099 at 11:15\./)).toBeInTheDocument();
    expect(moves).toHaveLength(2);
  });

  it('asks for a day and a time before sending anything', async () => {
    const user = userEvent.setup();
    const { moves } = fakeApi();
    renderWithProviders(<ManageBookingPage />, { route: '/manage-booking' });
    await findBooking(user);
    const panel = await openReschedule(user);
    await waitFor(() => expect(dayField()).toBeEnabled());

    await user.click(within(panel).getByRole('button', { name: 'Move My Appointment' }));

    expect(within(panel).getByText('Please choose a day')).toBeInTheDocument();
    expect(dayField()).toHaveFocus();
    await user.selectOptions(dayField(), '2099-01-05');
    await user.click(within(panel).getByRole('button', { name: 'Move My Appointment' }));
    expect(within(panel).getByText('Please choose a time')).toBeInTheDocument();
    expect(moves).toEqual([]);
  });

  it('offers only online times for an online booking, saying how the patient joins', async () => {
    const user = userEvent.setup();
    fakeApi({ booking: { ...booked, mode: 'ON', room: null } });
    renderWithProviders(<ManageBookingPage />, { route: '/manage-booking' });
    await findBooking(user);
    const panel = await openReschedule(user);
    await waitFor(() => expect(dayField()).toBeEnabled());

    expect(
      within(dayField())
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', '2099-01-06', '2099-01-07']);
    await user.selectOptions(dayField(), '2099-01-06');
    expect(
      within(panel)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['18:00']);
    expect(within(panel).getByRole('group', { name: /^New time/ })).toHaveAccessibleDescription(
      'Before your time, our front desk will call you with how to join the video consultation.',
    );
  });

  it('says why a move was refused, and keeps the current time on request', async () => {
    const user = userEvent.setup();
    fakeApi({ answers: ['cancelled'] });
    renderWithProviders(<ManageBookingPage />, { route: '/manage-booking' });
    await findBooking(user);
    const panel = await openReschedule(user);
    await waitFor(() => expect(dayField()).toBeEnabled());
    await user.selectOptions(dayField(), '2099-01-06');
    await user.click(within(panel).getByRole('radio', { name: '11:00, available' }));
    await user.click(within(panel).getByRole('button', { name: 'Move My Appointment' }));

    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('This booking is already cancelled.');
    await waitFor(() => expect(alert).toHaveFocus());

    await user.click(within(panel).getByRole('button', { name: 'Keep the Current Time' }));
    expect(screen.queryByRole('heading', { name: 'Choose a new time' })).not.toBeInTheDocument();
  });

  it('leaves a booking made before slots to the telephone, as before', async () => {
    const user = userEvent.setup();
    fakeApi({ booking: { ...booked, slot_start: null, slot_end: null, room: null } });
    renderWithProviders(<ManageBookingPage />, { route: '/manage-booking' });

    const card = await findBooking(user);

    expect(within(card).queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Add to Calendar' })).not.toBeInTheDocument();
    expect(card).toHaveTextContent('To change the day or time, call us on');
  });

  it('reads in Hindi', async () => {
    const user = userEvent.setup();
    fakeApi();
    renderWithProviders(<ManageBookingPage />, { route: '/manage-booking', language: 'hi' });
    await user.type(await screen.findByRole('textbox', { name: /^बुकिंग संदर्भ संख्या/ }), booked.reference);
    await user.type(screen.getByRole('textbox', { name: /^फ़ोन नंबर या ईमेल/ }), CONTACT);
    await user.click(screen.getByRole('button', { name: 'कोड भेजें' }));
    await user.type(await screen.findByRole('textbox', { name: /^आपको भेजा गया कोड/ }), CODE);
    await user.click(screen.getByRole('button', { name: 'बुकिंग दिखाएँ' }));

    await user.click(await screen.findByRole('button', { name: 'समय बदलें' }));

    expect(await screen.findByRole('heading', { name: 'नया समय चुनें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेरी अपॉइंटमेंट बदलें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कैलेंडर में जोड़ें' })).toBeInTheDocument();
  });
});

/** A day after today (the date field and the contract refuse a past day), and as the page writes it. */
const dayFromToday = (days: number) =>
  new Date(Date.parse(`${todayInHospitalZone()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { dateStyle: 'full', timeZone: 'UTC' });

const atHome: LabBookingSummary = {
  ...fixtures.labBooking,
  reference: 'LAB-7K3QD-M9X21',
  date: dayFromToday(2),
  collection: 'home',
  collection_window: '07-09',
};

interface LabOptions {
  booking?: LabBookingSummary;
  /** The answers to the move, in turn: `passed` is a 400 naming the window. */
  answers?: Array<'moved' | 'passed'>;
}

function fakeLabApi({ booking = atHome, answers = ['moved'] }: LabOptions = {}) {
  const moves: unknown[] = [];
  api.use(
    http.post(apiPath('/api/appointment/lookup/'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      if (!('code' in body)) return HttpResponse.json({ message: 'sent' }, { status: 202 });
      return HttpResponse.json({ booking, access: GRANT, access_expires_at: '2099-01-01T10:30:00.000Z' });
    }),
    http.post(apiPath('/api/appointment/reschedule-lab/'), async ({ request }) => {
      const body = (await request.json()) as { date: string; collection_window?: string };
      moves.push(body);
      if ((answers[moves.length - 1] ?? 'moved') === 'passed') {
        return HttpResponse.json(
          {
            message: 'Please check the form.',
            errors: { collection_window: 'This time has passed.' },
            issues: { collection_window: { code: 'windowPassed' } },
          },
          { status: 400 },
        );
      }
      const moved: BookingSummary = {
        ...booking,
        date: body.date,
        collection_window: booking.collection === 'home' ? (body.collection_window ?? null) : null,
      };
      return HttpResponse.json(moved);
    }),
  );
  return { moves };
}

const row = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('rescheduling a lab booking', () => {
  it('moves a home collection to another day and window with the grant, and the card shows them', async () => {
    const user = userEvent.setup();
    const { moves } = fakeLabApi();
    const { container } = renderWithProviders(<ManageBookingPage />, { route: '/manage-booking' });
    const card = await findBooking(user, atHome.reference);
    expect(within(card).getByRole('button', { name: 'Add to Calendar' })).toBeInTheDocument();
    expect(card).not.toHaveTextContent('call us on');

    await user.click(within(card).getByRole('button', { name: 'Reschedule' }));
    const panel = (await screen.findByRole('heading', { name: 'Choose a new day and time' })).closest(
      'section',
    ) as HTMLElement;
    expect(panel).toHaveTextContent(
      `Your visit on ${longDay(atHome.date)} (At your home, 7:00–9:00 am) stays as it is until you move it.`,
    );
    const day = dayFromToday(5);
    await user.type(within(panel).getByLabelText(/^New day/), day);
    const time = within(panel).getByRole('combobox', { name: /^Time/ });
    expect(
      within(time)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select Time', '7:00–9:00 am', '9:00–11:00 am', '11:00 am–1:00 pm', '4:00–6:00 pm']);
    await user.selectOptions(time, '16-18');
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(panel).getByRole('button', { name: 'Move My Visit' }));

    expect(await screen.findByText(`Your visit ${atHome.reference} is now on ${longDay(day)}.`)).toBeInTheDocument();
    expect(moves).toEqual([{ reference: atHome.reference, access: GRANT, date: day, collection_window: '16-18' }]);
    expect(screen.queryByRole('heading', { name: 'Choose a new day and time' })).not.toBeInTheDocument();
    const moved = screen
      .getByRole('heading', { name: `Booking ${atHome.reference}` })
      .closest('article') as HTMLElement;
    expect(row(moved, 'Where')).toBe('At your home, 4:00–6:00 pm');
    expect(row(moved, 'Date')).toBe(longDay(day));
  });

  it('asks for the window of a home collection before sending, and shows a window the API refuses on its field', async () => {
    const user = userEvent.setup();
    const { moves } = fakeLabApi({ answers: ['passed', 'moved'] });
    renderWithProviders(<ManageBookingPage />, { route: '/manage-booking' });
    const card = await findBooking(user, atHome.reference);
    await user.click(within(card).getByRole('button', { name: 'Reschedule' }));
    const panel = (await screen.findByRole('heading', { name: 'Choose a new day and time' })).closest(
      'section',
    ) as HTMLElement;

    await user.type(within(panel).getByLabelText(/^New day/), dayFromToday(3));
    await user.click(within(panel).getByRole('button', { name: 'Move My Visit' }));
    expect(await within(panel).findAllByText('Please choose a time for the visit')).not.toHaveLength(0);
    expect(moves).toHaveLength(0);

    await user.selectOptions(within(panel).getByRole('combobox', { name: /^Time/ }), '09-11');
    await user.click(within(panel).getByRole('button', { name: 'Move My Visit' }));
    await waitFor(() => expect(moves).toHaveLength(1));
    const time = within(panel).getByRole('combobox', { name: /^Time/ });
    await waitFor(() => expect(time).toHaveAccessibleDescription(/has passed today/));
  });

  it('moves a visit to the lab by its day alone', async () => {
    const user = userEvent.setup();
    const atLab = { ...atHome, collection: 'lab' as const, collection_window: null };
    const { moves } = fakeLabApi({ booking: atLab });
    renderWithProviders(<ManageBookingPage />, { route: '/manage-booking' });
    const card = await findBooking(user, atLab.reference);
    await user.click(within(card).getByRole('button', { name: 'Reschedule' }));
    const panel = (await screen.findByRole('heading', { name: 'Choose a new day' })).closest('section') as HTMLElement;
    expect(within(panel).queryByRole('combobox', { name: /^Time/ })).not.toBeInTheDocument();

    await user.type(within(panel).getByLabelText(/^New day/), dayFromToday(4));
    await user.click(within(panel).getByRole('button', { name: 'Move My Visit' }));

    expect(
      await screen.findByText(`Your visit ${atLab.reference} is now on ${longDay(dayFromToday(4))}.`),
    ).toBeVisible();
    expect(moves).toEqual([{ reference: atLab.reference, access: GRANT, date: dayFromToday(4) }]);
  });

  it('speaks Hindi on a Hindi page', async () => {
    const user = userEvent.setup();
    fakeLabApi();
    renderWithProviders(<ManageBookingPage />, { route: '/hi/manage-booking', language: 'hi' });
    await user.type(await screen.findByRole('textbox', { name: /^बुकिंग संदर्भ संख्या/ }), atHome.reference);
    await user.type(screen.getByRole('textbox', { name: /^फ़ोन नंबर या ईमेल/ }), CONTACT);
    await user.click(screen.getByRole('button', { name: /कोड भेजें/ }));
    await user.type(await screen.findByRole('textbox', { name: /^आपको भेजा गया कोड/ }), CODE);
    await user.click(screen.getByRole('button', { name: /बुकिंग दिखाएँ/ }));
    await user.click(await screen.findByRole('button', { name: 'समय बदलें' }));

    const panel = (await screen.findByRole('heading', { name: 'नया दिन और समय चुनें' })).closest('section') as HTMLElement;
    expect(within(panel).getByLabelText(/^नया दिन/, { selector: 'input' })).toBeInTheDocument();
    expect(within(panel).getByRole('combobox', { name: /^समय/ })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'मेरी विज़िट बदलें' })).toBeInTheDocument();
  });
});
