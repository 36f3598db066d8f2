import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import type { DeskBooking, DeskDay } from 'contract/staff-desk';
import { resetStaffSessionForTests } from 'shared-ui/staff';
import { apiPath, setupMockApi } from 'shared-ui/testing';
import { STAFF, renderDesk } from '../../components/renderDesk';

const api = setupMockApi();
jest.setTimeout(30_000);

const JOIN = apiPath('/api/staff/bookings/:reference/join/');

const online = (fields: Partial<DeskBooking> & Pick<DeskBooking, 'reference' | 'patient_name'>): DeskBooking => ({
  doctor_id: 3,
  date: '2026-12-06',
  slot_start: '10:30',
  slot_end: '10:45',
  mode: 'ON',
  age: null,
  sex: null,
  phone_last4: '3210',
  source: 'web',
  status: 'booked',
  token: null,
  arrived_at: null,
  late: false,
  version: 1,
  joining: null,
  ...fields,
});

// The desk's clock: 09:30 in Kolkata. Sunita's 10:30 is within two hours; Mohan's 15:00 is not.
const SUNITA = online({ reference: 'APT-7K3M9Q', patient_name: 'Sunita Yadav' });
const MOHAN = online({ reference: 'APT-4H8N2P', patient_name: 'Mohan Lal', slot_start: '15:00', slot_end: '15:15' });
const GEETA = online({
  reference: 'APT-9C2D5F',
  patient_name: 'Geeta Rani',
  slot_start: '11:00',
  joining: { how: 'call', sent_at: '2026-12-06T03:00:00.000Z' },
  version: 2,
});
const KAMLA: DeskBooking = { ...online({ reference: 'APT-3B6H8J', patient_name: 'Kamla Devi' }), mode: 'OFF' };
delete KAMLA.joining;

function dayOf(bookings: DeskBooking[]): DeskDay {
  const counts = { booked: bookings.length, arrived: 0, completed: 0, no_show: 0, cancelled: 0, free: 10 };
  return {
    date: '2026-12-06',
    doctors: [
      {
        id: 3,
        name: 'Dr. Neha Sharma',
        department: { id: 1, name: 'Cardiology' },
        day_off: false,
        sessions: [{ start: '10:00', end: '16:00', room: null, online: true, counts, bookings }],
      },
    ],
  };
}

function deskWith(bookings: () => DeskBooking[]) {
  api.use(
    http.get(apiPath('/api/staff/session/'), () => HttpResponse.json({ staff: { ...STAFF, role: 'reception' } })),
    http.get(apiPath('/api/staff/day/'), () => HttpResponse.json(dayOf(bookings()))),
  );
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

beforeEach(() => {
  resetStaffSessionForTests();
  // Only the date is the test's: the timers run as they do, for the page's requests and the user's typing.
  jest.useFakeTimers({
    now: new Date('2026-12-06T04:00:00Z'),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('an online booking’s joining details on the day list', () => {
  it('marks each online row sent or not yet, and one near its time without them stands out', async () => {
    deskWith(() => [SUNITA, MOHAN, GEETA, KAMLA]);
    const { container } = renderDesk('/desk');
    await screen.findByRole('rowheader', { name: 'Sunita Yadav' });
    expect(within(rowOf('Sunita Yadav')).getByText('Joining details not sent: starts soon')).toBeInTheDocument();
    expect(within(rowOf('Mohan Lal')).getByText('Joining details: not yet')).toBeInTheDocument();
    expect(within(rowOf('Geeta Rani')).getByText('Joining details sent')).toBeInTheDocument();
    // An in-person visit has none to send.
    expect(within(rowOf('Kamla Devi')).queryByText(/Joining details/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Joining details: Kamla Devi' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('sends a meeting link, refusing one that is not https first, and the row says sent', async () => {
    let bookings = [SUNITA];
    deskWith(() => bookings);
    const sent: unknown[] = [];
    api.use(
      http.post(JOIN, async ({ request }) => {
        sent.push(await request.json());
        const now = { ...SUNITA, version: 2, joining: { how: 'link' as const, sent_at: '2026-12-06T04:00:00.000Z' } };
        bookings = [now];
        return HttpResponse.json(now);
      }),
    );
    const { baseElement } = renderDesk('/desk');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Joining details: Sunita Yadav' }));
    const dialog = await screen.findByRole('dialog', { name: 'Joining details for Sunita Yadav' });
    const link = within(dialog).getByRole('textbox', { name: 'Meeting link (https://…)' });
    await user.type(link, 'http://meet.example.in/abc');
    await user.click(within(dialog).getByRole('button', { name: 'Send to the patient' }));
    expect(
      within(dialog).getByText('Please give the meeting link as https://…, at most 300 characters'),
    ).toBeInTheDocument();
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    expect(await axe(baseElement)).toHaveNoViolations();

    await user.clear(link);
    await user.type(link, 'https://meet.example.in/abc-defg');
    await user.click(within(dialog).getByRole('button', { name: 'Send to the patient' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Joining details sent to Sunita Yadav.');
    expect(sent).toEqual([{ version: 1, how: 'link', link: 'https://meet.example.in/abc-defg', resend: false }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(rowOf('Sunita Yadav')).findByText('Joining details sent')).toBeInTheDocument();
  });

  it('says when they were sent, and sends a call again only as a re-send', async () => {
    deskWith(() => [GEETA]);
    const sent: unknown[] = [];
    api.use(
      http.post(JOIN, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...GEETA, version: 3 });
      }),
    );
    renderDesk('/desk');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Joining details: Geeta Rani' }));
    const dialog = await screen.findByRole('dialog', { name: 'Joining details for Geeta Rani' });
    expect(within(dialog).getByText(/Sending again tells the patient once more\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'The doctor calls at the booked time' })).toBeChecked();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Joining details sent to Geeta Rani.');
    expect(sent).toEqual([{ version: 2, how: 'call', resend: true }]);
  });

  it('says the rule when another desk sent them first, and keeps the dialog’s failure in words', async () => {
    let bookings = [MOHAN];
    deskWith(() => bookings);
    let answers = 0;
    api.use(
      http.post(JOIN, () => {
        answers += 1;
        if (answers === 1) return HttpResponse.json({ code: 'serverError' }, { status: 500 });
        const now = { ...MOHAN, version: 2, joining: { how: 'call' as const, sent_at: '2026-12-06T03:59:00.000Z' } };
        bookings = [now];
        return HttpResponse.json({ code: 'deskJoinSent', booking: now }, { status: 409 });
      }),
    );
    renderDesk('/desk');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Joining details: Mohan Lal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Joining details for Mohan Lal' });
    await user.click(within(dialog).getByRole('radio', { name: 'The doctor calls at the booked time' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send to the patient' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/\S/);
    await user.click(within(dialog).getByRole('button', { name: 'Send to the patient' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The joining details were sent already. Send them again only if the patient needs them again.',
    );
    expect(await within(rowOf('Mohan Lal')).findByText('Joining details sent')).toBeInTheDocument();
  });
});
