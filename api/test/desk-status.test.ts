/**
 * The front desk's day (issue 47) on the staff clock (Monday 7 December 2026, 09:30 in Kolkata): the
 * list with the phone's last four digits only, arrivals with tokens, forward-only moves, stale
 * versions, cancellation freeing the slot and e-mailing the patient in the booking's language, the
 * OPD manager's reset, a visit the desk recorded closed to the patient's own changes, and every change and view in the booking's history naming the member.
 */
import type { DeskBooking, DeskHistoryEntry } from 'contract';
import { anonymiseBookings } from '../src/features/appointments';
import { CANCEL, openedWithCode } from './booking-access';
import { act, bookingPath, DESK_DAY, dayList, rowOf, seedBooking } from './desk-helpers';
import { call, enrolledMember, freshStaffApi, MINUTE, signIn } from './staff-helpers';
import type { Member } from './staff-helpers';
import { postJson } from './helpers';

const api = freshStaffApi();

let reception: Member;
let manager: Member;

beforeAll(async () => {
  reception = await enrolledMember(api, 'reception', '10.20.30.40');
  manager = await enrolledMember(api, 'opd_manager');
});

async function rowNow(reference: string): Promise<DeskBooking> {
  const list = await dayList(api, reception, `?doctor=1&q=${reference}`);
  const row = rowOf(list.body, reference);
  if (!row) throw new Error(`${reference} is not in the list`);
  return row;
}

test('the day list shows the sitting, its counts and rows with only the phone’s last four digits', async () => {
  const reference = await seedBooking(api, {
    slot: '10:00',
    name: 'Sunita Yadav',
    phone: '9876543210',
    email: 'sunita.yadav@example.com',
  });
  const list = await dayList(api, reception, '?doctor=1');
  expect(list.status).toBe(200);
  expect(list.headers.get('cache-control')).toBe('no-store');
  expect(list.body.date).toBe(DESK_DAY);
  const [doctor] = list.body.doctors;
  expect(doctor?.name).toBe('Dr. Anita Sharma');
  const morning = doctor?.sessions.find((session) => session.start === '09:00');
  expect(morning).toMatchObject({ end: '13:00', room: 'Room 12', online: false });
  expect(morning?.counts).toMatchObject({ booked: 1, arrived: 0, no_show: 0, free: 15 });
  expect(rowOf(list.body, reference)).toEqual({
    reference,
    doctor_id: 1,
    date: DESK_DAY,
    slot_start: '10:00',
    slot_end: '10:15',
    mode: 'OFF',
    patient_name: 'Sunita Yadav',
    age: null,
    sex: null,
    phone_last4: '3210',
    source: 'web',
    status: 'booked',
    token: null,
    arrived_at: null,
    late: false,
    version: 1,
  });
  const text = JSON.stringify(list.body);
  expect(text).not.toContain('9876543210');
  expect(text).not.toContain('sunita.yadav@example.com');
  expect(text).not.toContain('Sector 15');
});

test('the list is searched by name, by the phone’s digits and by reference', async () => {
  const reference = await seedBooking(api, { slot: '10:15', name: 'Harpreet Kaur', phone: '9811177766' });
  await seedBooking(api, { slot: '10:30', name: 'Mohan Lal', phone: '9811100000' });
  const names = (query: string) =>
    dayList(api, reception, query).then((list) =>
      list.body.doctors.flatMap((d) => d.sessions.flatMap((s) => s.bookings.map((b) => b.patient_name))),
    );
  expect(await names('?q=harpreet')).toEqual(['Harpreet Kaur']);
  expect(await names('?q=77766')).toEqual(['Harpreet Kaur']);
  expect(await names(`?q=${reference.toLowerCase()}`)).toEqual(['Harpreet Kaur']);
  // Counts are the sitting's, whatever the search shows.
  const searched = await dayList(api, reception, '?doctor=1&q=harpreet');
  expect(searched.body.doctors[0]?.sessions[0]?.counts.booked).toBeGreaterThanOrEqual(3);
});

test('a bad day, doctor or search is a 400 naming the field', async () => {
  const answer = await dayList(api, reception, '?date=2026-02-30&doctor=abc&q=' + 'x'.repeat(101));
  expect(answer.status).toBe(400);
  expect(answer.body.issues).toEqual({
    date: { code: 'deskDate' },
    doctor: { code: 'deskDoctor' },
    q: { code: 'tooLong', params: { max: 100 } },
  });
});

