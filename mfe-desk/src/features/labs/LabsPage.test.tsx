import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import type { LabRunRow, LabRunSheet } from 'contract/staff-desk';
import { apiPath, setupMockApi } from 'shared-ui/testing';
import { STAFF, renderDesk } from '../../components/renderDesk';

const api = setupMockApi();
jest.setTimeout(20_000);

const row = (reference: string, patient_name: string, home: boolean, extra: Partial<LabRunRow> = {}): LabRunRow => ({
  reference,
  date: '2026-12-07',
  collection: home ? 'home' : 'lab',
  lab: { id: 1, name: 'Pathology Lab' },
  tests: ['Complete Blood Count', 'Blood Sugar Fasting'],
  package: null,
  price: home ? 850 : 650,
  patient_name,
  age: 52,
  phone_last4: '3210',
  pincode: home ? '121002' : null,
  window: home ? '07-09' : null,
  address: home ? 'House 214, Sector 15, Faridabad' : null,
  status: 'booked',
  collected_at: null,
  version: 1,
  ...extra,
});

const SHEET: LabRunSheet = {
  date: '2026-12-07',
  lab_visits: [{ lab: { id: 1, name: 'Pathology Lab' }, bookings: [row('LAB-7K3QX-9MWPA', 'Sunita Yadav', false)] }],
  home_collections: [
    { pincode: '121002', window: '07-09', bookings: [row('LAB-7K3QX-9MWPB', 'Mohan Lal', true)] },
    {
      pincode: '121003',
      window: '09-11',
      bookings: [row('LAB-7K3QX-9MWPC', 'Harpreet Kaur', true, { status: 'cancelled', pincode: '121003' })],
    },
  ],
};

function signedIn(role: 'reception' | 'opd_manager' | 'admin' = 'reception') {
  api.use(http.get(apiPath('/api/staff/session/'), () => HttpResponse.json({ staff: { ...STAFF, role } })));
}

