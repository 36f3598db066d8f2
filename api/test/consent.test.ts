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

const book = (path: string, fields: Record<string, unknown>) =>
  postForm(api, path, formData(fields as Record<string, string>));

async function channelsOf(kind: 'doctor' | 'lab', reference: string) {
  const table = kind === 'doctor' ? 'doctor_appointments' : 'lab_appointments';
  const booking = await api.app.db
    .selectFrom(table)
    .select('id')
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  const consent = await api.app.db
    .selectFrom('notice_consents')
    .select(['sms', 'whatsapp', 'consent_at'])
    .where('booking_kind', '=', kind)
    .where('booking_id', '=', booking.id)
    .executeTakeFirstOrThrow();
  const queued = await api.app.db
    .selectFrom('notices')
    .select(['channel', 'status'])
    .where('booking_kind', '=', kind)
    .where('booking_id', '=', booking.id)
    .where('kind', '=', 'confirmation')
    .orderBy('channel')
    .execute();
  return { consent, queued };
}

/** Issue 49: each booking form asks which channels its own messages may take to the phone typed. */
describe("a booking's text channels", () => {
  const bookings = [
    { kind: 'doctor', path: '/api/appointment/doctorappointment/', fields: validDoctorBooking },
    { kind: 'lab', path: '/api/appointment/labappointment/', fields: validLabBooking },
  ] as const;

  describe.each(bookings)('$kind booking', ({ kind, path, fields }) => {
    test('by default, SMS only, with the time it was agreed', async () => {
      const response = await book(path, fields());
      expect(response.status).toBe(201);
      const { reference } = (await response.json()) as { reference: string };
      const { consent, queued } = await channelsOf(kind, reference);
      expect(consent).toMatchObject({ sms: true, whatsapp: false });
      expect(consent.consent_at).toBeInstanceOf(Date);
      // Its status moves on as the deliverer takes it: only which channels were queued is the form's doing.
      expect(queued.map((notice) => notice.channel)).toEqual(['sms']);
    });

    test('WhatsApp ticked: WhatsApp first, the SMS standing by', async () => {
      const response = await book(path, { ...fields(), whatsapp_messages: 'true' });
      expect(response.status).toBe(201);
      const { reference } = (await response.json()) as { reference: string };
      const { consent, queued } = await channelsOf(kind, reference);
      expect(consent).toMatchObject({ sms: true, whatsapp: true });
      expect(queued.map((notice) => notice.channel)).toEqual(['sms', 'whatsapp']);
      expect(queued[0]?.status).toBe('standby');
    });

    test('both unticked: no text at all, the e-mail as ever', async () => {
      const response = await book(path, { ...fields(), sms_messages: 'false' });
      expect(response.status).toBe(201);
      const { reference } = (await response.json()) as { reference: string };
      const { consent, queued } = await channelsOf(kind, reference);
      expect(consent).toMatchObject({ sms: false, whatsapp: false });
      expect(queued).toEqual([]);
    });

    test('a landline with a channel ticked is refused on that channel, and nothing is stored', async () => {
      const table = kind === 'doctor' ? 'doctor_appointments' : 'lab_appointments';
      const before = await rows(table);
      const response = await book(path, { ...fields(), phone: '0129-2345678', whatsapp_messages: 'true' });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        errors: {
          sms_messages: FIELD_ERROR_TEXTS.textsNeedMobile,
          whatsapp_messages: FIELD_ERROR_TEXTS.textsNeedMobile,
        },
      });
      expect(await rows(table)).toBe(before);

      const byEmailOnly = await book(path, { ...fields(), phone: '0129-2345678', sms_messages: 'false' });
      expect(byEmailOnly.status).toBe(201);
    });
  });
});