test('arrival gives the next token, late after the slot; then only completed may follow', async () => {
  const first = await seedBooking(api, { slot: '09:15' });
  const second = await seedBooking(api, { slot: '11:00' });
  const arrived = await act(api, reception, first, 'arrive', { version: 1 });
  expect(arrived.status).toBe(200);
  expect(arrived.body).toMatchObject({ status: 'arrived', token: 1, late: true, version: 2 });
  expect(arrived.body.arrived_at).toBe(api.clock.now.toISOString());
  const onTime = await act(api, reception, second, 'arrive', { version: 1 });
  expect(onTime.body).toMatchObject({ token: 2, late: false });

  // Arrived is not booked: no second arrival, no no-show, no cancel.
  for (const [action, body] of [
    ['arrive', { version: 2 }],
    ['no-show', { version: 2 }],
    ['cancel', { version: 2, reason: 'patient' }],
  ] as const) {
    const refused = await act(api, reception, first, action, body);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('deskStatusMove');
    expect(refused.body).toMatchObject({ status: 'arrived', booking: { reference: first, version: 2, token: 1 } });
  }
  const done = await act(api, reception, first, 'complete', { version: 2 });
  expect(done.body).toMatchObject({ status: 'completed', token: 1, version: 3 });
  expect((await act(api, reception, first, 'complete', { version: 3 })).status).toBe(409);
});

test('a change naming an older version is refused with the row as it is now', async () => {
  const reference = await seedBooking(api, { slot: '11:15' });
  expect((await act(api, reception, reference, 'arrive', { version: 1 })).status).toBe(200);
  // A second desk, still showing version 1, marks the same patient no-show.
  const stale = await act(api, manager, reference, 'no-show', { version: 1 });
  expect(stale.status).toBe(409);
  expect(stale.body.code).toBe('deskBookingStale');
  expect(stale.body.booking).toMatchObject({ reference, status: 'arrived', version: 2 });
  expect((await rowNow(reference)).status).toBe('arrived');
});

test('a booked row is a no-show by hand; a booking of another day cannot arrive today', async () => {
  const reference = await seedBooking(api, { slot: '11:30' });
  const noShow = await act(api, reception, reference, 'no-show', { version: 1 });
  expect(noShow.body).toMatchObject({ status: 'no_show', token: null });
  const tomorrow = await seedBooking(api, { slot: '09:00', date: '2026-12-08' });
  const early = await act(api, reception, tomorrow, 'arrive', { version: 1 });
  expect(early.status).toBe(409);
  expect(early.body.code).toBe('deskNotToday');
  expect((await act(api, reception, tomorrow, 'no-show', { version: 1 })).body.code).toBe('deskNotToday');
});

test('bad bodies and unknown references are refused before anything changes', async () => {
  const reference = await seedBooking(api, { slot: '11:45' });
  const noVersion = await act(api, reception, reference, 'arrive', {});
  expect(noVersion.status).toBe(400);
  expect(noVersion.body.issues).toEqual({ version: { code: 'deskVersionRequired' } });
  const textVersion = await act(api, reception, reference, 'arrive', { version: '1' });
  expect(textVersion.body.issues).toEqual({ version: { code: 'deskVersionRequired' } });
  const noReason = await act(api, reception, reference, 'cancel', { version: 1, reason: 'weather' });
  expect(noReason.body.issues).toEqual({ reason: { code: 'deskCancelReason' } });
  expect((await act(api, reception, 'APT-000000000', 'arrive', { version: 1 })).status).toBe(404);
  const unknown = await act(api, reception, 'APT-7K3QD-M9X2A', 'arrive', { version: 1 });
  expect(unknown.status).toBe(404);
  expect((await rowNow(reference)).version).toBe(1);
});

test('a cancellation frees the slot at once and e-mails a Hindi booking in Hindi with the manage link', async () => {
  const reference = await seedBooking(api, {
    slot: '12:00',
    name: 'सीमा देवी',
    email: 'seema.devi@example.com',
    language: 'hi',
  });
  const cancelled = await act(api, reception, reference, 'cancel', {
    version: 1,
    reason: 'doctor',
    note: 'Doctor called in: emergency surgery',
  });
  expect(cancelled.status).toBe(200);
  expect(cancelled.body).toMatchObject({ status: 'cancelled', version: 2 });

  // The slot is free: another booking takes it at once.
  await expect(seedBooking(api, { slot: '12:00' })).resolves.toMatch(/^APT-/);

  const mail = await api.app.db
    .selectFrom('outbox')
    .select(['recipient', 'subject', 'body_text'])
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  expect(mail.recipient).toBe('seema.devi@example.com');
  expect(mail.subject).toBe(`अपॉइंटमेंट रद्द हो गई: ${reference}`);
  expect(mail.body_text).toContain('प्रिय सीमा देवी');
  expect(mail.body_text).toContain('उस समय डॉक्टर मरीज़ों को नहीं देख सकेंगे');
  expect(mail.body_text).toContain(`${api.config.siteUrl}/manage-booking`);
  // The desk's note is for the history, not the patient.
  expect(mail.body_text).not.toContain('emergency surgery');
});

