/**
 * SMS and WhatsApp messages (issue 49), on the notices' own clock, against the providers' local
 * stand-ins: what each booking sends and when, the quiet hours, cancellation, STOP, receipts in
 * any order, the fallback to SMS, the code by SMS, the webhooks' refusals, and a send whose
 * instance stops between the provider's answer and its own commit.
 */
import { PassThrough } from 'node:stream';
import { sql } from 'kysely';
import { loadConfig } from '../src/config';
import { buildApp } from '../src/app';
import { registeredText, TEMPLATE_NAMES, whatsAppBody, withinLimit } from '../src/features/notices/templates';
import { heldToDaytime, remindersFor } from '../src/features/notices/schedule';
import { whatsAppSignature } from '../src/features/notices/webhooks';
import { ProviderStandIns } from '../src/stand-ins/providers';
import { formatNotices } from '../src/mail/cli';
import { givenUpNotices } from '../src/features/notices';
import type { AcceptedMessage } from '../src/stand-ins/providers';
import { BookingService, NO_CLIENT } from '../src/features/appointments/service';
import { DEFAULT_HOLD_LIMITS } from '../src/features/appointments/holds';
import { doctorAppointmentSchema } from 'contract';
import type { DoctorAppointmentCreated } from 'contract';
import {
  createStore,
  dayFromToday,
  doctor1Slots,
  formData,
  ownContact,
  postForm,
  postJson,
  SITE_ORIGIN,
  validDoctorBooking,
} from './helpers';
import type { TestApi, TestStore } from './helpers';

const ist = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

describe('when reminders go', () => {
  test('a booking on the 10th at 10:00 is reminded at 18:00 on the 7th and the 9th', () => {
    expect(remindersFor('2026-12-10', ist('2026-12-01', '12:00'))).toEqual([
      { kind: 'reminder3', at: ist('2026-12-07', '18:00') },
      { kind: 'reminder1', at: ist('2026-12-09', '18:00') },
    ]);
  });

  test('none for a booking made the day before, only the last for one made inside three days', () => {
    expect(remindersFor('2026-12-10', ist('2026-12-09', '07:00'))).toEqual([]);
    expect(remindersFor('2026-12-10', ist('2026-12-08', '09:00'))).toEqual([
      { kind: 'reminder1', at: ist('2026-12-09', '18:00') },
    ]);
  });

  test('nothing between 21:00 and 08:00 India time: one due at 22:30 or 06:00 waits until 08:00', () => {
    expect(heldToDaytime(ist('2026-12-07', '22:30'))).toEqual(ist('2026-12-08', '08:00'));
    expect(heldToDaytime(ist('2026-12-08', '06:00'))).toEqual(ist('2026-12-08', '08:00'));
    expect(heldToDaytime(ist('2026-12-08', '20:59'))).toEqual(ist('2026-12-08', '20:59'));
  });
});

const ADDRESSES = { siteUrl: 'https://hospital.example', apiUrl: 'https://api.hospital.example' };

describe('the templates', () => {
  test.each(TEMPLATE_NAMES.flatMap((name) => (['en', 'hi'] as const).map((language) => [name, language] as const)))(
    '%s in %s: the WhatsApp body is the DLT text, with numbered variables in the same places',
    (name, language) => {
      const dlt = registeredText(name, language, ADDRESSES);
      const body = whatsAppBody(name, language, ADDRESSES);
      const count = dlt.split('{#var#}').length - 1;
      expect(count).toBeGreaterThan(0);
      expect(body).toBe(
        dlt.split('{#var#}').reduce((text, part, index) => (index === 0 ? part : `${text}{{${index}}}${part}`), ''),
      );
      // No price, test or speciality: the fixed text names none.
      expect(dlt).not.toMatch(/₹|Rs\.?\s|price|test|cardio|मूल्य/i);
    },
  );

  test('a long value is shortened by rule, never over 30 characters', () => {
    expect(withinLimit('Ramesh Kumar Chand Sharma Verma Yadav', 'name')).toBe('Ramesh K. C. S. V. Y.');
    const cut = withinLimit('Ramachandran Venkataraghavan Subramaniam Iyer', 'name');
    expect(Array.from(cut).length).toBeLessThanOrEqual(30);
    const long = withinLimit('x'.repeat(45), 'place');
    expect(Array.from(long)).toHaveLength(30);
    expect(long.endsWith('…')).toBe(true);
  });
});

