/**
 * Moving a booking at the desk for a patient who phones (issue 47): to a free slot of the same
 * doctor by the site's rules, the old slot free at once, the move in the history, the patient told
 * in the booking's language with the manage link; a slot another booking holds is refused with the
 * next free one, and a bad body names its field.
 */
import type { DeskHistoryEntry } from 'contract';
import { act, bookingPath, DESK_DAY, seedBooking } from './desk-helpers';
import { call, enrolledMember, freshStaffApi } from './staff-helpers';
import type { Member } from './staff-helpers';

const api = freshStaffApi();
let desk: Member;

beforeAll(async () => {
  desk = await enrolledMember(api, 'reception');
});

const move = (reference: string, body: Record<string, unknown>) =>
  act(api, desk, reference, 'reschedule', { version: 1, date: DESK_DAY, reason: 'patient', ...body });

test('a booking moves to a free slot: the old one is free at once, the history and a Hindi e-mail say so', async () => {
  const reference = await seedBooking(api, {
    slot: '11:00',
    name: 'सीमा देवी',
    email: 'seema.devi@example.com',
    language: 'hi',
  });
  const moved = await move(reference, { slot_start: '11:30', reason: 'doctor', note: 'Doctor in theatre till 11' });
  expect(moved.status).toBe(200);
  expect(moved.body).toMatchObject({ reference, date: DESK_DAY, slot_start: '11:30', status: 'booked', version: 2 });

  await expect(seedBooking(api, { slot: '11:00' })).resolves.toMatch(/^APT-/);

  const history = await call<DeskHistoryEntry[]>(api, 'GET', bookingPath(reference, 'history'), {
    cookie: desk.cookie,
  });
  expect(history.body.find((entry) => entry.action === 'status')).toMatchObject({
    actor: { id: desk.id },
    from: 'booked',
    to: 'booked',
    reason: 'doctor',
    note: `${DESK_DAY} 11:00 → ${DESK_DAY} 11:30 · Doctor in theatre till 11`,
  });

  const mail = await api.app.db
    .selectFrom('outbox')
    .select(['recipient', 'subject', 'body_text'])
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  expect(mail.recipient).toBe('seema.devi@example.com');
  expect(mail.subject).toBe(`अपॉइंटमेंट का समय बदल गया: ${reference}`);
  expect(mail.body_text).toContain('उस समय डॉक्टर मरीज़ों को नहीं देख सकेंगे');
  expect(mail.body_text).toContain('11:30 बजे');
  expect(mail.body_text).toContain(`${api.config.siteUrl}/manage-booking`);
  expect(mail.body_text).not.toContain('theatre');

  // The change reaches the phone too (SMS by default), in the booking's language.
  const notices = await api.app.db
    .selectFrom('notices')
    .select(['kind', 'channel', 'language'])
    .where('reference', '=', reference)
    .execute();
  expect(notices).toContainEqual({ kind: 'change', channel: 'sms', language: 'hi' });
});

test('a slot another booking holds is refused with the next free one, and nothing moves', async () => {
  const reference = await seedBooking(api, { slot: '12:00' });
  await seedBooking(api, { slot: '12:15' });
  const taken = await move(reference, { slot_start: '12:15' });
  expect(taken.status).toBe(409);
  expect(taken.body).toMatchObject({ code: 'slot_taken', field: 'slot_start' });
  expect((taken.body as { next_free?: unknown }).next_free).toEqual({ date: DESK_DAY, slot_start: expect.any(String) });
  const again = await move(reference, { slot_start: '12:30' });
  expect(again.body).toMatchObject({ slot_start: '12:30', version: 2 });
});

test('a bad body names its field; a booking no longer booked, or changed since, is a 409', async () => {
  const reference = await seedBooking(api, { slot: '12:45' });
  const noReason = await move(reference, { slot_start: '13:00', reason: 'weather' });
  expect(noReason.status).toBe(400);
  expect(noReason.body.issues).toEqual({ reason: { code: 'deskRescheduleReason' } });
  const notASlot = await move(reference, { slot_start: '13:07' });
  expect(notASlot.status).toBe(400);
  expect(Object.keys(notASlot.body.issues ?? {})).toEqual(['slot_start']);

  expect((await act(api, desk, reference, 'arrive', { version: 1 })).status).toBe(200);
  const stale = await move(reference, { slot_start: '13:00' });
  expect(stale.status).toBe(409);
  expect(stale.body.code).toBe('deskBookingStale');
  const arrived = await move(reference, { version: 2, slot_start: '13:00' });
  expect(arrived.status).toBe(409);
  expect(arrived.body).toMatchObject({ code: 'deskStatusMove', status: 'arrived' });
});
