/**
 * The four writes that carry personal data each require the visitor's agreement to the privacy
 * notice, and store when it was given.
 */
import { sql } from 'kysely';
import { FIELD_ERROR_TEXTS } from 'contract';
import { formData, onFreshApi, postForm, postJson, validDoctorBooking, validLabBooking } from './helpers';
import type { TestApi } from './helpers';

let api: TestApi;
onFreshApi((started) => {
  ({ api } = started);
});

type Table = 'doctor_appointments' | 'lab_appointments' | 'contact_messages' | 'accounts';

const writes: { name: string; table: Table; send: (consent: string | boolean | undefined) => Promise<Response> }[] = [
  {
    name: 'doctor appointment',
    table: 'doctor_appointments',
    send: (consent) => {
      const fields = validDoctorBooking();
      delete fields['consent'];
      return postForm(
        api,
        '/api/appointment/doctorappointment/',
        formData({ ...fields, ...(consent === undefined ? {} : { consent: String(consent) }) }),
      );
    },
  },
  {
    name: 'lab appointment',
    table: 'lab_appointments',
    send: (consent) => {
      const fields = validLabBooking();
      delete fields['consent'];
      return postForm(
        api,
        '/api/appointment/labappointment/',
        formData({ ...fields, ...(consent === undefined ? {} : { consent: String(consent) }) }),
      );
    },
  },
  {
    name: 'contact message',
    table: 'contact_messages',
    send: (consent) =>
      postJson(api, '/api/contact/', {
        name: 'Kavita Rao',
        email: 'kavita.rao@example.com',
        phone: '9811100001',
        subject: 'Parking',
        message: 'Is there parking for visitors?',
        ...(consent === undefined ? {} : { consent }),
      }),
  },
  {
    name: 'registration',
    table: 'accounts',
    send: (consent) =>
      postJson(api, '/api/patents/', {
        name: 'Kavita Rao',
        email: `kavita.${Date.now()}@example.com`,
        phone: '9811100001',
        age: 29,
        gender: 'F',
        login_id: `kavita${Date.now()}`,
        password: 'Surajkund#29',
        ...(consent === undefined ? {} : { consent }),
      }),
  },
];

async function rows(table: Table): Promise<number> {
  const {
    rows: [row],
  } = await sql<{ count: number }>`select count(*)::int as count from ${sql.table(table)}`.execute(api.app.db);
  return row?.count ?? 0;
}

describe.each(writes)('$name', ({ table, send }) => {
  test.each([undefined, false, 'false', 'yes', '1'])('without agreement (%p) nothing is stored', async (consent) => {
    const before = await rows(table);
    const response = await send(consent);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: expect.any(String),
      errors: { consent: FIELD_ERROR_TEXTS.consent },
    });
    expect(await rows(table)).toBe(before);
  });

  test('with it, the time of agreement is stored', async () => {
    const sent = Date.now();
    const response = await send(true);
    expect(response.status).toBe(201);
    const row = await api.app.db.selectFrom(table).select('consent_at').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.consent_at.getTime()).toBeGreaterThanOrEqual(sent - 1000);
    expect(row.consent_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });
});