test('only an OPD manager resets a status, with a reason; the token is never given again', async () => {
  const reference = await seedBooking(api, { slot: '12:15' });
  const arrived = await act(api, reception, reference, 'arrive', { version: 1 });
  const token = arrived.body.token ?? 0;
  const byReception = await act(api, reception, reference, 'reset', { version: 2, to: 'booked', reason: 'wrong row' });
  expect(byReception.status).toBe(403);
  expect(byReception.body.code).toBe('staffRoleRefused');
  const noReason = await act(api, manager, reference, 'reset', { version: 2, to: 'booked' });
  expect(noReason.body.issues).toEqual({ reason: { code: 'deskResetReasonRequired' } });
  const same = await act(api, manager, reference, 'reset', { version: 2, to: 'arrived', reason: 'x' });
  expect(same.status).toBe(409);
  expect(same.body.code).toBe('deskStatusMove');

  const reset = await act(api, manager, reference, 'reset', {
    version: 2,
    to: 'booked',
    reason: 'Marked arrived by mistake',
  });
  expect(reset.body).toMatchObject({ status: 'booked', token: null, arrived_at: null, version: 3 });
  const again = await act(api, reception, reference, 'arrive', { version: 3 });
  expect(again.body.token).toBeGreaterThan(token);
});

test('a cancelled booking set back to booked takes its slot again, or is told it is taken', async () => {
  const reference = await seedBooking(api, { slot: '12:30' });
  await act(api, reception, reference, 'cancel', { version: 1, reason: 'patient' });
  const back = await act(api, manager, reference, 'reset', { version: 2, to: 'booked', reason: 'Patient rang back' });
  expect(back.body).toMatchObject({ status: 'booked', version: 3 });

  await act(api, reception, reference, 'cancel', { version: 3, reason: 'patient' });
  await seedBooking(api, { slot: '12:30', name: 'Next Patient' });
  const taken = await act(api, manager, reference, 'reset', { version: 4, to: 'booked', reason: 'Rang back late' });
  expect(taken.status).toBe(409);
  expect(taken.body.code).toBe('slot_taken');
  expect((await rowNow(reference)).status).toBe('cancelled');
});

test('the history names the member, the move, the reason and the network, and every view', async () => {
  const reference = await seedBooking(api, { slot: '12:45' });
  await dayList(api, reception, `?q=${reference}`);
  api.clock.advance(MINUTE);
  await act(api, reception, reference, 'cancel', { version: 1, reason: 'patient', note: 'Rang to cancel' });
  const history = await call<DeskHistoryEntry[]>(api, 'GET', bookingPath(reference, 'history'), {
    cookie: manager.cookie,
  });
  expect(history.status).toBe(200);
  const [view, change, listed] = history.body;
  expect(view).toMatchObject({ action: 'view', actor: { id: manager.id, email: manager.email } });
  expect(change).toMatchObject({
    action: 'status',
    actor: { id: reception.id, email: reception.email, name: 'Asha Rani' },
    from: 'booked',
    to: 'cancelled',
    reason: 'patient',
    note: 'Rang to cancel',
    network: '10.0.0.0/24',
    at: api.clock.now.toISOString(),
  });
  expect(listed).toMatchObject({ action: 'view', actor: { id: reception.id } });
});

test('a day list shown again within ten minutes is the same view; ten minutes on, a new one', async () => {
  const reference = await seedBooking(api, { slot: '13:00' });
  const views = async () => {
    const history = await call<DeskHistoryEntry[]>(api, 'GET', bookingPath(reference, 'history'), {
      cookie: manager.cookie,
    });
    return history.body.filter((entry) => entry.action === 'view' && entry.actor?.id === reception.id).length;
  };
  await dayList(api, reception, `?q=${reference}`);
  api.clock.advance(9 * MINUTE);
  await dayList(api, reception, `?q=${reference}`);
  await dayList(api, reception);
  expect(await views()).toBe(1);
  api.clock.advance(MINUTE);
  await dayList(api, reception, `?q=${reference}`);
  expect(await views()).toBe(2);
});

