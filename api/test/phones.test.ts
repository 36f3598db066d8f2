/**
 * Phone numbers as people type them (issue 17): every form that takes a phone accepts `+91`, a
 * leading `0`, spaces and dashes, stores the 10 digits and answers them; what is still not a phone
 * number keeps the spec's message and stores nothing.
 */
import { sql } from 'kysely';
import type { DoctorAppointment, LabAppointment } from 'contract';
import { formData, onFreshApi, postForm, postJson, validDoctorBooking, validLabBooking } from './helpers';
import type { TestApi } from './helpers';

let api: TestApi;
onFreshApi((started) => {
  ({ api } = started);
});

const TYPED = '+91 98110 22334';
const DIGITS = '9811022334';

const contactMessage = (phone: string) => ({
  name: 'Anjali Verma',
  email: 'anjali.verma@example.com',
  phone,
  subject: 'Visiting hours',
  message: 'What are the ICU visiting hours on Sunday?',
  consent: true,
});

const registration = (phone: string, login_id: string) => ({
  name: 'Deepak Sharma',
  email: `${login_id}@example.com`,
  phone,
  age: 42,
  gender: 'M',
  login_id,
  password: 'Faridabad@2025',
  consent: true,
});

test('a doctor appointment booked with +91 and spaces is stored and answered with the 10 digits', async () => {
  const response = await postForm(
    api,
    '/api/appointment/doctorappointment/',
    formData(validDoctorBooking({ phone: TYPED })),
  );
  expect(response.status).toBe(201);
  const booking = (await response.json()) as DoctorAppointment;
  expect(booking.phone).toBe(DIGITS);
  const row = await api.app.db
    .selectFrom('doctor_appointments')
    .select('phone')
    .where('id', '=', booking.id)
    .executeTakeFirstOrThrow();
  expect(row.phone).toBe(DIGITS);
});

test('a lab booking with +91 and spaces is stored and answered with the 10 digits', async () => {
  const response = await postForm(api, '/api/appointment/labappointment/', formData(validLabBooking({ phone: TYPED })));
  expect(response.status).toBe(201);
  const booking = (await response.json()) as LabAppointment;
  expect(booking.phone).toBe(DIGITS);
  const row = await api.app.db
    .selectFrom('lab_appointments')
    .select('phone')
    .where('id', '=', booking.id)
    .executeTakeFirstOrThrow();
  expect(row.phone).toBe(DIGITS);
});

test('a contact message with +91 and spaces is stored with the 10 digits', async () => {
  const response = await postJson(api, '/api/contact/', contactMessage(TYPED));
  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({ success: true });
  const row = await api.app.db
    .selectFrom('contact_messages')
    .select('phone')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(row.phone).toBe(DIGITS);
});

test('a registration with +91 and spaces is stored with the 10 digits', async () => {
  const response = await postJson(api, '/api/patents/', registration(TYPED, 'phone91'));
  expect(response.status).toBe(201);
  const row = await api.app.db
    .selectFrom('accounts')
    .select('phone')
    .where('login_id', '=', 'phone91')
    .executeTakeFirstOrThrow();
  expect(row.phone).toBe(DIGITS);
});

test.each(['+91-98110-22334', '098110 22334', '(98110) 22334', ' 9811022334 '])(
  'a booking typed %p is stored as the 10 digits too',
  async (typed) => {
    const response = await postForm(
      api,
      '/api/appointment/doctorappointment/',
      formData(validDoctorBooking({ phone: typed })),
    );
    expect(response.status).toBe(201);
    expect(((await response.json()) as DoctorAppointment).phone).toBe(DIGITS);
  },
);

async function rowCount(table: 'doctor_appointments' | 'lab_appointments' | 'contact_messages' | 'accounts') {
  const row = await api.app.db
    .selectFrom(table)
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

describe.each(['+1 202 555 0100', '12345', '98110 2233x', '+91 98110 22334 5'])('%p is still refused', (typed) => {
  const cases = [
    {
      form: 'a doctor appointment',
      table: 'doctor_appointments',
      post: () => postForm(api, '/api/appointment/doctorappointment/', formData(validDoctorBooking({ phone: typed }))),
    },
    {
      form: 'a lab booking',
      table: 'lab_appointments',
      post: () => postForm(api, '/api/appointment/labappointment/', formData(validLabBooking({ phone: typed }))),
    },
    {
      form: 'a contact message',
      table: 'contact_messages',
      post: () => postJson(api, '/api/contact/', contactMessage(typed)),
    },
    {
      form: 'a registration',
      table: 'accounts',
      post: () => postJson(api, '/api/patents/', registration(typed, 'refused-phone')),
    },
  ] as const;

  test.each(cases)('in $form: 400 with the spec’s message, nothing stored', async ({ table, post }) => {
    const before = await rowCount(table);
    const response = await post();
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(body.errors).toEqual({ phone: 'Please enter a valid 10-digit phone number' });
    expect(await rowCount(table)).toBe(before);
  });
});
