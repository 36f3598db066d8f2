import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import type { DeskBooking, DeskDay } from 'contract/staff-desk';
import { apiPath, setupMockApi } from 'shared-ui/testing';
import { STAFF, renderDesk } from '../../components/renderDesk';

const api = setupMockApi();
jest.setTimeout(40_000);

const DATE = '2026-12-08';
const slot = (start: string, available: boolean) => ({ start, end: '', available, room: 'Room 12', online: false });

const booking = (fields: Partial<DeskBooking> = {}): DeskBooking => ({
  reference: 'APT-W4LK1N',
  doctor_id: 1,
  date: DATE,
  slot_start: '10:15',
  slot_end: '10:30',
  mode: 'OFF',
  patient_name: 'Ram Pyari',
  age: 67,
  sex: 'F',
  phone_last4: '5678',
  source: 'walk_in',
  status: 'booked',
  token: null,
  arrived_at: null,
  late: false,
  version: 1,
  ...fields,
});

/** The site's availability marks 10:00 held (a web booking) and 10:15 kept for the counter. */
function deskDay(bookings: DeskBooking[]): DeskDay {
  const counts = { booked: 1, arrived: 0, completed: 0, no_show: 0, cancelled: 0, free: 2 };
  return {
    date: DATE,
    doctors: [
      {
        id: 1,
        name: 'Dr. Anil Sharma',
        department: { id: 1, name: 'Cardiology' },
        day_off: false,
        sessions: [{ start: '10:00', end: '11:00', room: 'Room 12', online: false, counts, bookings }],
      },
    ],
  };
}

function counter({ slots = [slot('10:00', false), slot('10:15', false), slot('10:30', true)] } = {}) {
  const sent: unknown[] = [];
  api.use(
    http.get(apiPath('/api/staff/session/'), () => HttpResponse.json({ staff: STAFF })),
    http.get(apiPath('/api/doctor/availability/'), () => HttpResponse.json([{ date: DATE, slots }])),
    http.get(apiPath('/api/staff/day/'), () =>
      HttpResponse.json(deskDay([booking({ reference: 'APT-WEB001', source: 'web', slot_start: '10:00' })])),
    ),
    http.post(apiPath('/api/staff/bookings/'), async ({ request }) => {
      sent.push(await request.json());
      return sent.length === 1
        ? HttpResponse.json({ code: 'slot_taken', next_free: { date: DATE, slot_start: '10:30' } }, { status: 409 })
        : HttpResponse.json(booking({ slot_start: '10:30' }), { status: 201 });
    }),
    http.post(apiPath('/api/staff/bookings/APT-W4LK1N/arrive/'), () =>
      HttpResponse.json(booking({ slot_start: '10:30', status: 'arrived', token: 4, version: 2 })),
    ),
  );
  return sent;
}

async function fillPatient(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: 'At the counter' }));
  await user.selectOptions(await screen.findByRole('combobox', { name: /^Doctor/ }), 'Dr. Anil Sharma');
}

