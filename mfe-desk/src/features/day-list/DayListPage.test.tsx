import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import type { DeskBooking, DeskDay } from 'contract/staff-desk';
import { Route, Routes } from 'shared-ui/router';
import { resetStaffSessionForTests } from 'shared-ui/staff';
import { apiPath, renderWithProviders, setupMockApi } from 'shared-ui/testing';
import DeskPages from '../../app/DeskPages';
import { STAFF, renderDesk } from '../../components/renderDesk';

const api = setupMockApi();
jest.setTimeout(30_000);

const SESSION = apiPath('/api/staff/session/');
const DAY = apiPath('/api/staff/day/');

const row = (fields: Partial<DeskBooking> & Pick<DeskBooking, 'reference' | 'patient_name'>): DeskBooking => ({
  doctor_id: 3,
  date: '2026-12-06',
  slot_start: '10:00',
  slot_end: '10:15',
  mode: 'OFF',
  age: null,
  sex: null,
  phone_last4: '3210',
  source: 'web',
  status: 'booked',
  token: null,
  arrived_at: null,
  late: false,
  version: 1,
  ...fields,
});

const KAMLA = row({ reference: 'APT-7K3M9Q', patient_name: 'Kamla Devi', age: 54, sex: 'F' });
const RAVI = row({ reference: 'APT-4H8N2P', patient_name: 'Ravi Kumar', slot_start: '10:15', source: 'walk_in' });
const counts = { booked: 2, arrived: 0, completed: 0, no_show: 0, cancelled: 0, free: 14 };

function dayOf(bookings: DeskBooking[], date = '2026-12-06'): DeskDay {
  return {
    date,
    doctors: [
      {
        id: 3,
        name: 'Dr. Neha Sharma',
        department: { id: 1, name: 'Cardiology' },
        day_off: false,
        sessions: [{ start: '10:00', end: '14:00', room: 'Room 12', online: false, counts, bookings }],
      },
      {
        id: 5,
        name: 'Dr. Arjun Mehta',
        department: { id: 2, name: 'Orthopaedics' },
        day_off: false,
        sessions: [
          {
            start: '16:00',
            end: '18:00',
            room: 'Room 4',
            online: false,
            counts: { ...counts, booked: 0, free: 8 },
            bookings: [],
          },
        ],
      },
    ],
  };
}

/** Signed in as `role`, the day answering `bookings`; every question to the day is kept. */
function deskWith(bookings: () => DeskBooking[], role: 'reception' | 'opd_manager' = 'reception') {
  const asked: string[] = [];
  api.use(
    http.get(SESSION, () => HttpResponse.json({ staff: { ...STAFF, role } })),
    http.get(DAY, ({ request }) => {
      asked.push(new URL(request.url).search);
      const date = new URL(request.url).searchParams.get('date') ?? '2026-12-06';
      return HttpResponse.json(dayOf(bookings(), date));
    }),
  );
  return asked;
}