test('rows still booked an hour after their sitting ends become no-shows by themselves', async () => {
  const reference = await seedBooking(api, { slot: '09:45' });
  const arrived = await seedBooking(api, { slot: '09:30' });
  await act(api, reception, arrived, 'arrive', { version: 1 });
  // The morning sitting ends at 13:00 in Kolkata (07:30 UTC): nothing moves until 14:00.
  api.clock.now = new Date('2026-12-07T08:29:59Z');
  expect(await api.app.desk.markNoShows()).toBe(0);
  api.clock.now = new Date('2026-12-07T08:30:00Z');
  expect(await api.app.desk.markNoShows()).toBeGreaterThanOrEqual(1);
  expect(await api.app.desk.markNoShows()).toBe(0);
  // Hours later the desk signs in again.
  reception = { ...reception, cookie: (await signIn(api, reception)).cookie ?? '' };
  expect((await rowNow(reference)).status).toBe('no_show');
  expect((await rowNow(arrived)).status).toBe('arrived');
  const history = await call<DeskHistoryEntry[]>(api, 'GET', bookingPath(reference, 'history'), {
    cookie: reception.cookie,
  });
  expect(history.body.find((entry) => entry.action === 'status')).toMatchObject({
    actor: null,
    from: 'booked',
    to: 'no_show',
    reason: 'automatic',
    network: null,
  });
});

test('erasing a patient’s booking blanks the desk’s notes and keeps who changed what', async () => {
  const reference = await seedBooking(api, { slot: '12:45', date: '2026-12-08' });
  await act(api, reception, reference, 'cancel', { version: 1, reason: 'patient', note: 'Son is unwell' });
  const { id } = await api.app.db
    .selectFrom('doctor_appointments')
    .select('id')
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  await api.app.db.transaction().execute((trx) => anonymiseBookings(trx, { doctor: [id], lab: [] }));
  const history = await call<DeskHistoryEntry[]>(api, 'GET', bookingPath(reference, 'history'), {
    cookie: reception.cookie,
  });
  expect(history.body.find((entry) => entry.action === 'status')).toMatchObject({
    actor: { id: reception.id },
    to: 'cancelled',
    reason: 'patient',
    note: null,
  });
});

test('history is kept one year, then the desk’s sweep deletes it', async () => {
  const reference = await seedBooking(api, { slot: '13:00', date: '2026-12-08', mode: 'ON' });
  const { id } = await api.app.db
    .selectFrom('doctor_appointments')
    .select('id')
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  const daysAgo = (days: number) => new Date(api.clock.now.getTime() - days * 24 * 60 * MINUTE);
  await api.app.db
    .insertInto('booking_history')
    .values(
      [366, 364].map((days) => ({ appointment_id: id, at: daysAgo(days), actor_id: null, action: 'view' as const })),
    )
    .execute();
  expect(await api.app.desk.forgetOldHistory()).toBeGreaterThanOrEqual(1);
  const left = await api.app.db.selectFrom('booking_history').select('at').where('appointment_id', '=', id).execute();
  expect(left.map((row) => new Date(row.at).getTime())).toEqual([daysAgo(364).getTime()]);
});

test('once the desk has recorded the visit, the patient can no longer cancel or move it online', async () => {
  const phone = '9899012345';
  const reference = await seedBooking(api, { slot: '09:00', phone });
  expect((await act(api, reception, reference, 'arrive', { version: 1 })).status).toBe(200);

  const opened = await openedWithCode(api, { reference, phone });
  expect(opened.booking).toMatchObject({ reference, status: 'booked', can_cancel: false });
  const cancel = await postJson(api, CANCEL, { reference, access: opened.access });
  expect(cancel.status).toBe(409);
  expect(await cancel.json()).toMatchObject({ code: 'bookingSeenAtDesk' });
  const move = await postJson(api, '/api/appointment/reschedule/', {
    reference,
    access: opened.access,
    date: '2026-12-08',
    slot_start: '10:00',
  });
  expect(move.status).toBe(409);
  expect(await move.json()).toMatchObject({ code: 'bookingSeenAtDesk' });
  expect(await rowNow(reference)).toMatchObject({ status: 'arrived', token: expect.any(Number), version: 2 });
});