describe('booking a patient at the counter', () => {
  it('offers the free times, those kept for the counter too; a taken one offers the next; booked, a walk-in gets a token', async () => {
    const sent = counter();
    const user = userEvent.setup();
    const { container } = renderDesk(`/desk/book?date=${DATE}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Book a patient' })).toBeInTheDocument();
    expect(screen.getByText('Choose a doctor and a date first.')).toBeInTheDocument();
    await fillPatient(user);
    const times = await screen.findByRole('group', { name: /^Time/ });
    // 10:00 is held by a web booking; 10:15 the site may not book, the counter may.
    expect(await within(times).findByRole('radio', { name: /10:15/ })).toBeEnabled();
    expect(within(times).getByRole('radio', { name: /10:00/ })).toBeDisabled();
    expect(screen.getByText(/1 time is kept for the counter: the site cannot book it\./)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(within(times).getByRole('radio', { name: /10:15/ }));
    await user.type(screen.getByRole('textbox', { name: /^Patient’s full name/ }), 'Ram Pyari');
    await user.type(screen.getByRole('textbox', { name: /^Age/ }), '67');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Sex/ }), 'Female');
    await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '98123 45678');
    await user.type(screen.getByRole('textbox', { name: /^Address/ }), 'Village Mohna, Ballabgarh');
    // The booking's texts: SMS unless the patient says no, WhatsApp only if they ask for it.
    const texts = screen.getByRole('group', { name: /^Texts to this mobile/ });
    expect(within(texts).getByRole('checkbox', { name: 'By SMS' })).toBeChecked();
    expect(within(texts).getByRole('checkbox', { name: 'By WhatsApp' })).not.toBeChecked();
    await user.click(within(texts).getByRole('checkbox', { name: 'By WhatsApp' }));
    await user.click(screen.getByRole('checkbox', { name: /read the privacy notice/ }));
    await user.click(screen.getByRole('button', { name: 'Book' }));

    const taken = await screen.findByRole('alert', { name: 'That time was just taken' });
    expect(taken).toHaveTextContent('10:30 on');
    expect(sent[0]).toMatchObject({ doctor: 1, date: DATE, slot_start: '10:15', mode: 'OFF', source: 'walk_in' });
    expect(sent[0]).toMatchObject({ patient_name: 'Ram Pyari', age: 67, sex: 'F', phone: '9812345678', email: '' });
    expect(sent[0]).toMatchObject({ sms_messages: true, whatsapp_messages: true });
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(taken).getByRole('button', { name: 'Choose 10:30' }));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('10:30 on');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Book' })).toHaveFocus());
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Booked: Ram Pyari' })).toHaveFocus();
    expect(sent[1]).toMatchObject({ slot_start: '10:30' });
    expect(screen.getByText(/Reference APT-W4LK1N, Dr\. Anil Sharma/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Arrived now: give a token' }));
    expect(await screen.findByText('Token 4.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Slip' }));
    const slip = await screen.findByRole('dialog', { name: 'Slip for Ram Pyari' });
    expect(within(slip).getByText('4')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(slip).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);

    // Another patient: a blank form, the source and the day kept.
    await user.click(screen.getByRole('button', { name: 'Book another patient' }));
    expect(await screen.findByRole('textbox', { name: /^Patient’s full name/ })).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'At the counter' })).toBeChecked();
    expect(screen.getByLabelText(/^Date/)).toHaveValue(DATE);
    expect(screen.queryByRole('alert', { name: 'That time was just taken' })).not.toBeInTheDocument();
  });

  it('says when the day has no free time', async () => {
    counter({ slots: [slot('10:00', false)] });
    const user = userEvent.setup();
    renderDesk(`/desk/book?date=${DATE}`);
    await fillPatient(user);
    expect(await screen.findByText('No free time on this day. Choose another date.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '10:00, booked' })).toBeDisabled();
  });

  it('says when the times could not be loaded, with Try again', async () => {
    counter();
    api.use(http.get(apiPath('/api/doctor/availability/'), () => HttpResponse.json({}, { status: 500 })));
    const user = userEvent.setup();
    renderDesk(`/desk/book?date=${DATE}`);
    await fillPatient(user);
    expect(await screen.findByText(/The server could not answer just now/)).toBeInTheDocument();
    api.use(
      http.get(apiPath('/api/doctor/availability/'), () =>
        HttpResponse.json([{ date: DATE, slots: [slot('10:30', true)] }]),
      ),
    );
    await user.click(screen.getByRole('button', { name: /Try again|Retry/ }));
    expect(await screen.findByRole('radio', { name: '10:30, available' })).toBeEnabled();
  });

  it('names each missing field on Book', async () => {
    counter();
    const user = userEvent.setup();
    renderDesk(`/desk/book?date=${DATE}`);
    await user.click(await screen.findByRole('button', { name: 'Book' }));
    const summary = await screen.findByRole('alert', { name: /problem/i });
    expect(within(summary).getAllByRole('link').length).toBeGreaterThanOrEqual(5);
  });
});