const KINDS = ['confirmation', 'reminder', 'change', 'cancellation', 'code', 'unavailable', 'joining'];
const DLT_IDS = KINDS.flatMap((kind, index) => [
  `${kind}.en=11070000000000000${index}1`,
  `${kind}.hi=11070000000000000${index}2`,
]);
const MSG91_IDS = KINDS.flatMap((kind) => [`${kind}.en=msg91-${kind}-en`, `${kind}.hi=msg91-${kind}-hi`]);

const standIns = new ProviderStandIns({
  whatsAppToken: 'wa-token',
  appSecret: 'wa-app-secret',
  phoneNumberId: '1029384756',
  msg91AuthKey: 'msg91-key',
});

let store: TestStore;
let api: TestApi;
/** The notices' clock: each test sets it. */
let now = new Date();
/** Set by the crash test: the instance stops after the provider answered. */
let crashAfterAck = false;

class StoppedAfterAck extends Error {}

beforeAll(async () => {
  await standIns.start();
  store = await createStore();
  const config = loadConfig({
    API_DATA_DIR: store.dataDir,
    SITE_ORIGINS: SITE_ORIGIN,
    SITE_URL: ADDRESSES.siteUrl,
    API_PUBLIC_URL: ADDRESSES.apiUrl,
    API_RATE_LIMIT: '10000',
    API_MANAGE_RATE_LIMIT: '10000',
    API_HOLDS_UNPROVEN_PER_CONTACT: '1000',
    API_HOLDS_UNPROVEN_PER_NETWORK: '1000',
    API_HOLDS_PER_NETWORK: '1000',
    API_HOLDS_UNPROVEN_DOCTOR_DAY_PERCENT: '100',
    LOG_LEVEL: 'info',
    ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
    WHATSAPP_ACCESS_TOKEN: 'wa-token',
    WHATSAPP_PHONE_NUMBER_ID: '1029384756',
    WHATSAPP_APP_SECRET: 'wa-app-secret',
    WHATSAPP_VERIFY_TOKEN: 'wa-verify',
    WHATSAPP_GRAPH_URL: standIns.whatsAppGraphUrl,
    MSG91_AUTH_KEY: 'msg91-key',
    MSG91_URL: standIns.msg91Url,
    SMS_SENDER_ID: 'ARVCAR',
    DLT_ENTITY_ID: '1101000000000000001',
    DLT_TEMPLATE_IDS: DLT_IDS.join(','),
    MSG91_TEMPLATE_IDS: MSG91_IDS.join(','),
    MSG91_RECEIPT_TOKEN: 'report-token',
    NOTICE_REQUEST_TIMEOUT_MS: '1500',
  });
  const logs: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logs.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  const app = buildApp(config, {
    logStream,
    noticeClock: () => now,
    noticeHooks: {
      afterAck: async () => {
        if (crashAfterAck) throw new StoppedAfterAck();
      },
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  api = { app, config, baseUrl: `http://127.0.0.1:${port}`, logs };
  standIns.setReceiptUrls({
    whatsApp: `${api.baseUrl}/api/notices/whatsapp/`,
    msg91: `${api.baseUrl}/api/notices/sms/receipts/?token=report-token`,
  });
});

afterAll(async () => {
  await standIns.close();
  await api.app.close();
  await store.dispose();
});

beforeEach(() => {
  standIns.mode = 'ok';
  standIns.options.autoReceipts = [];
  crashAfterAck = false;
  now = new Date();
});

/** Runs the dispatcher to quiet at the clock's time, and waits for the receipts it caused. */
async function deliverAt(at: Date): Promise<void> {
  now = at;
  const { dispatcher } = api.app.notices;
  await dispatcher.idle();
  await dispatcher.runOnce().catch((error: unknown) => {
    if (!(error instanceof StoppedAfterAck)) throw error;
  });
  await standIns.receiptsPosted();
}

const sentTo = (phone: string): AcceptedMessage[] => standIns.accepted.filter((message) => message.to === `91${phone}`);

/** A doctor-1 slot at least `ahead` days from today. */
function slotFrom(ahead: number): { date: string; slot_start: string } {
  for (let day = ahead; day < ahead + 30; day += 1) {
    const date = dayFromToday(day);
    const start = doctor1Slots(date).find((slot) => !used.has(`${date} ${slot}`));
    if (start) {
      used.add(`${date} ${start}`);
      return { date, slot_start: start };
    }
  }
  throw new Error('no slot');
}
const used = new Set<string>();

async function bookByForm(
  phone: string,
  language: 'en' | 'hi' = 'en',
  ahead = 10,
  fields: Record<string, string> = {},
): Promise<DoctorAppointmentCreated> {
  const contact = ownContact('notice');
  const response = await postForm(
    api,
    `/api/appointment/doctorappointment/?lang=${language}`,
    formData(validDoctorBooking({ ...slotFrom(ahead), email: contact.email, phone, ...fields })),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as DoctorAppointmentCreated;
}

/** A booking with WhatsApp ticked: the booking service as the route runs it, with that consent. */
async function bookWithWhatsApp(phone: string): Promise<DoctorAppointmentCreated> {
  const contact = ownContact('whatsapp');
  const service = new BookingService({
    db: api.app.db,
    access: {
      issueLinkToken: async () => 'link-token',
      issueGrant: async () => ({ access: 'grant', expiresAt: new Date(Date.now() + 60_000) }),
    },
    mail: { queue: async () => undefined, deliverQueued: () => undefined },
    prescriptions: {
      writeIncoming: async () => undefined,
      discard: async () => undefined,
      moveIntoPlace: async () => undefined,
    },
    siteUrl: ADDRESSES.siteUrl,
    holds: {
      ...DEFAULT_HOLD_LIMITS,
      unprovenPerContact: 1000,
      unprovenPerNetwork: 1000,
      perNetwork: 1000,
      unprovenDoctorDayPercent: 100,
    },
    codes: { send: async () => 'sent', check: async () => false },
    notices: api.app.notices.service,
  });
  const input = await doctorAppointmentSchema().validate(
    validDoctorBooking({ ...slotFrom(10), email: contact.email, phone }),
  );
  return service.bookDoctorAppointment(input, NO_CLIENT, 'en', { sms: true, whatsapp: true });
}

async function noticesOf(reference: string) {
  return api.app.db
    .selectFrom('notices')
    .select(['kind', 'channel', 'status', 'next_attempt_at', 'variables', 'provider_id'])
    .where('reference', '=', reference)
    .orderBy('id')
    .execute();
}

let phones = 0;
const newPhone = () => `98765${String((phones += 1)).padStart(5, '0')}`;

describe('a booking by SMS (the default)', () => {
  test('confirmation at once in Hindi as registered, reminders at 18:00 three days and one day before', async () => {
    const phone = newPhone();
    const booking = await bookByForm(phone, 'hi');
    await deliverAt(now);
    const [confirmation] = sentTo(phone);
    expect(confirmation).toMatchObject({ channel: 'sms', template: 'msg91-confirmation-hi', language: 'hi' });
    expect(confirmation?.body).toMatchObject({
      sender: 'ARVCAR',
      DLT_TE_ID: '1107000000000000002',
      PE_ID: '1101000000000000001',
    });
    // The text the patient reads is the registered one with the variables filled in order.
    const text = confirmation?.variables.reduce(
      (filled, value) => filled.replace('{#var#}', value),
      registeredText('confirmation', 'hi', ADDRESSES),
    );
    expect(text).toContain(booking.reference);
    expect(text).toContain('कमरा');
    for (const value of confirmation?.variables ?? []) expect(Array.from(value).length).toBeLessThanOrEqual(30);

    const reminders = (await noticesOf(booking.reference)).filter((row) => row.kind.startsWith('reminder'));
    expect(reminders.map((row) => [row.kind, row.next_attempt_at.toISOString()])).toEqual([
      ['reminder3', ist(daysBefore(booking.date, 3), '18:00').toISOString()],
      ['reminder1', ist(daysBefore(booking.date, 1), '18:00').toISOString()],
    ]);

    // Missed at 18:00 (the API was down): at 22:30 it still waits, at 08:00 it goes.
    await deliverAt(ist(daysBefore(booking.date, 3), '22:30'));
    expect(sentTo(phone)).toHaveLength(1);
    await deliverAt(ist(daysBefore(booking.date, 2), '08:00'));
    expect(sentTo(phone).map((message) => message.template)).toEqual(['msg91-confirmation-hi', 'msg91-reminder-hi']);
    await deliverAt(ist(daysBefore(booking.date, 1), '18:00'));
    expect(sentTo(phone)).toHaveLength(3);
  });

  test('a cancellation is sent and removes the reminders still to go', async () => {
    const phone = newPhone();
    const booking = await bookByForm(phone);
    const cancelled = await postJson(api, '/api/appointment/cancel/', {
      reference: booking.reference,
      access: booking.access,
    });
    expect(cancelled.status).toBe(200);
    await deliverAt(now);
    expect(sentTo(phone).map((message) => message.template)).toEqual([
      'msg91-confirmation-en',
      'msg91-cancellation-en',
    ]);
    await deliverAt(ist(daysBefore(booking.date, 1), '18:00'));
    expect(sentTo(phone)).toHaveLength(2);
    expect(
      (await noticesOf(booking.reference)).filter((row) => row.kind.startsWith('reminder')).map((row) => row.status),
    ).toEqual(['cancelled', 'cancelled']);
  });

  test('a number that is not an Indian mobile gets no SMS; the booking stands', async () => {
    // The form refuses SMS ticked for a landline (the consent tests); unticked, the booking goes by e-mail.
    const booking = await bookByForm('1294000000', 'en', 10, { sms_messages: 'false' });
    await deliverAt(now);
    expect(await noticesOf(booking.reference)).toEqual([]);
  });

  test('the manage code goes by SMS to the phone typed, by e-mail to the e-mail typed', async () => {
    const phone = newPhone();
    const booking = await bookByForm(phone);
    await deliverAt(now);
    const lookup = await postJson(api, '/api/appointment/lookup/', { reference: booking.reference, contact: phone });
    expect(lookup.status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await deliverAt(now);
    const code = sentTo(phone).find((message) => message.template === 'msg91-code-en');
    expect(code?.variables[0]).toMatch(/^\d{6,8}$/);
    expect(code?.variables[1]).toBe(booking.reference);

    const before = sentTo(phone).length;
    const email = (
      await api.app.db
        .selectFrom('doctor_appointments')
        .select('email')
        .where('reference', '=', booking.reference)
        .executeTakeFirstOrThrow()
    ).email;
    await postJson(api, '/api/appointment/lookup/', { reference: booking.reference, contact: email });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await deliverAt(now);
    expect(sentTo(phone)).toHaveLength(before);
    const mails = await api.app.db
      .selectFrom('outbox')
      .select('purpose')
      .where('reference', '=', booking.reference)
      .execute();
    expect(mails.map((mail) => mail.purpose)).toContain('access-code');
  });
});

describe('WhatsApp, ticked', () => {
  test('goes by WhatsApp with the SMS standing by; STOP stops the next WhatsApp, not the SMS', async () => {
    const phone = newPhone();
    const booking = await bookWithWhatsApp(phone);
    await deliverAt(now);
    expect(sentTo(phone).map((message) => [message.channel, message.template])).toEqual([
      ['whatsapp', 'booking_confirmation'],
    ]);
    standIns.options.autoReceipts = ['delivered'];
    const [first] = sentTo(phone);
    if (first) await standIns.receipt(first, 'delivered');

    await standIns.incoming(`91${phone}`, 'STOP');
    await deliverAt(ist(daysBefore(booking.date, 3), '18:00'));
    expect(sentTo(phone).map((message) => [message.channel, message.template])).toEqual([
      ['whatsapp', 'booking_confirmation'],
      ['sms', 'msg91-reminder-en'],
    ]);
  });

  test('receipts in any order: a late "sent" never undoes "read"; the SMS is not needed', async () => {
    const phone = newPhone();
    const booking = await bookWithWhatsApp(phone);
    await deliverAt(now);
    const [message] = sentTo(phone);
    if (!message) throw new Error('nothing sent');
    await standIns.receipt(message, 'read');
    await standIns.receipt(message, 'delivered');
    await standIns.receipt(message, 'sent');
    const rows = (await noticesOf(booking.reference)).filter((row) => row.kind === 'confirmation');
    expect(rows.map((row) => [row.channel, row.status])).toEqual([
      ['whatsapp', 'read'],
      ['sms', 'cancelled'],
    ]);
    await deliverAt(new Date(now.getTime() + 30 * 60_000));
    expect(sentTo(phone)).toHaveLength(1);
  });

  test('not delivered in 10 minutes: the SMS goes, once', async () => {
    const phone = newPhone();
    await bookWithWhatsApp(phone);
    const booked = now;
    await deliverAt(booked);
    await deliverAt(new Date(booked.getTime() + 9 * 60_000));
    expect(sentTo(phone).map((message) => message.channel)).toEqual(['whatsapp']);
    await deliverAt(new Date(booked.getTime() + 10 * 60_000));
    await deliverAt(new Date(booked.getTime() + 40 * 60_000));
    expect(sentTo(phone).map((message) => message.channel)).toEqual(['whatsapp', 'sms']);
  });

  test('accepted and then failed: the SMS goes at once', async () => {
    const phone = newPhone();
    standIns.mode = 'ack-then-fail';
    await bookWithWhatsApp(phone);
    await deliverAt(now);
    standIns.mode = 'ok';
    await deliverAt(now);
    expect(sentTo(phone).map((message) => message.channel)).toEqual(['whatsapp', 'sms']);
  });
});

describe('a provider that fails', () => {
  test('a 500 is tried again after 1, then 2 minutes, and sent once it answers', async () => {
    const phone = newPhone();
    standIns.mode = 'error500';
    const booking = await bookByForm(phone);
    const start = now;
    await deliverAt(start);
    await deliverAt(new Date(start.getTime() + 61_000));
    const [row] = (await noticesOf(booking.reference)).filter((notice) => notice.kind === 'confirmation');
    expect(row?.status).toBe('pending');
    // Two attempts so far: the next waits 2 minutes.
    expect(row?.next_attempt_at.getTime()).toBe(start.getTime() + 61_000 + 120_000);
    standIns.mode = 'ok';
    await deliverAt(new Date(start.getTime() + 200_000));
    expect(sentTo(phone).map((message) => message.template)).toEqual(['msg91-confirmation-en']);
  });

  test('no answer (a hang) may mean accepted: WhatsApp waits for its receipt, then goes again with the same key', async () => {
    const phone = newPhone();
    standIns.mode = 'hang';
    const booking = await bookWithWhatsApp(phone);
    const start = now;
    await deliverAt(start);
    standIns.mode = 'ok';
    await deliverAt(new Date(start.getTime() + 5 * 60_000));
    expect(sentTo(phone)).toHaveLength(0);
    await deliverAt(new Date(start.getTime() + 10 * 60_000 + 1));
    // Not delivered in 10 minutes: the SMS goes too, as for any WhatsApp message.
    expect(
      sentTo(phone)
        .map((sent) => sent.channel)
        .sort(),
    ).toEqual(['sms', 'whatsapp']);
    const message = sentTo(phone).find((sent) => sent.channel === 'whatsapp');
    const [row] = await api.app.db
      .selectFrom('notices')
      .select('send_key')
      .where('reference', '=', booking.reference)
      .where('channel', '=', 'whatsapp')
      .where('kind', '=', 'confirmation')
      .execute();
    expect(message?.callbackData).toBe(row?.send_key);
  });

  test('stopped between the provider’s answer and the commit: sent exactly once', async () => {
    // WhatsApp: its receipts echo the send key, so the row is found and never sent again.
    const phone = newPhone();
    standIns.options.autoReceipts = ['sent', 'delivered'];
    const booking = await bookWithWhatsApp(phone);
    crashAfterAck = true;
    await deliverAt(now);
    crashAfterAck = false;
    const requests = standIns.requests;
    // Another instance, after the dead one's claim has run out.
    await deliverAt(new Date(now.getTime() + 11 * 60_000));
    expect(standIns.requests).toBe(requests);
    expect(sentTo(phone)).toHaveLength(1);
    const rows = (await noticesOf(booking.reference)).filter((notice) => notice.kind === 'confirmation');
    expect(rows.map((row) => [row.channel, row.status, row.provider_id])).toEqual([
      ['whatsapp', 'delivered', sentTo(phone)[0]?.id],
      ['sms', 'cancelled', null],
    ]);

    // SMS: MSG91 takes no key, so it is not sent again but left for staff as unconfirmed.
    const smsPhone = newPhone();
    standIns.options.autoReceipts = [];
    const smsBooking = await bookByForm(smsPhone);
    crashAfterAck = true;
    await deliverAt(now);
    crashAfterAck = false;
    await deliverAt(new Date(now.getTime() + 11 * 60_000));
    expect(sentTo(smsPhone)).toHaveLength(1);
    const [sms] = (await noticesOf(smsBooking.reference)).filter((notice) => notice.kind === 'confirmation');
    expect(sms?.status).toBe('unconfirmed');
    // Staff see it in the outbox command's list: masked, never its text.
    const listed = formatNotices(await givenUpNotices(api.app.db));
    expect(listed).toContain('SMS and WhatsApp messages given up:');
    expect(listed).toMatch(new RegExp(`unconfirmed\\s+sms\\s+confirmation\\s+1\\s+.*\\*{6}${smsPhone.slice(-4)}`));
    expect(listed).not.toContain(smsBooking.reference);
    expect(listed).not.toContain(smsPhone);
  });
});

const postWebhook = (body: string, signature?: string) =>
  fetch(`${api.baseUrl}/api/notices/whatsapp/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) },
    body,
  });
const statusOf = (id: string, status: string) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      { id: '1', changes: [{ field: 'messages', value: { statuses: [{ id, status, timestamp: '1765000000' }] } }] },
    ],
  });

describe('the webhooks', () => {
  test('a bad or missing signature: 401 and nothing changed', async () => {
    const phone = newPhone();
    const booking = await bookWithWhatsApp(phone);
    await deliverAt(now);
    const id = sentTo(phone)[0]?.id ?? '';
    const body = statusOf(id, 'read');
    expect((await postWebhook(body)).status).toBe(401);
    expect((await postWebhook(body, whatsAppSignature('wrong-secret', body))).status).toBe(401);
    expect((await postWebhook(body, whatsAppSignature('wa-app-secret', `${body} `))).status).toBe(401);
    const [row] = (await noticesOf(booking.reference)).filter((notice) => notice.channel === 'whatsapp');
    expect(row?.status).toBe('sent');
    const report = await postJson(api, '/api/notices/sms/receipts/?token=wrong', { requestId: 'x', status: 1 });
    expect(report.status).toBe(401);
  });

  test('an unknown receipt id: 200, logged, nothing changed', async () => {
    const before = await api.app.db.selectFrom('notices').select(['id', 'status']).orderBy('id').execute();
    const body = statusOf('wamid.nobody', 'delivered');
    const answer = await postWebhook(body, whatsAppSignature('wa-app-secret', body));
    expect(answer.status).toBe(200);
    expect(api.logs.some((line) => line.includes('receipt for no message sent from here'))).toBe(true);
    expect(await api.app.db.selectFrom('notices').select(['id', 'status']).orderBy('id').execute()).toEqual(before);
  });

  test('the subscription check echoes the challenge only with the verify token', async () => {
    const ok = await fetch(
      `${api.baseUrl}/api/notices/whatsapp/?hub.mode=subscribe&hub.verify_token=wa-verify&hub.challenge=42`,
    );
    expect(await ok.text()).toBe('42');
    const refused = await fetch(
      `${api.baseUrl}/api/notices/whatsapp/?hub.mode=subscribe&hub.verify_token=no&hub.challenge=42`,
    );
    expect(refused.status).toBe(403);
  });

  test('the stop link asks first (GET changes nothing), then stops that channel at once', async () => {
    const phone = newPhone();
    const booking = await bookByForm(phone);
    await deliverAt(now);
    const [confirmation] = sentTo(phone);
    const token = confirmation?.variables.at(-1) ?? '';
    const link = `${api.baseUrl}/api/notices/stop/${token}`;
    expect((await fetch(link)).status).toBe(200);
    const pendingBefore = await sql<{
      n: number;
    }>`select count(*)::int as n from notices where phone = ${phone} and status = 'pending'`.execute(api.app.db);
    expect(pendingBefore.rows[0]?.n).toBe(2);
    expect((await fetch(link, { method: 'POST' })).status).toBe(200);
    await deliverAt(ist(daysBefore(booking.date, 1), '18:00'));
    expect(sentTo(phone)).toHaveLength(1);
    expect((await fetch(`${api.baseUrl}/api/notices/stop/S1nothing`)).status).toBe(404);
  });
});