describe('the lab run sheet', () => {
  it('shows lab visits, then home collections by pincode and window with the address, and marks one collected', async () => {
    signedIn();
    const marks: unknown[] = [];
    api.use(
      http.get(apiPath('/api/staff/labs/day/'), () => HttpResponse.json(SHEET)),
      http.post(apiPath('/api/staff/labs/:reference/collected/'), async ({ request, params }) => {
        marks.push({ reference: params['reference'], body: await request.json() });
        return HttpResponse.json(
          row('LAB-7K3QX-9MWPB', 'Mohan Lal', true, {
            status: 'collected',
            collected_at: '2026-12-07T02:15:00Z',
            version: 2,
          }),
        );
      }),
    );
    const { container } = renderDesk('/desk/labs');
    const lab = await screen.findByRole('table', { name: 'Pathology Lab: 1 visit, in the order booked' });
    expect(within(lab).getByText('Sunita Yadav')).toBeInTheDocument();
    expect(within(lab).queryByText(/Sector 15/)).not.toBeInTheDocument();
    const home = screen.getByRole('table', { name: 'Pincode 121002, 07:00–09:00: 1 collection' });
    expect(within(home).getByText('House 214, Sector 15, Faridabad')).toBeInTheDocument();
    expect(within(home).getByText('Complete Blood Count, Blood Sugar Fasting')).toBeInTheDocument();
    const cancelled = screen.getByRole('table', { name: 'Pincode 121003, 09:00–11:00: 1 collection' });
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(within(cancelled).queryByRole('button', { name: /collected|not reached/ })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await userEvent.setup().click(within(home).getByRole('button', { name: 'Mark Mohan Lal collected' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Mohan Lal: collected.');
    expect(marks).toEqual([{ reference: 'LAB-7K3QX-9MWPB', body: { version: 1 } }]);
    expect(within(home).getByText(/^Collected /)).toBeInTheDocument();
    expect(within(home).queryByRole('button', { name: 'Mark Mohan Lal collected' })).not.toBeInTheDocument();
  });

  it('asks before not reached, and shows the row as it is now when another desk marked it first', async () => {
    signedIn('opd_manager');
    api.use(
      http.get(apiPath('/api/staff/labs/day/'), () => HttpResponse.json(SHEET)),
      http.post(apiPath('/api/staff/labs/:reference/not-reached/'), () =>
        HttpResponse.json(
          {
            code: 'deskBookingStale',
            message: 'Someone else has just changed this booking.',
            status: 'collected',
            booking: row('LAB-7K3QX-9MWPA', 'Sunita Yadav', false, { status: 'collected', version: 2 }),
          },
          { status: 409 },
        ),
      ),
    );
    renderDesk('/desk/labs');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark Sunita Yadav not reached' }));
    const dialog = screen.getByRole('dialog', { name: 'Not reached: Sunita Yadav?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark not reached' }));
    expect(await screen.findByText(/changed at another desk meanwhile/)).toHaveTextContent('(Collected)');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark Sunita Yadav collected' })).not.toBeInTheDocument();
  });

  it('shows a booking’s history, naming who marked it', async () => {
    signedIn();
    api.use(
      http.get(apiPath('/api/staff/labs/day/'), () => HttpResponse.json(SHEET)),
      http.get(apiPath('/api/staff/labs/:reference/history/'), () =>
        HttpResponse.json([
          {
            id: 2,
            at: '2026-12-07T02:15:00Z',
            actor: { id: 3, name: 'Asha Verma', email: 'asha@hospital.example' },
            action: 'status',
            from: 'booked',
            to: 'collected',
            reason: null,
            network: '10.1.2.0/24',
          },
          {
            id: 1,
            at: '2026-12-07T02:00:00Z',
            actor: { id: 3, name: 'Asha Verma', email: 'asha@hospital.example' },
            action: 'view',
            from: null,
            to: null,
            reason: null,
            network: '10.1.2.0/24',
          },
        ]),
      ),
    );
    renderDesk('/desk/labs');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'History of Mohan Lal' }));
    const dialog = screen.getByRole('dialog', { name: 'History of LAB-7K3QX-9MWPB' });
    const entries = await within(dialog).findAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^To collect → Collected .*Asha Verma$/),
      expect.stringMatching(/^Viewed .*Asha Verma$/),
    ]);
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('follows the live events: a lab booking made on the site shows, and a failed quiet load keeps the sheet', async () => {
    const sources: { emit: (type: string, data: unknown) => void }[] = [];
    class FakeEventSource {
      private listeners: Record<string, ((event: MessageEvent) => void)[]> = {};
      constructor() {
        sources.push({
          emit: (type, data) =>
            this.listeners[type]?.forEach((listener) =>
              listener(new MessageEvent(type, { data: JSON.stringify(data) })),
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
      signedIn();
      let answer: () => Response = () => HttpResponse.json(SHEET);
      let asked = 0;
      api.use(
        http.get(apiPath('/api/staff/labs/day/'), () => {
          asked += 1;
          return answer();
        }),
      );
      renderDesk('/desk/labs');
      await screen.findByRole('table', { name: 'Pincode 121002, 07:00–09:00: 1 collection' });
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
      });
      const booked = row('LAB-7K3QX-9MWPD', 'Kamla Devi', true);
      answer = () =>
        HttpResponse.json({
          ...SHEET,
          home_collections: [
            { ...SHEET.home_collections[0], bookings: [row('LAB-7K3QX-9MWPB', 'Mohan Lal', true), booked] },
          ],
        });
      // An OPD booking's event is the day list's, not this sheet's.
      act(() => sources.at(-1)?.emit('booking', { date: '2026-12-07', doctor: 3, reference: 'APT-7K3QX-9MWPA' }));
      act(() => sources.at(-1)?.emit('lab', { date: '2026-12-07', reference: booked.reference }));
      expect(
        await screen.findByRole('table', { name: 'Pincode 121002, 07:00–09:00: 2 collections' }),
      ).toBeInTheDocument();

      answer = () => HttpResponse.json({ message: 'down' }, { status: 503 });
      act(() => sources.at(-1)?.emit('lab', { date: '2026-12-07', reference: booked.reference }));
      await waitFor(() => expect(asked).toBe(3));
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
      });
      expect(screen.getByText('Kamla Devi')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    } finally {
      delete (globalThis as { EventSource?: unknown }).EventSource;
    }
  });

  it('lets an OPD manager undo a mark with a reason, asked for before anything is sent', async () => {
    signedIn('opd_manager');
    const resets: unknown[] = [];
    const collected = row('LAB-7K3QX-9MWPB', 'Mohan Lal', true, {
      status: 'collected',
      collected_at: '2026-12-07T02:15:00Z',
      version: 2,
    });
    api.use(
      http.get(apiPath('/api/staff/labs/day/'), () =>
        HttpResponse.json({
          ...SHEET,
          home_collections: [{ pincode: '121002', window: '07-09', bookings: [collected] }],
        }),
      ),
      http.post(apiPath('/api/staff/labs/:reference/reset/'), async ({ request, params }) => {
        resets.push({ reference: params['reference'], body: await request.json() });
        return HttpResponse.json({ ...collected, status: 'booked', collected_at: null, version: 3 });
      }),
    );
    renderDesk('/desk/labs');
    const user = userEvent.setup();
    // Nothing to undo on a row still to collect.
    expect(await screen.findByText('Sunita Yadav')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo the mark of Sunita Yadav' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo the mark of Mohan Lal' }));
    const dialog = screen.getByRole('dialog', { name: 'Undo the mark of Mohan Lal?' });
    expect(dialog).toHaveTextContent('LAB-7K3QX-9MWPB is marked Collected.');
    await user.click(within(dialog).getByRole('button', { name: 'Undo the mark' }));
    expect(within(dialog).getByText('Say why the mark is undone.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveFocus();
    expect(resets).toEqual([]);
    expect(await axe(document.body)).toHaveNoViolations();

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Marked on the wrong patient');
    await user.click(within(dialog).getByRole('button', { name: 'Undo the mark' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Mohan Lal: mark undone, to collect again.');
    expect(resets).toEqual([
      { reference: 'LAB-7K3QX-9MWPB', body: { version: 2, reason: 'Marked on the wrong patient' } },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark Mohan Lal collected' })).toBeInTheDocument();
  });

  it('offers reception no undo of a mark', async () => {
    signedIn('reception');
    const notReached = row('LAB-7K3QX-9MWPB', 'Mohan Lal', true, { status: 'not_reached', version: 2 });
    api.use(
      http.get(apiPath('/api/staff/labs/day/'), () =>
        HttpResponse.json({
          ...SHEET,
          home_collections: [{ pincode: '121002', window: '07-09', bookings: [notReached] }],
        }),
      ),
    );
    renderDesk('/desk/labs');
    expect(await screen.findByText('Mohan Lal')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark Mohan Lal collected' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Undo the mark/ })).not.toBeInTheDocument();
  });

  it('says an empty day and a failed load, with Try again', async () => {
    signedIn();
    let calls = 0;
    api.use(
      http.get(apiPath('/api/staff/labs/day/'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'down' }, { status: 503 })
          : HttpResponse.json({ date: '2026-12-07', lab_visits: [], home_collections: [] });
      }),
    );
    renderDesk('/desk/labs');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No lab bookings for/)).toBeInTheDocument();
  });

  it('tells an admin the page is not theirs', async () => {
    signedIn('admin');
    renderDesk('/desk/labs');
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeInTheDocument();
  });
});
