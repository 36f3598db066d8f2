import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import type { AvailabilityDay, BookingSummary, DoctorBookingSummary, DoctorProfile } from 'contract';
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
        return HttpResponse.json({ message: 'This booking is already cancelled.' }, { status: 409 });
      }
      const end = body.slot_start === '11:00' ? '11:15' : '11:30';
      const moved: BookingSummary = { ...booking, date: body.date, slot_start: body.slot_start, slot_end: end };
      return HttpResponse.json(moved);
    }),
  );
  return { moves, availabilityAsked };
}

async function findBooking(user: User) {
  await user.type(screen.getByRole('textbox', { name: /^Booking reference/ }), booked.reference);
  await user.type(screen.getByRole('textbox', { name: /^Phone number or e-mail/ }), CONTACT);
  await user.click(screen.getByRole('button', { name: 'Send Code' }));
  await user.type(await screen.findByRole('textbox', { name: /^Code from the e-mail/ }), CODE);
  await user.click(screen.getByRole('button', { name: 'Show Booking' }));
  return (await screen.findByRole('heading', { name: `Booking ${booked.reference}` })).closest(
    'article',
  ) as HTMLElement;
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
    expect(availabilityAsked[0]).toBe(`?doctor=${DOCTOR_ID}&from=${today}&to=${to.toISOString().slice(0, 10)}`);

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

  it('offers only online times for an online booking', async () => {
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
    await user.type(await screen.findByRole('textbox', { name: /^ईमेल में आया कोड/ }), CODE);
    await user.click(screen.getByRole('button', { name: 'बुकिंग दिखाएँ' }));

    await user.click(await screen.findByRole('button', { name: 'समय बदलें' }));

    expect(await screen.findByRole('heading', { name: 'नया समय चुनें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेरी अपॉइंटमेंट बदलें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कैलेंडर में जोड़ें' })).toBeInTheDocument();
  });
});
