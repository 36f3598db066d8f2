import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import type { BookingSummary, LabBookingSummary } from 'contract';
import { todayInHospitalZone } from 'contract/rules';
import { apiPath, fixtures, renderWithProviders, setupMockApi } from 'shared-ui/testing';
import ManageBookingPage from './ManageBookingPage';

const api = setupMockApi();
jest.setTimeout(30_000);

type User = ReturnType<typeof userEvent.setup>;

const CONTACT = '9876543210';
const CODE = '482913';
const GRANT = 'grant-for-the-change';

/** A day after today (the date field and the contract refuse a past day). */
function dayFromToday(days: number): string {
  const date = new Date(`${todayInHospitalZone()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const longDay = (day: string) =>
  new Intl.DateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

const atHome: LabBookingSummary = {
  ...fixtures.labBooking,
  reference: 'LAB-7K3QD-M9X21',
  date: dayFromToday(2),
  collection: 'home',
  collection_window: '07-09',
};

interface Options {
  booking?: LabBookingSummary;
  /** The answers to the move, in turn: `passed` is a 400 naming the window. */
  answers?: Array<'moved' | 'passed'>;
}

function fakeApi({ booking = atHome, answers = ['moved'] }: Options = {}) {
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

async function findBooking(user: User, reference: string) {
  await user.type(screen.getByRole('textbox', { name: /^Booking reference/ }), reference);
  await user.type(screen.getByRole('textbox', { name: /^Phone number or e-mail/ }), CONTACT);
  await user.click(screen.getByRole('button', { name: 'Send Code' }));
  await user.type(await screen.findByRole('textbox', { name: /^Code from the e-mail/ }), CODE);
  await user.click(screen.getByRole('button', { name: 'Show Booking' }));
  return (await screen.findByRole('heading', { name: `Booking ${reference}` })).closest('article') as HTMLElement;
}

const row = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('rescheduling a lab booking', () => {
  it('moves a home collection to another day and window with the grant, and the card shows them', async () => {
    const user = userEvent.setup();
    const { moves } = fakeApi();
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
    const { moves } = fakeApi({ answers: ['passed', 'moved'] });
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
    const { moves } = fakeApi({ booking: atLab });
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
    fakeApi();
    renderWithProviders(<ManageBookingPage />, { route: '/hi/manage-booking', language: 'hi' });
    await user.type(await screen.findByRole('textbox', { name: /^बुकिंग संदर्भ संख्या/ }), atHome.reference);
    await user.type(screen.getByRole('textbox', { name: /^फ़ोन नंबर या ईमेल/ }), CONTACT);
    await user.click(screen.getByRole('button', { name: /कोड भेजें/ }));
    await user.type(await screen.findByRole('textbox', { name: /^ईमेल में आया कोड/ }), CODE);
    await user.click(screen.getByRole('button', { name: /बुकिंग दिखाएँ/ }));
    await user.click(await screen.findByRole('button', { name: 'समय बदलें' }));

    const panel = (await screen.findByRole('heading', { name: 'नया दिन और समय चुनें' })).closest('section') as HTMLElement;
    expect(within(panel).getByLabelText(/^नया दिन/, { selector: 'input' })).toBeInTheDocument();
    expect(within(panel).getByRole('combobox', { name: /^समय/ })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'मेरी विज़िट बदलें' })).toBeInTheDocument();
  });
});
