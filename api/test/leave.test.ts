/**
 * Leave and closures (issue 48): saving leave blocks its slots at once and lists the bookings it
 * hits, cancelling none; the confirmation cancels each once ("doctor unavailable"), with its
 * history row, its e-mail and its SMS carrying a single-use rebook link, also when it stops halfway
 * and is posted again; a closure (no doctor) and one session; the rebook link books another doctor
 * of the department for the same patient, once, and no other token opens anything.
 */
import type { AvailabilityDay, LeaveDetail, LeaveSaved, RebookBooked, RebookOffer } from 'contract';
import { BookingAccess } from '../src/features/appointments';
import { loadAccessSecret } from '../src/db/server-secret';
import { LeaveService } from '../src/features/leave';
import { queueMail } from '../src/mail/outbox';
import { seedBooking } from './desk-helpers';
import { call, enrolledMember, freshStaffApi } from './staff-helpers';
import type { Member } from './staff-helpers';

const api = freshStaffApi();
let manager: Member;
let reception: Member;

beforeAll(async () => {
  manager = await enrolledMember(api, 'opd_manager');
  reception = await enrolledMember(api, 'reception');
});

// Mondays, when doctors 1 and 2 (Cardiology) both sit: 1 at 09:00–13:00 (and 17:00 online), 2 at 10:00–14:00.
const MONDAY = '2027-01-04';
const NEXT_MONDAY = '2027-01-11';
const THIRD_MONDAY = '2027-01-18';
const FOURTH_MONDAY = '2027-02-01';

const saveLeave = (body: Record<string, unknown>, member: Member = manager) =>
  call<LeaveSaved>(api, 'POST', '/api/staff/leave/', { cookie: member.cookie, body });

const confirm = (id: number, references: string[]) =>
  call<LeaveDetail & { hits: LeaveSaved['hits'] }>(api, 'POST', `/api/staff/leave/${id}/confirm/`, {
    cookie: manager.cookie,
    body: { references },
  });

async function freeSlots(doctor: number, day: string): Promise<string[]> {
  const response = await fetch(`${api.baseUrl}/api/doctor/availability/?doctor=${doctor}&from=${day}&to=${day}`);
  const days = (await response.json()) as AvailabilityDay[];
  return (days[0]?.slots ?? []).filter((slot) => slot.available).map((slot) => slot.start);
}

async function statusOf(reference: string) {
  const row = await api.app.db
    .selectFrom('doctor_appointments')
    .select(['status', 'id'])
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  return row.status;
}

async function mailsOf(reference: string) {
  return api.app.db
    .selectFrom('outbox')
    .select(['subject', 'body_text', 'recipient'])
    .where('reference', '=', reference)
    .orderBy('id')
    .execute();
}

async function noticesOf(reference: string) {
  return api.app.db
    .selectFrom('notices')
    .select(['kind', 'channel', 'language'])
    .where('reference', '=', reference)
    .where('kind', '=', 'unavailable')
    .execute();
}

const tokenIn = (text: string) => /#token=([\w-]+)/.exec(text)?.[1] ?? '';

async function rebookToken(reference: string): Promise<string> {
  const mails = await mailsOf(reference);
  return tokenIn(mails.at(-1)?.body_text ?? '');
}

// Each test its own client address: the rebook calls are limited per address, as the manage page's.
const offer = (token: string, lang = 'en', ip = '10.1.1.1') =>
  call<RebookOffer>(api, 'POST', `/api/appointment/rebook/?lang=${lang}`, { body: { token }, ip });
const rebook = (body: Record<string, unknown>, ip = '10.1.1.1') =>
  call<RebookBooked>(api, 'POST', '/api/appointment/rebook/book/', { body, ip });

