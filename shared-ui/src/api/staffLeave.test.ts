import { http, HttpResponse } from 'msw';
import type { LeaveDetail, LeaveHit } from 'contract';
import { apiPath, setupTestApi } from '../testing';
import { confirmLeave, getLeaveList, saveLeave } from '../staff/staffCalls';
import { bookRebookSlot, openRebookLink } from './bookingCalls';

const server = setupTestApi();

const LEAVE = {
  id: 4,
  doctor: { id: 1, name: 'Dr. Anita Sharma', department: 'Cardiology' },
  from: '2026-12-14',
  to: '2026-12-14',
  session_start: null,
  reason: 'Conference',
  reason_hi: null,
  confirmed_at: null,
  cancelled: 0,
};
const HIT: LeaveHit = {
  reference: 'APT-7K3QX-9MWPD',
  patient_name: 'Sunita Yadav',
  phone_last4: '3210',
  date: '2026-12-14',
  slot_start: '09:00',
  channels: { email: true, sms: true, whatsapp: false },
};
const DETAIL: LeaveDetail = { leave: LEAVE, hits: [], told: [] };

describe('the leave calls', () => {
  it('lists leave and saves it, answering the bookings it hits', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(apiPath('/api/staff/leave/'), () => HttpResponse.json([LEAVE])),
      http.post(apiPath('/api/staff/leave/'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ leave: LEAVE, hits: [HIT] }, { status: 201 });
      }),
    );
    await expect(getLeaveList()).resolves.toEqual([LEAVE]);
    const input = {
      doctor: 1,
      from: '2026-12-14',
      to: '2026-12-14',
      session_start: null,
      reason: 'Conference',
      reason_hi: null,
    };
    await expect(saveLeave(input)).resolves.toEqual({ leave: LEAVE, hits: [HIT] });
    expect(sent).toEqual([input]);
  });

  it('a confirmation answers who was told; a 409 the list as it is now', async () => {
    server.use(
      http.post(apiPath('/api/staff/leave/4/confirm/'), async ({ request }) => {
        const body = (await request.json()) as { references: string[] };
        return body.references.length === 1
          ? HttpResponse.json(DETAIL)
          : HttpResponse.json(
              { message: 'The bookings this leave hits have changed.', code: 'leaveHitsChanged', hits: [HIT] },
              { status: 409 },
            );
      }),
    );
    await expect(confirmLeave(4, [HIT.reference])).resolves.toEqual({ outcome: 'confirmed', detail: DETAIL });
    await expect(confirmLeave(4, [])).resolves.toEqual({ outcome: 'changed', hits: [HIT] });
  });
});

describe('the rebook link’s calls', () => {
  it('send the token in the body only, and say a spent link’s code', async () => {
    const seen: { url: string; body: unknown }[] = [];
    server.use(
      http.post(apiPath('/api/appointment/rebook/'), async ({ request }) => {
        seen.push({ url: request.url, body: await request.json() });
        return HttpResponse.json({ message: 'This link has expired.', code: 'rebookLinkInvalid' }, { status: 404 });
      }),
      http.post(apiPath('/api/appointment/rebook/book/'), () =>
        HttpResponse.json(
          {
            reference: 'APT-2B4CD-6FGHJ',
            doctor: 'Dr. Rohit Malhotra',
            date: '2026-12-14',
            slot_start: '10:30',
            mode: 'OFF',
          },
          { status: 201 },
        ),
      ),
    );
    await expect(openRebookLink('a-token', 'hi')).rejects.toMatchObject({ status: 404, code: 'rebookLinkInvalid' });
    expect(seen[0]?.body).toEqual({ token: 'a-token' });
    expect(seen[0]?.url).not.toContain('a-token');
    await expect(
      bookRebookSlot({ token: 'a-token', doctor: 2, date: '2026-12-14', slot_start: '10:30' }),
    ).resolves.toMatchObject({ reference: 'APT-2B4CD-6FGHJ' });
  });
});
