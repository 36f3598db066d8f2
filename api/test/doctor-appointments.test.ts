import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { isBookingReference } from 'contract';
import type { DoctorAppointment, DoctorAppointmentCreated } from 'contract';
import {
  doctor1Slots,
  dayFromToday,
  decodeQuotedPrintable,
  filesIn,
  formData,
  onFreshApi,
  outboxSettled,
  postForm,
  postJson,
  validDoctorBooking,
} from './helpers';
import type { TestApi, TestStore } from './helpers';

const PATH = '/api/appointment/doctorappointment/';
let store: TestStore;
let api: TestApi;
onFreshApi((started) => {
  ({ api, store } = started);
});

async function bookingCount(): Promise<number> {
  const row = await api.app.db
    .selectFrom('doctor_appointments')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

async function outboxCount(): Promise<number> {
  const row = await api.app.db
    .selectFrom('outbox')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

async function refused(fields: Record<string, string>): Promise<Record<string, string>> {
  const before = await bookingCount();
  const response = await postForm(api, PATH, formData(fields));
  const body = (await response.json()) as { message: string; errors: Record<string, string> };
  expect(response.status).toBe(400);
  expect(body.message).toBe('Please check the highlighted fields.');
  expect(await bookingCount()).toBe(before);
  return body.errors;
}

test('a valid booking is stored and answered 201 with its reference', async () => {
  const fields = validDoctorBooking();
  const response = await postForm(api, PATH, formData(fields));
  expect(response.status).toBe(201);
  const booking = (await response.json()) as DoctorAppointmentCreated;
  expect(booking).toEqual({
    id: expect.any(Number),
    reference: expect.stringMatching(/^APT-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/),
    department: 1,
    doctor: 1,
    department_name: 'Cardiology',
    doctor_name: 'Dr. Anita Sharma',
    date: fields['date'],
    mode: 'OFF',
    slot_start: fields['slot_start'],
    slot_end: expect.stringMatching(/^\d\d:\d\d$/),
    room: 'Room 12',
    access: expect.any(String),
    access_expires_at: expect.any(String),
    patient_name: 'Ramesh Chand',
    email: 'ramesh.chand@example.com',
    phone: '9810012345',
    address: 'House 214, Sector 15, Faridabad',
    message: 'Follow-up for blood pressure',
    consent_at: expect.any(String),
    created_at: expect.any(String),
  });
  expect(isBookingReference(booking.reference)).toBe(true);
  expect(Date.parse(booking.consent_at)).toBeGreaterThan(Date.now() - 60_000);
});

test('the booking queues a confirmation e-mail, written as an .eml file without SMTP', async () => {
  const response = await postForm(api, PATH, formData(validDoctorBooking({ email: 'kiran@example.com', mode: 'ON' })));
  const booking = (await response.json()) as DoctorAppointment;
  await outboxSettled(api);
  const outboxDir = join(store.dataDir, 'outbox');
  const file = (await filesIn(outboxDir)).find((name) => name.startsWith(booking.reference));
  expect(file).toBeDefined();
  const eml = decodeQuotedPrintable(await readFile(join(outboxDir, file ?? ''), 'utf8'));
  expect(eml).toContain('To: kiran@example.com');
  expect(eml).toContain(`Subject: Appointment booked: ${booking.reference}`);
  expect(eml).toContain('online consultation');
  const row = await api.app.db
    .selectFrom('outbox')
    .selectAll()
    .where('reference', '=', booking.reference)
    .executeTakeFirstOrThrow();
  expect(row.sent_at).not.toBeNull();
});

test('the message is optional', async () => {
  const fields = validDoctorBooking();
  delete fields['message'];
  const response = await postForm(api, PATH, formData(fields));
  expect(response.status).toBe(201);
  expect(((await response.json()) as DoctorAppointment).message).toBe('');
});

test.each([
  ['department', 'Please choose a department'],
  ['doctor', 'Please choose a doctor'],
  ['date', 'Date is required'],
  ['mode', 'Please choose Online or Offline'],
  ['patient_name', 'Patient name is required'],
  ['email', 'Email is required'],
  ['phone', 'Phone number is required'],
  ['address', 'Address is required'],
  ['consent', 'Please agree to the privacy notice to continue'],
])('%s is required', async (field, message) => {
  const fields = validDoctorBooking();
  delete fields[field];
  expect(await refused(fields)).toEqual({ [field]: message });
});

test('whitespace-only text counts as empty', async () => {
  expect(await refused(validDoctorBooking({ patient_name: '   ', address: '\t' }))).toEqual({
    patient_name: 'Patient name is required',
    address: 'Address is required',
  });
});

test.each([
  [{ email: 'ramesh.example.com' }, { email: 'Please enter a valid email address' }],
  [{ phone: '98100' }, { phone: 'Please enter a valid 10-digit phone number' }],
  [{ phone: '98100123456' }, { phone: 'Please enter a valid 10-digit phone number' }],
  [{ phone: '98100-1234' }, { phone: 'Please enter a valid 10-digit phone number' }],
  [{ date: dayFromToday(-1) }, { date: 'Please choose today or a later date' }],
  [{ date: '2031-02-30' }, { date: 'Please enter a valid date' }],
  [{ date: '12/03/2031' }, { date: 'Please enter a valid date' }],
  [{ mode: 'PHONE' }, { mode: 'Please choose Online or Offline' }],
  [{ consent: 'false' }, { consent: 'Please agree to the privacy notice to continue' }],
  [{ consent: 'maybe' }, { consent: 'Please agree to the privacy notice to continue' }],
  [{ department: 'cardiology' }, { department: 'Please choose a department' }],
  [{ doctor: '1.5' }, { doctor: 'Please choose a doctor' }],
  [{ patient_name: 'x'.repeat(81) }, { patient_name: 'Must be at most 80 characters' }],
  [{ patient_name: 'Ramesh http://evil.example/pay' }, { patient_name: 'Please enter a name using letters only' }],
  [{ address: 'x'.repeat(501) }, { address: 'Must be at most 500 characters' }],
  [{ message: 'x'.repeat(2001) }, { message: 'Must be at most 2000 characters' }],
  [{ diagnosis: 'fever' }, { diagnosis: 'Unknown field' }],
])('%j is refused: %j', async (overrides, errors) => {
  expect(await refused(validDoctorBooking(overrides))).toEqual(errors);
});

test('today is a valid day in Asia/Kolkata', async () => {
  const today = dayFromToday(0);
  const slotsLeft = doctor1Slots(today).length > 0;
  const response = await postForm(api, PATH, formData(validDoctorBooking({ date: today })));
  const body = (await response.json()) as { errors?: object };
  // With no slot of doctor 1 left today (evening, Sunday, a holiday), only the time is refused, not the day.
  expect({ status: response.status, refused: Object.keys(body.errors ?? {}) }).toEqual(
    slotsLeft ? { status: 201, refused: [] } : { status: 400, refused: ['slot_start'] },
  );
});

test('every problem is reported at once', async () => {
  const errors = await refused({ mode: 'X', phone: '1', email: 'no' });
  expect(Object.keys(errors).sort()).toEqual(
    [
      'address',
      'consent',
      'date',
      'department',
      'doctor',
      'email',
      'mode',
      'patient_name',
      'phone',
      'slot_start',
    ].sort(),
  );
});

test('a doctor from another department is refused, and nothing is stored or e-mailed', async () => {
  const mails = await outboxCount();
  const errors = await refused(validDoctorBooking({ department: '1', doctor: '3' }));
  expect(errors).toEqual({ doctor: expect.stringContaining('is not in Cardiology') });
  expect(await outboxCount()).toBe(mails);
});

test('an unknown department or doctor is refused', async () => {
  expect(await refused(validDoctorBooking({ department: '999' }))).toEqual({ department: expect.any(String) });
  expect(await refused(validDoctorBooking({ doctor: '999' }))).toEqual({ doctor: expect.any(String) });
});

test('a file sent with the booking is refused as an unknown field', async () => {
  const form = formData(validDoctorBooking(), { report: { content: Buffer.from('%PDF-1.4'), name: 'x.pdf' } });
  const response = await postForm(api, PATH, form);
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    message: expect.any(String),
    code: 'checkFields',
    errors: { report: 'Unknown field' },
    issues: { report: { code: 'unknownField' } },
  });
});

test('JSON instead of multipart is a 415 with a message', async () => {
  const response = await postJson(api, PATH, validDoctorBooking());
  expect(response.status).toBe(415);
  expect(await response.json()).toEqual({ message: expect.any(String), code: 'formNotMultipart' });
});

test('when queueing the e-mail fails after the booking insert, the booking is rolled back too', async () => {
  const bookings = await bookingCount();
  const mails = await outboxCount();
  const outboxDir = join(store.dataDir, 'outbox');
  const emlFiles = (await filesIn(outboxDir)).length;
  // The outbox insert comes after the booking insert in the same transaction; make it fail.
  await sql`alter table outbox add constraint refuse_new_mail check (recipient = '') not valid`.execute(api.app.db);
  try {
    const response = await postForm(api, PATH, formData(validDoctorBooking()));
    expect(response.status).toBe(500);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({ message: 'Something went wrong on our side. Please try again later.', code: 'serverError' });
  } finally {
    await sql`alter table outbox drop constraint refuse_new_mail`.execute(api.app.db);
  }
  await outboxSettled(api);
  expect(await bookingCount()).toBe(bookings);
  expect(await outboxCount()).toBe(mails);
  expect((await filesIn(outboxDir)).length).toBe(emlFiles);
});