test('leave over booked days blocks the slots at once, lists the bookings it hits and cancels none', async () => {
  const first = await seedBooking(api, { date: MONDAY, slot: '09:00', name: 'Sunita Yadav', phone: '9876543210' });
  const second = await seedBooking(api, { date: MONDAY, slot: '11:30', name: 'Mohan Lal', email: '' });
  const otherDoctor = await seedBooking(api, { doctor: 2, date: MONDAY, slot: '10:00', name: 'Rita Devi' });
  const dayAfter = await seedBooking(api, { date: '2027-01-05', slot: '09:00', name: 'Ajay Kumar' });
  expect(await freeSlots(1, MONDAY)).toContain('09:15');

  const refused = await saveLeave({ doctor: 1, from: MONDAY, to: MONDAY, reason: 'Conference' }, reception);
  expect(refused.status).toBe(403);

  const saved = await saveLeave({ doctor: 1, from: MONDAY, to: MONDAY, reason: 'Conference', reason_hi: 'सम्मेलन' });
  expect(saved.status).toBe(201);
  expect(saved.body.hits.map((hit) => hit.reference)).toEqual([first, second]);
  expect(saved.body.hits[0]).toMatchObject({
    patient_name: 'Sunita Yadav',
    phone_last4: '3210',
    slot_start: '09:00',
    channels: { email: true, sms: true, whatsapp: false },
  });
  expect(saved.body.hits[1]?.channels.email).toBe(false);
  // Blocked at once; nothing cancelled, nobody told yet.
  expect(await freeSlots(1, MONDAY)).toEqual([]);
  expect(await freeSlots(2, MONDAY)).toContain('10:15');
  for (const reference of [first, second, otherDoctor, dayAfter]) expect(await statusOf(reference)).toBe('booked');
  expect(await mailsOf(first)).toEqual([]);

  // A new booking on the day is refused by the booking's own check.
  const form = new FormData();
  const fields = {
    department: '1',
    doctor: '1',
    date: MONDAY,
    mode: 'OFF',
    slot_start: '09:15',
    patient_name: 'Geeta Rani',
    email: 'geeta.rani@example.com',
    phone: '9810099999',
    address: 'House 3, Sector 9, Faridabad',
    message: '',
    consent: 'true',
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const booking = await fetch(`${api.baseUrl}/api/appointment/doctorappointment/`, {
    method: 'POST',
    body: form,
    headers: { origin: 'http://localhost:3000' },
  });
  expect(booking.status).toBe(400);
  expect(((await booking.json()) as { issues: Record<string, { code: string }> }).issues['slot_start']?.code).toBe(
    'slotUnavailable',
  );

  // The listing shows it, the catalogue's history has it.
  const listed = await call<{ id: number }[]>(api, 'GET', '/api/staff/leave/', { cookie: manager.cookie });
  expect(listed.body.map((entry) => entry.id)).toContain(saved.body.leave.id);
  const history = await api.app.db
    .selectFrom('catalogue_changes')
    .select(['subject', 'action', 'actor_id'])
    .where('action', '=', 'leave.saved')
    .execute();
  expect(history).toContainEqual({ subject: 'doctor:1', action: 'leave.saved', actor_id: manager.id });

  // Confirmed: each hit booking cancelled once, its patient told once, the others untouched.
  const done = await confirm(saved.body.leave.id, [first, second]);
  expect(done.status).toBe(200);
  expect(done.body.hits).toEqual([]);
  expect(done.body.told.map((told) => [told.reference, told.email, told.sms])).toEqual([
    [first, 'queued', 'queued'],
    [second, 'none', 'queued'],
  ]);
  expect(await statusOf(first)).toBe('cancelled');
  expect(await statusOf(second)).toBe('cancelled');
  expect(await statusOf(otherDoctor)).toBe('booked');
  expect(await statusOf(dayAfter)).toBe('booked');
  const mails = await mailsOf(first);
  expect(mails).toHaveLength(1);
  expect(mails[0]?.subject).toContain('doctor unavailable');
  expect(mails[0]?.body_text).toContain('Reason: Conference');
  expect(tokenIn(mails[0]?.body_text ?? '')).toHaveLength(22);
  expect(await noticesOf(first)).toEqual([{ kind: 'unavailable', channel: 'sms', language: 'en' }]);
  const cancelledRow = await api.app.db
    .selectFrom('booking_history as h')
    .innerJoin('doctor_appointments as a', 'a.id', 'h.appointment_id')
    .select(['h.reason', 'h.to_status', 'h.actor_id'])
    .where('a.reference', '=', first)
    .where('h.action', '=', 'status')
    .execute();
  expect(cancelledRow).toEqual([{ reason: 'doctor_unavailable', to_status: 'cancelled', actor_id: manager.id }]);

  // Posted again: nothing more cancelled or sent.
  const again = await confirm(saved.body.leave.id, [first, second]);
  expect(again.status).toBe(200);
  expect(await mailsOf(first)).toHaveLength(1);
  expect(await noticesOf(first)).toHaveLength(1);
});

test('a confirmation whose list changed meanwhile is answered with the new list, and cancels nothing', async () => {
  const seen = await seedBooking(api, { date: NEXT_MONDAY, slot: '09:00', name: 'Kamla Devi' });
  const saved = await saveLeave({ doctor: 1, from: NEXT_MONDAY, to: '2027-01-12', reason: 'Unwell' });
  expect(saved.body.hits.map((hit) => hit.reference)).toEqual([seen]);
  // A booking that slipped in before the leave's commit (written here straight into the table).
  const late = await seedBooking(api, { date: '2027-01-12', slot: '10:00', name: 'Suresh Pal' });

  const answer = await confirm(saved.body.leave.id, [seen]);
  expect(answer.status).toBe(409);
  expect(answer.body.code).toBe('leaveHitsChanged');
  expect(answer.body.hits.map((hit) => hit.reference)).toEqual([seen, late]);
  expect(await statusOf(seen)).toBe('booked');

  expect((await confirm(saved.body.leave.id, [seen, late])).status).toBe(200);
  expect(await statusOf(late)).toBe('cancelled');
});

test('a hospital closure hits every doctor’s bookings that day and closes every timetable', async () => {
  const one = await seedBooking(api, { date: THIRD_MONDAY, slot: '12:00', name: 'Anil Kumar' });
  const two = await seedBooking(api, { doctor: 2, date: THIRD_MONDAY, slot: '11:00', name: 'Pooja Sharma' });
  const saved = await saveLeave({ doctor: null, from: THIRD_MONDAY, to: THIRD_MONDAY, reason: 'Public holiday' });
  expect(saved.status).toBe(201);
  expect(saved.body.leave.doctor).toBeNull();
  expect(saved.body.hits.map((hit) => hit.reference).sort()).toEqual([one, two].sort());
  expect(await freeSlots(1, THIRD_MONDAY)).toEqual([]);
  expect(await freeSlots(2, THIRD_MONDAY)).toEqual([]);
  const history = await api.app.db
    .selectFrom('catalogue_changes')
    .select('subject')
    .where('action', '=', 'leave.saved')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(history.subject).toBe('hospital');

  // Removed: the slots open again; the bookings stay as they were.
  const removed = await call(api, 'POST', `/api/staff/leave/${saved.body.leave.id}/remove/`, {
    cookie: manager.cookie,
    body: {},
  });
  expect(removed.status).toBe(204);
  expect(await freeSlots(2, THIRD_MONDAY)).toContain('10:00');
  expect(await statusOf(two)).toBe('booked');
});

test('leave for one session hits only that session’s bookings and closes only its slots', async () => {
  const inside = await seedBooking(api, { date: FOURTH_MONDAY, slot: '10:15', name: 'Vinod Kumar' });
  const online = await seedBooking(api, {
    date: FOURTH_MONDAY,
    slot: '17:00',
    name: 'Neha Gupta',
    mode: 'ON',
  });
  const unknown = await saveLeave({
    doctor: 1,
    from: FOURTH_MONDAY,
    to: FOURTH_MONDAY,
    session_start: '08:00',
    reason: 'Surgery',
  });
  expect(unknown.status).toBe(400);
  expect(unknown.body.issues?.['session_start']).toMatchObject({ code: 'leaveSessionUnknown' });
  const twoDays = await saveLeave({
    doctor: 1,
    from: FOURTH_MONDAY,
    to: '2027-02-02',
    session_start: '09:00',
    reason: 'Surgery',
  });
  expect(twoDays.status).toBe(400);

  const saved = await saveLeave({
    doctor: 1,
    from: FOURTH_MONDAY,
    to: FOURTH_MONDAY,
    session_start: '09:00',
    reason: 'Surgery',
  });
  expect(saved.status).toBe(201);
  expect(saved.body.hits.map((hit) => hit.reference)).toEqual([inside]);
  const response = await fetch(
    `${api.baseUrl}/api/doctor/availability/?doctor=1&from=${FOURTH_MONDAY}&to=${FOURTH_MONDAY}`,
  );
  const slots = ((await response.json()) as AvailabilityDay[])[0]?.slots ?? [];
  expect(slots.some((slot) => slot.start === '09:00')).toBe(false);
  expect(slots.some((slot) => slot.start === '17:15' && slot.online && slot.available)).toBe(true);
  expect(await statusOf(online)).toBe('booked');
});

test('the rebook link books another doctor of the department for the same patient, once', async () => {
  const day = '2027-01-25';
  const mine = await seedBooking(api, {
    date: day,
    slot: '09:30',
    name: 'Savitri Devi',
    email: 'savitri@example.com',
    language: 'hi',
  });
  const theirs = await seedBooking(api, {
    date: day,
    slot: '09:45',
    name: 'Harish Chand',
    email: 'harish@example.com',
  });
  const saved = await saveLeave({ doctor: 1, from: day, to: day, reason: 'On leave', reason_hi: 'छुट्टी पर' });
  expect((await confirm(saved.body.leave.id, [mine, theirs])).status).toBe(200);
  const token = await rebookToken(mine);
  const hindiMail = (await mailsOf(mine))[0]?.body_text ?? '';
  expect(hindiMail).toContain('/hi/appointment/rebook#token=');
  expect(hindiMail).toContain('छुट्टी पर');

  const opened = await offer(token, 'hi');
  expect(opened.status).toBe(200);
  expect(opened.body).toMatchObject({ reference: mine, date: day, slot_start: '09:30', reason: 'छुट्टी पर' });
  expect(opened.body.same_doctor.doctor.id).toBe(1);
  expect(opened.body.same_doctor.days.some((offered) => offered.date === day)).toBe(false);
  const other = opened.body.others.find((entry) => entry.doctor.id === 2);
  expect(other?.days.some((offered) => offered.date === day)).toBe(true);

  // A doctor of another department is refused; the token is still good.
  const elsewhere = await rebook({ token, doctor: 3, date: day, slot_start: '09:30' });
  expect(elsewhere.status).toBe(400);
  expect(elsewhere.body.issues?.['doctor']).toMatchObject({ code: 'rebookDoctor' });

  const booked = await rebook({ token, doctor: 2, date: day, slot_start: '10:30' });
  expect(booked.status).toBe(201);
  expect(booked.body.reference).not.toBe(mine);
  const row = await api.app.db
    .selectFrom('doctor_appointments')
    .select(['patient_name', 'email', 'doctor_id', 'status', 'language'])
    .where('reference', '=', booked.body.reference)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({
    patient_name: 'Savitri Devi',
    email: 'savitri@example.com',
    doctor_id: 2,
    status: 'booked',
    language: 'hi',
  });
  expect(await mailsOf(booked.body.reference)).toHaveLength(1);
  expect(await freeSlots(2, day)).not.toContain('10:30');

  // Single use.
  const twice = await rebook({ token, doctor: 2, date: day, slot_start: '10:45' });
  expect(twice.status).toBe(404);
  expect(twice.body.code).toBe('rebookLinkInvalid');
  expect((await offer(token)).status).toBe(404);

  // Another patient's token books for that patient, never for this one.
  const theirToken = await rebookToken(theirs);
  const theirBooking = await rebook({ token: theirToken, doctor: 2, date: day, slot_start: '11:00' });
  expect(theirBooking.status).toBe(201);
  const theirRow = await api.app.db
    .selectFrom('doctor_appointments')
    .select('patient_name')
    .where('reference', '=', theirBooking.body.reference)
    .executeTakeFirstOrThrow();
  expect(theirRow.patient_name).toBe('Harish Chand');

  // A booking's manage link (another kind of token) opens nothing here.
  const access = new BookingAccess(await loadAccessSecret(api.app.db, api.config.apiSecret));
  const manageToken = await api.app.db
    .transaction()
    .execute((trx) => access.issueLinkToken(trx, { kind: 'doctor', id: 1 }, day));
  expect((await offer(manageToken)).status).toBe(404);
  expect((await offer('not-a-token-at-all-123')).status).toBe(404);
});

test('a rebook link dies when the original visit day ends', async () => {
  const day = '2027-02-08';
  const reference = await seedBooking(api, {
    date: day,
    slot: '09:00',
    name: 'Ram Prasad',
    email: 'ram.prasad@example.com',
  });
  const saved = await saveLeave({ doctor: 1, from: day, to: day, reason: 'On leave' });
  await confirm(saved.body.leave.id, [reference]);
  const token = await rebookToken(reference);
  expect((await offer(token, 'en', '10.2.2.2')).status).toBe(200);
  await api.app.db
    .updateTable('leave_rebook')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('appointment_id', '=', (eb) =>
      eb.selectFrom('doctor_appointments').select('id').where('reference', '=', reference),
    )
    .execute();
  expect((await offer(token, 'en', '10.2.2.2')).status).toBe(404);
  const late = await rebook({ token, doctor: 2, date: day, slot_start: '10:00' }, '10.2.2.2');
  expect(late.status).toBe(404);
  expect(late.body.code).toBe('rebookLinkInvalid');
});

class Crash extends Error {}

const crashAtThird = async (cancelledSoFar: number) => {
  if (cancelledSoFar === 3) throw new Crash('killed inside the third booking’s cancellation');
};

test('stopped halfway and posted again: every hit booking cancelled once, every notice queued once', async () => {
  const day = '2027-02-15';
  const references: string[] = [];
  for (const [index, slot] of ['09:00', '09:15', '09:30', '09:45', '10:00'].entries()) {
    references.push(
      await seedBooking(api, { date: day, slot, name: 'Patient Kumar', email: `crash.${index}@example.com` }),
    );
  }
  const saved = await saveLeave({ doctor: 1, from: day, to: day, reason: 'On leave' });
  expect(saved.body.hits).toHaveLength(5);
  // The same service as the API's, stopped inside the third booking's transaction (as a killed
  // process would be: that transaction never commits).
  const crashing = new LeaveService({
    db: api.app.db,
    now: () => api.clock.now,
    mail: { queue: queueMail, deliverQueued: () => undefined },
    notices: api.app.notices.service,
    access: new BookingAccess(await loadAccessSecret(api.app.db, api.config.apiSecret)),
    siteUrl: api.config.siteUrl,
    crashPoint: crashAtThird,
  });
  await expect(crashing.confirm(saved.body.leave.id, references, { actorId: manager.id, ip: null })).rejects.toThrow(
    Crash,
  );
  const statuses = await Promise.all(references.map(statusOf));
  expect(statuses).toEqual(['cancelled', 'cancelled', 'booked', 'booked', 'booked']);
  expect(await mailsOf(references[2] ?? '')).toEqual([]);
  expect(await noticesOf(references[2] ?? '')).toEqual([]);

  // Posted again with the list the manager saw: the rest are done.
  const again = await confirm(saved.body.leave.id, references);
  expect(again.status).toBe(200);
  expect(again.body.told).toHaveLength(5);
  for (const reference of references) {
    expect(await statusOf(reference)).toBe('cancelled');
    expect(await mailsOf(reference)).toHaveLength(1);
    expect(await noticesOf(reference)).toHaveLength(1);
  }
});

test('measured: leave over a week for a doctor with 60 bookings, until all are cancelled and told', async () => {
  // Doctor 1 sits Monday to Saturday, 16 slots each morning: 60 bookings over 2027-03-01..06.
  const days = ['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04'];
  const slots = Array.from({ length: 15 }, (_unused, index) => {
    const minutes = 9 * 60 + index * 15;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });
  const references: string[] = [];
  for (const day of days) {
    for (const slot of slots) {
      references.push(
        await seedBooking(api, {
          date: day,
          slot,
          name: 'Measured Patient',
          email: `week.${references.length}@example.com`,
        }),
      );
    }
  }
  const saved = await saveLeave({ doctor: 1, from: '2027-03-01', to: '2027-03-07', reason: 'On leave' });
  expect(saved.body.hits).toHaveLength(60);
  const started = performance.now();
  const done = await confirm(
    saved.body.leave.id,
    saved.body.hits.map((hit) => hit.reference),
  );
  const elapsed = performance.now() - started;
  expect(done.status).toBe(200);
  const queued = await api.app.db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('reference', 'in', references)
    .executeTakeFirstOrThrow();
  const texts = await api.app.db
    .selectFrom('notices')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('reference', 'in', references)
    .where('kind', '=', 'unavailable')
    .executeTakeFirstOrThrow();
  expect(Number(queued.n)).toBe(60);
  expect(Number(texts.n)).toBe(60);
  expect(done.body.told).toHaveLength(60);
  process.stdout.write(`leave over a week, 60 bookings: all cancelled and queued in ${Math.round(elapsed)} ms\n`);
});

test.each([
  ['GET', '/api/staff/leave/'],
  ['POST', '/api/staff/leave/'],
  ['GET', '/api/staff/leave/1/'],
  ['POST', '/api/staff/leave/1/confirm/'],
  ['POST', '/api/staff/leave/1/remove/'],
])('%s %s: the OPD manager’s only (reception 403, no session 401)', async (method, path) => {
  const body = method === 'POST' ? {} : undefined;
  const asReception = await call(api, method, path, { cookie: reception.cookie, ...(body ? { body } : {}) });
  expect({ status: asReception.status, code: asReception.body?.code }).toEqual({
    status: 403,
    code: 'staffRoleRefused',
  });
  const asNobody = await call(api, method, path, body ? { body } : {});
  expect(asNobody.status).toBe(401);
  expect(asNobody.headers.get('cache-control')).toBe('no-store');
});
