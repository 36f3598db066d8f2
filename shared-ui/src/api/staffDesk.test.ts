import { http, HttpResponse } from 'msw';
import type { DeskBooking } from 'contract';
import { apiPath, setupTestApi } from '../testing';
import { ApiError } from './client';
import {
  cancelDeskBooking,
  changeDeskBooking,
  createDeskBooking,
  getDeskBookingHistory,
  getDeskDay,
  rescheduleDeskBooking,
  resetDeskBooking,
  sendJoiningDetails,
} from '../staff/staffCalls';

const server = setupTestApi();

const ROW: DeskBooking = {
  reference: 'APT-7K3M9Q',
  doctor_id: 3,
  date: '2026-12-06',
  slot_start: '10:00',
  slot_end: '10:15',
  mode: 'OFF',
  patient_name: 'Kamla Devi',
  age: 54,
  sex: 'F',
  phone_last4: '3210',
  source: 'web',
  status: 'booked',
  token: null,
  arrived_at: null,
  late: false,
  version: 2,
};

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('the desk day calls', () => {
  it('asks for the day with the date, doctor and a trimmed search, and nothing empty', async () => {
    const asked: string[] = [];
    server.use(
      http.get(apiPath('/api/staff/day/'), ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ date: '2026-12-06', doctors: [] });
      }),
    );
    expect(await getDeskDay({ date: '2026-12-06', doctor: 3, q: ' kamla ' })).toEqual({
      date: '2026-12-06',
      doctors: [],
    });
    await getDeskDay({ q: '  ' });
    expect(asked).toEqual(['?date=2026-12-06&doctor=3&q=kamla', '']);
  });

  it('fails a day that is not one, and a refusal with its status', async () => {
    server.use(http.get(apiPath('/api/staff/day/'), () => HttpResponse.json({ doctors: 'no' })));
    expect(await failureOf(getDeskDay())).toMatchObject({ isInvalidData: true });
    server.use(
      http.get(apiPath('/api/staff/day/'), () => HttpResponse.json({ code: 'staffForbidden' }, { status: 403 })),
    );
    expect(await failureOf(getDeskDay())).toMatchObject({ status: 403, code: 'staffForbidden' });
  });

  it('sends an action with the version read, and answers the changed row', async () => {
    let sent: unknown;
    server.use(
      http.post(apiPath('/api/staff/bookings/:reference/arrive/'), async ({ request, params }) => {
        sent = { reference: params['reference'], body: await request.json() };
        return HttpResponse.json({ ...ROW, status: 'arrived', token: 1, version: 3 });
      }),
    );
    expect(await changeDeskBooking(ROW.reference, 'arrive', 2)).toEqual({
      outcome: 'changed',
      booking: { ...ROW, status: 'arrived', token: 1, version: 3 },
    });
    expect(sent).toEqual({ reference: ROW.reference, body: { version: 2 } });
  });

  it('answers a stale row as a conflict with the row as it is now', async () => {
    server.use(
      http.post(apiPath('/api/staff/bookings/:reference/cancel/'), () =>
        HttpResponse.json(
          { code: 'deskBookingStale', status: 'arrived', booking: { ...ROW, status: 'arrived', version: 4 } },
          { status: 409 },
        ),
      ),
      http.post(apiPath('/api/staff/bookings/:reference/reset/'), () =>
        HttpResponse.json({ code: 'staffForbidden' }, { status: 403 }),
      ),
    );
    expect(await cancelDeskBooking(ROW.reference, { version: 2, reason: 'patient', note: '' })).toEqual({
      outcome: 'conflict',
      code: 'deskBookingStale',
      booking: { ...ROW, status: 'arrived', version: 4 },
    });
    const error = await failureOf(resetDeskBooking(ROW.reference, { version: 2, to: 'booked', reason: 'x' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'staffForbidden' });
  });

  it('sends an online booking’s joining details, and answers a second send as a conflict', async () => {
    let sent: unknown;
    server.use(
      http.post(apiPath('/api/staff/bookings/:reference/join/'), async ({ request }) => {
        sent = await request.json();
        return sent !== null && typeof sent === 'object' && 'resend' in sent
          ? HttpResponse.json({ ...ROW, mode: 'ON', version: 4, joining: { how: 'call', sent_at: 'x' } })
          : HttpResponse.json(
              {
                code: 'deskJoinSent',
                booking: { ...ROW, mode: 'ON', version: 3, joining: { how: 'link', sent_at: 'x' } },
              },
              { status: 409 },
            );
      }),
    );
    const link = 'https://meet.example.in/abc';
    expect(await sendJoiningDetails(ROW.reference, { version: 2, how: 'link', link })).toMatchObject({
      outcome: 'conflict',
      code: 'deskJoinSent',
      booking: { version: 3, joining: { how: 'link' } },
    });
    expect(sent).toEqual({ version: 2, how: 'link', link });
    expect(await sendJoiningDetails(ROW.reference, { version: 3, how: 'call', resend: true })).toMatchObject({
      outcome: 'changed',
      booking: { version: 4, joining: { how: 'call' } },
    });
  });

  it('books at the counter, or says the slot was taken with the next free one', async () => {
    const input = {
      doctor: 3,
      date: '2026-12-06',
      mode: 'OFF' as const,
      slot_start: '10:00',
      patient_name: 'Kamla Devi',
      email: 'kamla@example.in',
      phone: '9876543210',
      address: 'Sector 15',
      sms_messages: true,
      whatsapp_messages: false,
      consent: true as const,
      source: 'walk_in' as const,
      language: 'en' as const,
    };
    server.use(http.post(apiPath('/api/staff/bookings/'), () => HttpResponse.json(ROW, { status: 201 })));
    expect(await createDeskBooking(input)).toEqual({ outcome: 'booked', booking: ROW });
    server.use(
      http.post(apiPath('/api/staff/bookings/'), () =>
        HttpResponse.json(
          { code: 'slot_taken', next_free: { date: '2026-12-06', slot_start: '10:15' } },
          { status: 409 },
        ),
      ),
    );
    expect(await createDeskBooking(input)).toEqual({
      outcome: 'slot_taken',
      next_free: { date: '2026-12-06', slot_start: '10:15' },
    });
  });

  it('moves a booking, or says the new slot was taken with the next free one, or the row changed', async () => {
    const path = apiPath('/api/staff/bookings/APT-7K3M9Q/reschedule/');
    const input = { version: 2, date: '2026-12-07', slot_start: '10:30', reason: 'patient' as const, note: '' };
    const moved = { ...ROW, date: '2026-12-07', slot_start: '10:30', version: 3 };
    let sent: unknown = null;
    server.use(
      http.post(path, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(moved);
      }),
    );
    expect(await rescheduleDeskBooking(ROW.reference, input)).toEqual({ outcome: 'changed', booking: moved });
    expect(sent).toEqual(input);
    server.use(
      http.post(path, () =>
        HttpResponse.json(
          { code: 'slot_taken', next_free: { date: '2026-12-07', slot_start: '10:45' } },
          { status: 409 },
        ),
      ),
    );
    expect(await rescheduleDeskBooking(ROW.reference, input)).toEqual({
      outcome: 'slot_taken',
      next_free: { date: '2026-12-07', slot_start: '10:45' },
    });
    server.use(
      http.post(path, () =>
        HttpResponse.json(
          { code: 'deskBookingStale', booking: { ...ROW, status: 'cancelled', version: 5 } },
          { status: 409 },
        ),
      ),
    );
    expect(await rescheduleDeskBooking(ROW.reference, input)).toMatchObject({
      outcome: 'conflict',
      booking: { status: 'cancelled', version: 5 },
    });
  });

  it('reads a booking’s history', async () => {
    const entry = {
      id: 1,
      at: '2026-12-06T04:00:00Z',
      actor: null,
      action: 'status',
      from: 'booked',
      to: 'no_show',
      reason: null,
      note: null,
      network: null,
    };
    server.use(http.get(apiPath('/api/staff/bookings/:reference/history/'), () => HttpResponse.json([entry])));
    expect(await getDeskBookingHistory(ROW.reference)).toEqual([entry]);
  });
});
