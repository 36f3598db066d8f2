import { sql } from 'kysely';
import { isBookingReference } from 'contract';
import type { DoctorAppointment, LabAppointment, Service } from 'contract';
import {
  createStore,
  formData,
  outboxSettled,
  postForm,
  postJson,
  startApi,
  validDoctorBooking,
  validLabBooking,
} from './helpers';
import type { TestApi, TestStore } from './helpers';

let store: TestStore;

beforeAll(async () => {
  store = await createStore();
});

afterAll(async () => {
  await store.dispose();
});

async function restart(api: TestApi): Promise<TestApi> {
  await api.app.close();
  return startApi(store);
}

test('bookings, messages and accounts survive a restart; the seed is not repeated', async () => {
  let api = await startApi(store);
  const services = (await (await fetch(`${api.baseUrl}/api/service/service-pages/`)).json()) as Service[];
  const doctor = (await (
    await postForm(api, '/api/appointment/doctorappointment/', formData(validDoctorBooking()))
  ).json()) as DoctorAppointment;
  const lab = (await (
    await postForm(api, '/api/appointment/labappointment/', formData(validLabBooking()))
  ).json()) as LabAppointment;
  expect(
    (
      await postJson(api, '/api/contact/', {
        name: 'Asha',
        email: 'asha@example.com',
        phone: '9812345670',
        subject: 'OPD',
        message: 'Timings?',
        consent: true,
      })
    ).status,
  ).toBe(201);
  const account = {
    name: 'Asha Rani',
    email: 'asha.rani@example.com',
    phone: '9812345670',
    age: 61,
    gender: 'F',
    login_id: 'asharani',
    password: 'Ballabgarh#61',
    consent: true,
  };
  expect((await postJson(api, '/api/patents/', account)).status).toBe(201);
  await outboxSettled(api);

  api = await restart(api);
  try {
    const again = (await (await fetch(`${api.baseUrl}/api/service/service-pages/`)).json()) as Service[];
    expect(again).toEqual(services);

    const storedDoctor = await api.app.db
      .selectFrom('doctor_appointments')
      .select(['id', 'patient_name', sql<string>`to_char(visit_date, 'YYYY-MM-DD')`.as('visit_date')])
      .where('id', '=', doctor.id)
      .executeTakeFirst();
    expect(storedDoctor).toEqual({ id: doctor.id, patient_name: doctor.patient_name, visit_date: doctor.date });
    const storedLab = await api.app.db
      .selectFrom('lab_appointments')
      .select(['id', 'patient_name'])
      .where('id', '=', lab.id)
      .executeTakeFirst();
    expect(storedLab).toEqual({ id: lab.id, patient_name: lab.patient_name });
    const messages = await api.app.db.selectFrom('contact_messages').select('name').execute();
    expect(messages).toEqual([{ name: 'Asha' }]);

    // Signing in needs the e-mail confirmed (issue 21); the link's own test is in accounts.test.ts.
    await api.app.db
      .updateTable('accounts')
      .set({ email_confirmed_at: new Date() })
      .where('login_id', '=', 'asharani')
      .execute();
    const login = await postJson(api, '/api/login/', { login_id: 'asharani', password: 'Ballabgarh#61' });
    expect(login.status).toBe(200);

    // E-mails already delivered are not sent again after the restart.
    const mails = await api.app.db
      .selectFrom('outbox')
      .select(['reference', 'attempts', 'sent_at'])
      .orderBy('id')
      .execute();
    // The sign-up's confirmation link (reference `account`) was sent before the restart too.
    expect(mails.map((mail) => mail.reference)).toEqual([doctor.reference, lab.reference, 'account']);
    expect(mails.every((mail) => mail.attempts === 1 && mail.sent_at !== null)).toBe(true);

    const next = (await (
      await postForm(api, '/api/appointment/doctorappointment/', formData(validDoctorBooking()))
    ).json()) as DoctorAppointment;
    expect(next.id).toBeGreaterThan(doctor.id);
    expect(isBookingReference(next.reference)).toBe(true);
  } finally {
    await api.app.close();
  }
});

test('an e-mail queued but not delivered before a stop is delivered at the next start', async () => {
  let api = await startApi(store);
  await api.app.db
    .insertInto('outbox')
    .values({
      recipient: 'late@example.com',
      subject: 'Appointment request received: APT-999999',
      body_text: 'Dear patient',
      reference: 'APT-999999',
      last_error: null,
      sent_at: null,
    })
    .execute();
  api = await restart(api);
  try {
    await outboxSettled(api);
    const row = await api.app.db
      .selectFrom('outbox')
      .select('sent_at')
      .where('reference', '=', 'APT-999999')
      .executeTakeFirstOrThrow();
    expect(row.sent_at).not.toBeNull();
  } finally {
    await api.app.close();
  }
});
