/**
 * Mail that cannot be abused: a name is a name (no link or second line into "Dear …"), one address
 * receives at most 3 booking e-mails an hour however many bookings name it, the contact form sends
 * no e-mail, and SMTP never falls back to cleartext unless the operator says so.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { FIELD_ERROR_TEXTS } from 'contract';
import { ConfigError, loadConfig } from '../src/config';
import { BOOKING_MAILS_PER_HOUR } from '../src/mail/outbox';
import {
  createStore,
  decodeQuotedPrintable,
  filesIn,
  formData,
  onFreshApi,
  outboxSettled,
  postForm,
  postJson,
  startApi,
  validDoctorBooking,
  validLabBooking,
} from './helpers';
import type { TestApi, TestStore } from './helpers';
import { plaintextSmtpServer } from './plaintext-smtp';
import type { PlaintextSmtp } from './plaintext-smtp';

const DOCTOR = '/api/appointment/doctorappointment/';
const LAB = '/api/appointment/labappointment/';

let api: TestApi;
let store: TestStore;
onFreshApi((started) => ({ api, store } = started));

interface LogLine {
  level: number;
  msg: string;
  outboxId?: number;
  reason?: string;
  audit?: { event: string; outcome?: string; reference_hash?: string };
}

const logLines = (from: TestApi): LogLine[] => from.logs.map((line) => JSON.parse(line) as LogLine);

async function outboxFor(from: TestApi, recipient: string) {
  return from.app.db
    .selectFrom('outbox')
    .select(['id', 'status', 'body_text', 'reference', 'purpose', 'last_error', 'attempts'])
    .where(sql<string>`lower(recipient)`, '=', recipient.toLowerCase())
    .orderBy('id')
    .execute();
}

async function countRows(table: 'doctor_appointments' | 'lab_appointments' | 'contact_messages' | 'outbox') {
  const row = await api.app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('names are names', () => {
  test.each([
    ['a link', 'Ramesh Your appointment needs pre-payment: http://evil.example/pay'],
    ['a second line', 'Ramesh\nYour appointment needs pre-payment'],
    ['digits', 'Ramesh 9810012345'],
    ['an address', 'ramesh@evil.example'],
  ])('a doctor booking whose name carries %s is refused, nothing stored or sent', async (_what, patientName) => {
    const before = { bookings: await countRows('doctor_appointments'), outbox: await countRows('outbox') };
    const response = await postForm(api, DOCTOR, formData(validDoctorBooking({ patient_name: patientName })));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({
      patient_name: FIELD_ERROR_TEXTS.name,
    });
    expect({ bookings: await countRows('doctor_appointments'), outbox: await countRows('outbox') }).toEqual(before);
  });

  test('the lab booking, the contact form and registration keep the same rule', async () => {
    const lab = await postForm(api, LAB, formData(validLabBooking({ patient_name: 'Sushila www.evil.example' })));
    expect(lab.status).toBe(400);
    expect(((await lab.json()) as { errors: unknown }).errors).toEqual({ patient_name: FIELD_ERROR_TEXTS.name });
    const contact = await postJson(api, '/api/contact/', {
      name: 'Visit http://evil.example',
      email: 'anjali@example.com',
      phone: '9899012345',
      subject: 'Visiting hours',
      message: 'When can I visit?',
      consent: true,
    });
    expect(contact.status).toBe(400);
    expect(((await contact.json()) as { errors: unknown }).errors).toEqual({ name: FIELD_ERROR_TEXTS.name });
    const registration = await postJson(api, '/api/patents/', {
      name: 'A',
      email: 'a.one@example.com',
      phone: '9899012345',
      age: 30,
      gender: 'F',
      login_id: 'aone',
      password: 'Long-enough-1',
      consent: true,
    });
    expect(registration.status).toBe(400);
    expect(((await registration.json()) as { errors: unknown }).errors).toEqual({ name: FIELD_ERROR_TEXTS.nameShort });
  });

  test('a name in Devanagari is booked and greeted as written', async () => {
    const email = 'devanagari.name@example.com';
    const response = await postForm(api, DOCTOR, formData(validDoctorBooking({ patient_name: 'सुशीला देवी', email })));
    expect(response.status).toBe(201);
    await outboxSettled(api);
    const [mail] = await outboxFor(api, email);
    expect(mail?.status).toBe('sent');
    const files = await filesIn(join(store.dataDir, 'outbox'));
    const file = files.find((name) => name.endsWith(`-${mail?.id}.eml`));
    expect(file).toBeDefined();
    const eml = decodeQuotedPrintable(await readFile(join(store.dataDir, 'outbox', file ?? ''), 'utf8'));
    expect(eml).toContain('Dear सुशीला देवी,');
  });
});

describe('at most 3 booking e-mails per address per hour', () => {
  test('the fourth booking is stored, its e-mail suppressed without a body, logged once without the address', async () => {
    const email = 'flooded.inbox@example.com';
    const statuses: number[] = [];
    // Doctor and lab bookings count together; the address in any case is the same inbox.
    for (const [path, fields] of [
      [DOCTOR, validDoctorBooking({ email })],
      [LAB, validLabBooking({ email: email.toUpperCase() })],
      [DOCTOR, validDoctorBooking({ email })],
      [LAB, validLabBooking({ email })],
      [DOCTOR, validDoctorBooking({ email: `Flooded.Inbox@example.com` })],
    ] as const) {
      statuses.push((await postForm(api, path, formData(fields))).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    await outboxSettled(api);
    api.app.outbox.kick();
    await outboxSettled(api);

    const mails = await outboxFor(api, email);
    expect(mails.map((mail) => mail.status)).toEqual(['sent', 'sent', 'sent', 'suppressed', 'suppressed']);
    expect(mails.slice(3).map((mail) => mail.body_text)).toEqual(['', '']);
    const suppressedIds = mails.slice(3).map((mail) => mail.id);

    const files = await filesIn(join(store.dataDir, 'outbox'));
    for (const id of suppressedIds) expect(files.some((name) => name.endsWith(`-${id}.eml`))).toBe(false);

    const lines = logLines(api);
    const suppressedLines = lines.filter((line) => line.msg.startsWith('booking e-mail suppressed'));
    expect(suppressedLines.map((line) => line.outboxId)).toEqual(suppressedIds);
    expect(suppressedLines.every((line) => line.level === 40)).toBe(true);
    const audits = lines.filter((line) => line.audit?.event === 'booking.mail_suppressed');
    expect(audits).toHaveLength(2);
    expect(audits.every((line) => line.audit?.outcome === 'limited' && line.audit.reference_hash)).toBe(true);
    const everything = api.logs.join('\n').toLowerCase();
    expect(everything).not.toContain('flooded');
    for (const mail of mails) expect(everything).not.toContain(mail.reference.toLowerCase());
  });

  test('one inbox counts once however its address is spelt (+tags, Gmail dots)', async () => {
    const spellings = ['victim@gmail.com', 'victim+1@gmail.com', 'v.i.c.t.i.m@gmail.com', 'Victim+x@googlemail.com'];
    for (const email of spellings) {
      expect((await postForm(api, DOCTOR, formData(validDoctorBooking({ email })))).status).toBe(201);
    }
    for (const email of [
      'someone+a@example.org',
      'someone@example.org',
      'SOMEONE+b@example.org',
      'someone+c@example.org',
    ]) {
      await postForm(api, DOCTOR, formData(validDoctorBooking({ email })));
    }
    // Dots are Gmail's alone: elsewhere they make another mailbox.
    await postForm(api, DOCTOR, formData(validDoctorBooking({ email: 's.omeone@example.org' })));
    await outboxSettled(api);
    const statuses = async (addresses: string[]) => {
      const rows = await api.app.db
        .selectFrom('outbox')
        .select('status')
        .where('recipient', 'in', addresses)
        .orderBy('id')
        .execute();
      return rows.map((row) => row.status);
    };
    expect(await statuses(spellings)).toEqual(['sent', 'sent', 'sent', 'suppressed']);
    expect(
      await statuses([
        'someone+a@example.org',
        'someone@example.org',
        'SOMEONE+b@example.org',
        'someone+c@example.org',
      ]),
    ).toEqual(['sent', 'sent', 'sent', 'suppressed']);
    expect(await statuses(['s.omeone@example.org'])).toEqual(['sent']);
  });

  test('bookings for one address at the same moment still send only 3', async () => {
    const email = 'all.at.once@example.com';
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => postForm(api, DOCTOR, formData(validDoctorBooking({ email })))),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(6).fill(201));
    await outboxSettled(api);
    const mails = await outboxFor(api, email);
    expect(mails.filter((mail) => mail.status === 'suppressed')).toHaveLength(6 - BOOKING_MAILS_PER_HOUR);
    expect(mails.filter((mail) => mail.status !== 'suppressed')).toHaveLength(BOOKING_MAILS_PER_HOUR);
  });

  test('another address is not affected, and an hour later the address receives again', async () => {
    const email = 'an.hour.later@example.com';
    for (let booking = 0; booking < 4; booking += 1) {
      await postForm(api, DOCTOR, formData(validDoctorBooking({ email })));
    }
    const other = await postForm(api, DOCTOR, formData(validDoctorBooking({ email: 'someone.else@example.com' })));
    expect(other.status).toBe(201);
    await outboxSettled(api);
    expect((await outboxFor(api, 'someone.else@example.com')).map((mail) => mail.status)).toEqual(['sent']);

    await sql`update outbox set created_at = created_at - interval '61 minutes' where lower(recipient) = ${email}`.execute(
      api.app.db,
    );
    await postForm(api, DOCTOR, formData(validDoctorBooking({ email })));
    await outboxSettled(api);
    const mails = await outboxFor(api, email);
    expect(mails.map((mail) => mail.status)).toEqual(['sent', 'sent', 'sent', 'suppressed', 'sent']);
  });
});

test('the contact form stores the message and sends no e-mail (its text never goes out)', async () => {
  const before = await countRows('outbox');
  const response = await postJson(api, '/api/contact/', {
    name: 'Anjali Verma',
    email: 'anjali.verma@example.com',
    phone: '9899012345',
    subject: 'Visiting hours',
    message: 'Your appointment needs pre-payment: http://evil.example/pay',
    consent: true,
  });
  expect(response.status).toBe(201);
  expect(await countRows('outbox')).toBe(before);
});

describe('SMTP without STARTTLS', () => {
  let smtp: PlaintextSmtp;
  const started: { api: TestApi; store: TestStore }[] = [];

  beforeAll(async () => {
    smtp = await plaintextSmtpServer();
  });
  afterAll(async () => {
    for (const { api: other, store: otherStore } of started) {
      await other.app.close();
      await otherStore.dispose();
    }
    await smtp.close();
  });

  async function apiWith(env: Record<string, string>): Promise<TestApi> {
    const otherStore = await createStore();
    const other = await startApi(otherStore, env);
    started.push({ api: other, store: otherStore });
    return other;
  }

  test('by default nothing is sent, not even the login, and the failure is logged without the address', async () => {
    const strict = await apiWith({ SMTP_URL: smtp.url });
    const email = 'kept.private@example.com';
    expect((await postForm(strict, DOCTOR, formData(validDoctorBooking({ email })))).status).toBe(201);
    await outboxSettled(strict);

    expect(smtp.received).toEqual([]);
    expect(smtp.logins).toEqual([]);
    const [mail] = await outboxFor(strict, email);
    expect(mail).toMatchObject({ status: 'pending', attempts: 1 });
    expect(mail?.last_error).toMatch(/STARTTLS/i);
    const failure = logLines(strict).find((line) => line.msg === 'e-mail not delivered yet');
    expect(failure).toMatchObject({ level: 40, outboxId: mail?.id, reason: expect.stringMatching(/STARTTLS/i) });
    expect(strict.logs.join('\n')).not.toContain('kept.private');
    expect(strict.logs.join('\n')).not.toContain('SMTP_ALLOW_PLAINTEXT');
  });

  test('with SMTP_ALLOW_PLAINTEXT=true (a local relay) it is sent', async () => {
    const relaxed = await apiWith({ SMTP_URL: smtp.url, SMTP_ALLOW_PLAINTEXT: 'true' });
    const email = 'local.relay@example.com';
    expect((await postForm(relaxed, DOCTOR, formData(validDoctorBooking({ email })))).status).toBe(201);
    await outboxSettled(relaxed);
    expect(smtp.logins).toEqual(['mailer']);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain(`To: ${email}`);
    expect((await outboxFor(relaxed, email)).map((mail) => mail.status)).toEqual(['sent']);
    expect(logLines(relaxed).filter((line) => line.msg.startsWith('SMTP_ALLOW_PLAINTEXT=true'))).toEqual([
      expect.objectContaining({ level: 40 }),
    ]);
  });
});

describe('SMTP settings', () => {
  test('SMTP_ALLOW_PLAINTEXT is off unless set to true, and nothing but true or false', () => {
    expect(loadConfig({}).smtpAllowPlaintext).toBe(false);
    expect(loadConfig({ SMTP_ALLOW_PLAINTEXT: 'false' }).smtpAllowPlaintext).toBe(false);
    expect(loadConfig({ SMTP_ALLOW_PLAINTEXT: 'true' }).smtpAllowPlaintext).toBe(true);
    expect(() => loadConfig({ SMTP_ALLOW_PLAINTEXT: 'yes' })).toThrow(ConfigError);
  });

  test('SMTP_URL cannot switch the STARTTLS requirement off behind the setting', () => {
    for (const query of ['requireTLS=false', 'ignoreTLS=true', 'REQUIRETLS=false']) {
      expect(() => loadConfig({ SMTP_URL: `smtp://relay.example:587?${query}` })).toThrow(/SMTP_ALLOW_PLAINTEXT/);
    }
    expect(loadConfig({ SMTP_URL: 'smtps://user:pass@mail.example:465' }).smtpUrl).toBe(
      'smtps://user:pass@mail.example:465',
    );
  });
});
