/**
 * Booking at the counter or by phone (issue 47): into the site's slot pool under the same database
 * rule, so a desk and the site racing for one slot get one booking, and the loser is told the
 * doctor's next free slot; the counter's booking shows on the day list with its source, age and sex.
 */
import type { DeskBooking, DeskHistoryEntry } from 'contract';
import { bookingPath, DESK_DAY, dayList, rowOf } from './desk-helpers';
import { formData, nextDoctorSlot, postForm, validDoctorBooking } from './helpers';
import { call, enrolledMember, freshStaffApi } from './staff-helpers';
import type { Member } from './staff-helpers';

const api = freshStaffApi();
let desk: Member;

beforeAll(async () => {
  desk = await enrolledMember(api, 'reception');
});

const walkIn = (fields: Record<string, unknown> = {}) => ({
  doctor: 1,
  date: DESK_DAY,
  mode: 'OFF',
  slot_start: '10:00',
  patient_name: 'Kamla Devi',
  email: 'kamla.devi@example.com',
  phone: '9812345678',
  address: 'Village Mohna, Ballabgarh',
  consent: true,
  source: 'walk_in',
  age: 67,
  sex: 'F',
  ...fields,
});

function book(body: unknown) {
  return call<DeskBooking & { next_free?: { date: string; slot_start: string } | null }>(
    api,
    'POST',
    '/api/staff/bookings/',
    { cookie: desk.cookie, body },
  );
}

test('a walk-in takes a free slot and shows on the day list with its source, age and sex', async () => {
  const booked = await book(walkIn());
  expect(booked.status).toBe(201);
  expect(booked.body).toMatchObject({
    doctor_id: 1,
    date: DESK_DAY,
    slot_start: '10:00',
    patient_name: 'Kamla Devi',
    age: 67,
    sex: 'F',
    phone_last4: '5678',
    source: 'walk_in',
    status: 'booked',
    version: 1,
  });
  const list = await dayList(api, desk, '?doctor=1');
  expect(rowOf(list.body, booked.body.reference)).toEqual(booked.body);
  const history = await call<DeskHistoryEntry[]>(api, 'GET', bookingPath(booked.body.reference, 'history'), {
    cookie: desk.cookie,
  });
  expect(history.body.at(-1)).toMatchObject({ action: 'status', from: null, to: 'booked', reason: 'walk_in' });
});

test('a held slot is refused with the doctor’s next free slot that day', async () => {
  expect((await book(walkIn({ slot_start: '10:15' }))).status).toBe(201);
  const second = await book(walkIn({ slot_start: '10:15', patient_name: 'Ram Kishan', source: 'phone' }));
  expect(second.status).toBe(409);
  expect(second.body.code).toBe('slot_taken');
  expect(second.body.next_free).toEqual({ date: DESK_DAY, slot_start: '09:45' });
});

test('the counter checks the booking form’s fields and its own', async () => {
  const refused = await book(walkIn({ slot_start: '9am', source: 'fax', age: 0, sex: 'X', consent: false }));
  expect(refused.status).toBe(400);
  expect(refused.body.issues).toMatchObject({
    slot_start: { code: 'slotInvalid' },
    consent: { code: 'consent' },
    source: { code: 'deskSource' },
    age: { code: 'age' },
    sex: { code: 'gender' },
  });
  // A slot already begun (the clock is at 09:30) is not bookable.
  const past = await book(walkIn({ slot_start: '09:00' }));
  expect(past.body.issues).toEqual({ slot_start: { code: 'slotUnavailable' } });
});

test('a desk and the site racing for one slot: one booking, the other told', async () => {
  const slot = nextDoctorSlot();
  const [site, counter] = await Promise.all([
    postForm(
      api,
      '/api/appointment/doctorappointment/',
      formData(validDoctorBooking({ ...slot, email: 'race.site@example.com' })),
    ),
    book(walkIn({ date: slot.date, slot_start: slot.slot_start, source: 'phone' })),
  ]);
  expect([site.status, counter.status].sort()).toEqual([201, 409]);
  // The desk, when it lost, is offered another slot of that day (the site's form shows its own).
  expect(counter.status === 201 || counter.body.next_free?.date === slot.date).toBe(true);
  const held = await api.app.db
    .selectFrom('doctor_appointments')
    .select('id')
    .where('doctor_id', '=', 1)
    .where('visit_date', '=', slot.date)
    .where('slot_start', '=', slot.slot_start)
    .where('status', '=', 'booked')
    .execute();
  expect(held).toHaveLength(1);
});

test('the patient gets the site’s confirmation e-mail, in the language the desk chose, with its manage link', async () => {
  const booked = await book(
    walkIn({ slot_start: '12:30', patient_name: 'सीमा देवी', email: 'seema.counter@example.com', language: 'hi' }),
  );
  expect(booked.status).toBe(201);
  const mail = await api.app.db
    .selectFrom('outbox')
    .select(['recipient', 'subject', 'body_text'])
    .where('reference', '=', booked.body.reference)
    .executeTakeFirstOrThrow();
  expect(mail.recipient).toBe('seema.counter@example.com');
  expect(mail.subject).toBe(`अपॉइंटमेंट बुक हो गई: ${booked.body.reference}`);
  expect(mail.body_text).toContain('12:30');
  expect(mail.body_text).toMatch(new RegExp(`${api.config.siteUrl}/manage-booking#token=[\\w-]+`));
});

test('a patient with no e-mail is booked, and no e-mail is queued', async () => {
  const booked = await book(walkIn({ slot_start: '12:45', patient_name: 'Ram Pyari', email: undefined }));
  expect(booked.status).toBe(201);
  const mails = await api.app.db
    .selectFrom('outbox')
    .select('id')
    .where('reference', '=', booked.body.reference)
    .execute();
  expect(mails).toEqual([]);
});

/** The texts queued for a counter booking: which channel each went by, and in which language. */
const textsOf = (reference: string) =>
  api.app.db
    .selectFrom('notices')
    .select(['channel', 'kind', 'language'])
    .where('reference', '=', reference)
    .where('kind', '=', 'confirmation')
    .orderBy('channel')
    .execute();

test('a patient with no e-mail gets the confirmation by SMS, in the language the desk chose', async () => {
  const booked = await book(
    walkIn({ slot_start: '11:00', patient_name: 'Bhagwati', email: undefined, phone: '9812300011', language: 'hi' }),
  );
  expect(booked.status).toBe(201);
  expect(await textsOf(booked.body.reference)).toEqual([{ channel: 'sms', kind: 'confirmation', language: 'hi' }]);
});

test('the texts go by the channels the patient agreed to at the desk', async () => {
  const both = await book(walkIn({ slot_start: '11:15', phone: '9812300012', whatsapp_messages: true }));
  expect(both.status).toBe(201);
  expect((await textsOf(both.body.reference)).map((text) => text.channel)).toEqual(['sms', 'whatsapp']);
  const none = await book(walkIn({ slot_start: '11:30', phone: '9812300013', sms_messages: false }));
  expect(none.status).toBe(201);
  expect(await textsOf(none.body.reference)).toEqual([]);
});

test('a landline with texts ticked is refused on that channel; unticked it books', async () => {
  const refused = await book(walkIn({ slot_start: '11:45', phone: '0129 2345678' }));
  expect(refused.status).toBe(400);
  expect(refused.body).toMatchObject({ errors: { sms_messages: expect.any(String) } });
  const booked = await book(walkIn({ slot_start: '11:45', phone: '0129 2345678', sms_messages: false }));
  expect(booked.status).toBe(201);
});