const freeSlot = (start: string) => ({ start, end: '', available: true, room: 'Room 12', online: false });

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('the desk’s day list', () => {
  it('shows a receptionist today’s list per doctor and session, with counts, rows and statuses in words', async () => {
    const asked = deskWith(() => [KAMLA, RAVI]);
    const { container } = renderDesk('/desk');
    expect(await screen.findByRole('heading', { level: 1, name: 'OPD day list' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: /Dr\. Neha Sharma/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '10:00–14:00 · Room 12' })).toBeInTheDocument();
    const session = within(screen.getByRole('region', { name: '10:00–14:00 · Room 12' }));
    expect(session.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Booked',
      'Arrived',
      'No-show',
      'Free',
    ]);
    expect(session.getAllByRole('definition').map((count) => count.textContent)).toEqual(['2', '0', '0', '14']);
    const kamla = within(rowOf('Kamla Devi'));
    expect(kamla.getByText('54 F')).toBeInTheDocument();
    expect(kamla.getByText('…3210')).toBeInTheDocument();
    expect(kamla.getByText('APT-7K3M9Q')).toBeInTheDocument();
    expect(kamla.getByText('Website')).toBeInTheDocument();
    expect(kamla.getByText('Booked')).toBeInTheDocument();
    expect(within(rowOf('Ravi Kumar')).getByText('Walk-in')).toBeInTheDocument();
    // A receptionist does not reset statuses.
    expect(screen.queryByRole('button', { name: /^Reset/ })).not.toBeInTheDocument();
    // Once, in the desk's navigation.
    expect(screen.getAllByRole('link', { name: 'Your sessions' }).map((link) => link.getAttribute('href'))).toEqual([
      '/desk/sessions',
    ]);
    expect(asked).toEqual(['']);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('filters by department, doctor and session, and searches by name, phone or reference', async () => {
    const asked = deskWith(() => [KAMLA]);
    renderDesk('/desk');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: /Dr\. Neha Sharma/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'Orthopaedics');
    expect(screen.queryByRole('heading', { level: 2, name: /Dr\. Neha Sharma/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Dr\. Arjun Mehta/ })).toBeInTheDocument();
    expect(screen.getByText('No bookings in this session.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'All');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Session' }), '16:00–18:00');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Dr. Arjun Mehta Orthopaedics',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Session' }), 'All');

    await user.type(screen.getByRole('searchbox', { name: 'Search by name, phone or reference' }), ' 3210 {Enter}');
    await screen.findByRole('button', { name: 'Clear search' });
    expect(asked.at(-1)).toBe('?q=3210');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-07' } });
    await screen.findByRole('heading', { level: 2, name: /Dr\. Neha Sharma/ });
    expect(asked.at(-1)).toBe('?date=2026-12-07&q=3210');
    // Another day than today: no arrivals.
    expect(screen.queryByRole('button', { name: 'Arrived: Kamla Devi' })).not.toBeInTheDocument();
  });

  it('marks a patient arrived with a token, keeping the focus on the row, then counts again', async () => {
    let bookings = [KAMLA, RAVI];
    const asked = deskWith(() => bookings);
    const sent: unknown[] = [];
    api.use(
      http.post(apiPath('/api/staff/bookings/:reference/arrive/'), async ({ request }) => {
        sent.push(await request.json());
        const arrived = {
          ...KAMLA,
          status: 'arrived' as const,
          token: 1,
          late: true,
          arrived_at: '2026-12-06T04:50:00Z',
          version: 2,
        };
        bookings = [arrived, RAVI];
        return HttpResponse.json(arrived);
      }),
    );
    renderDesk('/desk');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Arrived: Kamla Devi' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Kamla Devi arrived late: token 1.');
    const kamla = within(rowOf('Kamla Devi'));
    expect(kamla.getByText('Arrived')).toBeInTheDocument();
    expect(kamla.getByText('(late)')).toBeInTheDocument();
    expect(kamla.getByText('1')).toBeInTheDocument();
    expect(sent).toEqual([{ version: 1 }]);
    // The focus moves once the row is drawn as it is now (a frame later).
    const completed = await screen.findByRole('button', { name: 'Completed: Kamla Devi' });
    await waitFor(() => expect(completed).toHaveFocus());
    await waitFor(() => expect(asked).toHaveLength(2));

    await user.click(kamla.getByRole('button', { name: 'Slip: Kamla Devi' }));
    const slip = await screen.findByRole('dialog', { name: 'Slip for Kamla Devi' });
    expect(within(slip).getByText('Dr. Neha Sharma, Cardiology')).toBeInTheDocument();
    expect(within(slip).getByText('1')).toBeInTheDocument();
    expect(within(slip).getByRole('button', { name: 'Print the slip' })).toBeInTheDocument();
  });

  it('says when another desk changed the row first, and shows the row as it is now', async () => {
    const now = { ...KAMLA, status: 'arrived' as const, token: 2, version: 3 };
    let bookings = [KAMLA];
    deskWith(() => bookings);
    api.use(
      http.post(apiPath('/api/staff/bookings/:reference/no-show/'), () => {
        bookings = [now];
        return HttpResponse.json(
          {
            code: 'deskBookingStale',
            status: 'arrived',
            booking: now,
          },
          { status: 409 },
        );
      }),
    );
    renderDesk('/desk');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'No-show: Kamla Devi' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Another desk changed Kamla Devi’s booking first; the row now shows it as it is (Arrived).',
    );
    expect(within(rowOf('Kamla Devi')).getByText('2')).toBeInTheDocument();
  });

  it('cancels with a coded reason and a note in a dialog, asking for the reason first', async () => {
    deskWith(() => [KAMLA]);
    const sent: unknown[] = [];
    api.use(
      http.post(apiPath('/api/staff/bookings/:reference/cancel/'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...KAMLA, status: 'cancelled', version: 2 });
      }),
    );
    const { baseElement } = renderDesk('/desk');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel: Kamla Devi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the booking of Kamla Devi' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the booking' }));
    expect(within(dialog).getByText('Choose who asked for the cancellation.')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'The patient' })).toHaveFocus();
    expect(await axe(baseElement)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('radio', { name: 'The doctor' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Doctor on call');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the booking' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Kamla Devi: Cancelled.');
    expect(sent).toEqual([{ version: 1, reason: 'doctor', note: 'Doctor on call' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves a booking to another free time; a time taken meanwhile offers the next', async () => {
    deskWith(() => [KAMLA]);
    const sent: unknown[] = [];
    api.use(
      http.get(apiPath('/api/doctor/availability/'), () =>
        HttpResponse.json([{ date: '2026-12-06', slots: [freeSlot('10:00'), freeSlot('10:15'), freeSlot('10:30')] }]),
      ),
      http.post(apiPath('/api/staff/bookings/:reference/reschedule/'), async ({ request }) => {
        sent.push(await request.json());
        return sent.length === 1
          ? HttpResponse.json(
              { code: 'slot_taken', next_free: { date: '2026-12-06', slot_start: '10:30' } },
              { status: 409 },
            )
          : HttpResponse.json({ ...KAMLA, slot_start: '10:30', version: 2 });
      }),
    );
    const { baseElement } = renderDesk('/desk');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move: Kamla Devi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move the booking of Kamla Devi' });
    // Her own time is not offered.
    await user.click(await within(dialog).findByRole('radio', { name: '10:15, available' }));
    expect(within(dialog).queryByRole('radio', { name: /^10:00/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Move the booking' }));
    expect(within(dialog).getByText('Choose who asked for the move.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'The patient' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move the booking' }));
    expect(await within(dialog).findByText(/That time was just taken\. 10:30 on/)).toBeInTheDocument();
    expect(await axe(baseElement)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Choose 10:30' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move the booking' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Kamla Devi moved to');
    expect(sent).toEqual([
      { version: 1, date: '2026-12-06', slot_start: '10:15', reason: 'patient', note: '' },
      { version: 1, date: '2026-12-06', slot_start: '10:30', reason: 'patient', note: '' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets an OPD manager reset a status with a reason', async () => {
    deskWith(() => [{ ...KAMLA, status: 'no_show', version: 4 }], 'opd_manager');
    const sent: unknown[] = [];
    api.use(
      http.post(apiPath('/api/staff/bookings/:reference/reset/'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...KAMLA, version: 5 });
      }),
    );
    renderDesk('/desk');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reset: Kamla Devi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the status of Kamla Devi' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset the status' }));
    expect(within(dialog).getByText('Say why the status is reset.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Marked by mistake');
    await user.click(within(dialog).getByRole('button', { name: 'Reset the status' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Kamla Devi: Booked.');
    expect(sent).toEqual([{ version: 4, to: 'booked', reason: 'Marked by mistake' }]);
  });

  it('shows a booking’s history, naming who did what', async () => {
    deskWith(() => [KAMLA]);
    api.use(
      http.get(apiPath('/api/staff/bookings/:reference/history/'), () =>
        HttpResponse.json([
          {
            id: 2,
            at: '2026-12-06T04:40:00Z',
            actor: { id: 3, name: 'Asha Verma', email: STAFF.email },
            action: 'status',
            from: 'booked',
            to: 'cancelled',
            reason: 'patient',
            note: 'Travelling',
            network: '10.1.2.0/24',
          },
          {
            id: 1,
            at: '2026-12-06T04:30:00Z',
            actor: null,
            action: 'view',
            from: null,
            to: null,
            reason: null,
            note: null,
            network: null,
          },
        ]),
      ),
    );
    const { baseElement } = renderDesk('/desk');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'History: Kamla Devi' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of APT-7K3M9Q' });
    const entries = await within(dialog).findAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('Booked → Cancelled');
    expect(entries[0]).toHaveTextContent('Asha Verma');
    expect(entries[0]).toHaveTextContent('Reason: The patient');
    expect(entries[0]).toHaveTextContent('Note: Travelling');
    expect(entries[1]).toHaveTextContent('Viewed');
    expect(await axe(baseElement)).toHaveNoViolations();
  });

  it('says when the list cannot be loaded, with a Retry; and when the day has nothing', async () => {
    let tries = 0;
    api.use(
      http.get(SESSION, () => HttpResponse.json({ staff: STAFF })),
      http.get(DAY, () => {
        tries += 1;
        return tries === 1
          ? HttpResponse.json({}, { status: 500 })
          : HttpResponse.json({ date: '2026-12-06', doctors: [] });
      }),
    );
    const { container } = renderDesk('/desk');
    expect(
      await screen.findByText('The server could not answer just now. Please try again in a minute.'),
    ).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No doctor sits and nothing is booked on this day.')).toBeInTheDocument();
  });

  it('asks for the day again when another desk or the site changes it (the live events)', async () => {
    const sources: { emit: (data: unknown) => void }[] = [];
    class FakeEventSource {
      private listeners: Record<string, ((event: MessageEvent) => void)[]> = {};
      constructor() {
        sources.push({
          emit: (data) =>
            this.listeners['booking']?.forEach((listener) =>
              listener(new MessageEvent('booking', { data: JSON.stringify(data) })),
            ),
        });
      }
      addEventListener(type: string, listener: (event: MessageEvent) => void) {
        (this.listeners[type] ??= []).push(listener);
      }
      close() {}
    }
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
    try {
      let bookings = [KAMLA];
      deskWith(() => bookings);
      renderDesk('/desk');
      await screen.findByRole('rowheader', { name: 'Kamla Devi' });
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
      });
      bookings = [KAMLA, RAVI];
      act(() => sources.at(-1)?.emit({ date: '2026-12-06', doctor: 3, reference: RAVI.reference }));
      expect(await screen.findByRole('rowheader', { name: 'Ravi Kumar' })).toBeInTheDocument();
    } finally {
      delete (globalThis as { EventSource?: unknown }).EventSource;
    }
  });

  it('speaks Hindi: headings, statuses and actions from the Hindi catalogue', async () => {
    deskWith(() => [KAMLA]);
    resetStaffSessionForTests();
    const { container } = renderWithProviders(
      <Routes>
        <Route path="/desk/*" element={<DeskPages />} />
      </Routes>,
      { route: '/desk', language: 'hi' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'ओपीडी दिन की सूची' })).toBeInTheDocument();
    const kamla = within(
      await screen.findByRole('rowheader', { name: 'Kamla Devi' }).then((cell) => cell.closest('tr') as HTMLElement),
    );
    expect(kamla.getByText('वेबसाइट')).toBeInTheDocument();
    expect(kamla.getByText('बुक')).toBeInTheDocument();
    expect(kamla.getByRole('button', { name: 'पहुँचे: Kamla Devi' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
