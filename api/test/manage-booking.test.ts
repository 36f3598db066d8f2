import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { MESSAGES } from 'shared-ui/contract';
import type { BookingSummary, DoctorAppointment, LabAppointment } from 'shared-ui/contract';
import {
  createStore,
  dayFromToday,
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

const LOOKUP = '/api/appointment/lookup/';
const CANCEL = '/api/appointment/cancel/';
const NOT_FOUND = {
  message:
    'We could not find a booking with this reference and phone number or email. Please check both and try again.',
};

let api: TestApi;
let store: TestStore;
onFreshApi((started) => {
  ({ api, store } = started);
});

async function bookDoctor(overrides: Record<string, string> = {}): Promise<DoctorAppointment> {
  const response = await postForm(api, '/api/appointment/doctorappointment/', formData(validDoctorBooking(overrides)));
  expect(response.status).toBe(201);
  return (await response.json()) as DoctorAppointment;
}

async function bookLab(overrides: Record<string, string> = {}): Promise<LabAppointment> {
  const response = await postForm(api, '/api/appointment/labappointment/', formData(validLabBooking(overrides)));
  expect(response.status).toBe(201);
  return (await response.json()) as LabAppointment;
}

/** Milliseconds a look-up takes to be refused. */
async function timeRefusal(body: unknown): Promise<number> {
  const started = performance.now();
  expect((await postJson(api, LOOKUP, body)).status).toBe(404);
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function answer(path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const response = await postJson(api, path, body);
  return { status: response.status, body: await response.json() };
}

describe('look up', () => {
  test('a doctor booking by its phone: the booking and its status, never the patient’s details', async () => {
    const booking = await bookDoctor({ mode: 'ON', phone: '9810000001', date: dayFromToday(5) });
    const found = await answer(LOOKUP, { reference: booking.reference, contact: '9810000001' });
    expect(found).toEqual({
      status: 200,
      body: {
        kind: 'doctor',
        reference: booking.reference,
        date: dayFromToday(5),
        status: 'booked',
        cancelled_at: null,
        can_cancel: true,
        doctor_name: expect.stringMatching(/^Dr\. /),
        department_name: 'Cardiology',
        mode: 'ON',
      },
    });
    const text = JSON.stringify(found.body);
    for (const personal of [booking.patient_name, booking.email, booking.phone, booking.address]) {
      expect(text).not.toContain(personal);
    }
  });

  test('a lab booking by its e-mail in any case, its reference in any case', async () => {
    const booking = await bookLab({ email: 'Sushila.Devi@Example.com' });
    const found = await answer(LOOKUP, {
      reference: booking.reference.toLowerCase(),
      contact: 'sushila.devi@EXAMPLE.com',
    });
    expect(found).toEqual({
      status: 200,
      body: {
        kind: 'lab',
        reference: booking.reference,
        date: booking.date,
        status: 'booked',
        cancelled_at: null,
        can_cancel: true,
        test_name: 'Complete Blood Count (CBC)',
        lab_name: 'Central Pathology Lab',
        test_price: 350,
      },
    });
  });

  test.each(['+91 98100 00002', '098100-00002', '(98100) 00002', '919810000002'])(
    'a phone written as %p is compared by its 10 digits',
    async (contact) => {
      const booking = await bookDoctor({ phone: '9810000002' });
      expect((await answer(LOOKUP, { reference: booking.reference, contact })).status).toBe(200);
    },
  );

  test('an unknown reference and a wrong contact get the very same 404', async () => {
    const booking = await bookDoctor({ phone: '9810000003', email: 'third@example.com' });
    const lab = await bookLab();
    const id = Number(booking.reference.slice(4));
    const answers = [
      await answer(LOOKUP, { reference: booking.reference, contact: '9810000004' }),
      await answer(LOOKUP, { reference: booking.reference, contact: 'second@example.com' }),
      await answer(LOOKUP, { reference: `APT-${String(id + 1000).padStart(6, '0')}`, contact: '9810000003' }),
      // Right number, wrong kind: a lab booking's id with the doctor prefix.
      await answer(LOOKUP, { reference: `APT-${lab.reference.slice(4)}`, contact: lab.phone }),
      await answer(LOOKUP, { reference: 'APT-9999999999', contact: '9810000003' }),
      await answer(CANCEL, { reference: booking.reference, contact: '9810000004' }),
      await answer(CANCEL, { reference: 'LAB-4294967296', contact: '9810000003' }),
    ];
    for (const refusal of answers) expect(refusal).toEqual({ status: 404, body: NOT_FOUND });
  });

  test('an unknown reference and a wrong contact take comparable time', async () => {
    const booking = await bookDoctor({ phone: '9810000005' });
    const unknown = `APT-${String(Number(booking.reference.slice(4)) + 5000).padStart(6, '0')}`;
    await outboxSettled(api);
    // Each round times one of each back to back, in alternating order, and keeps the difference:
    // pairs share whatever else the machine is doing, so their median difference is the code's.
    const differences: number[] = [];
    for (let round = 0; round < 80; round += 1) {
      const wrong = () => timeRefusal({ reference: booking.reference, contact: '9810000006' });
      const missing = () => timeRefusal({ reference: unknown, contact: '9810000005' });
      if (round % 2 === 0) {
        const first = await wrong();
        differences.push(first - (await missing()));
      } else {
        const first = await missing();
        differences.push((await wrong()) - first);
      }
    }
    // The same single query answers both; what remains is the machine's noise, which on a busy CI
    // box is tens of milliseconds per request but cancels out in the median of many pairs. A branch
    // that did visibly more work for one of them (a password hash, say) would stand out.
    expect(Math.abs(median(differences))).toBeLessThan(15);
  });

  test('a malformed reference or contact is a 400 naming the field', async () => {
    expect(await answer(LOOKUP, { reference: 'APT-12', contact: 'nobody' })).toEqual({
      status: 400,
      body: {
        message: 'Please check the highlighted fields.',
        errors: { reference: MESSAGES.reference, contact: MESSAGES.contact },
      },
    });
    expect(await answer(LOOKUP, {})).toEqual({
      status: 400,
      body: {
        message: 'Please check the highlighted fields.',
        errors: { reference: MESSAGES.referenceRequired, contact: MESSAGES.contactRequired },
      },
    });
  });

  test('the reference and contact are taken from the body only: there is no GET, and a query string is ignored', async () => {
    const booking = await bookDoctor({ phone: '9810000007' });
    const get = await fetch(`${api.baseUrl}${LOOKUP}?reference=${booking.reference}&contact=9810000007`);
    expect(get.status).toBe(404);
    const post = await fetch(`${api.baseUrl}${LOOKUP}?reference=${booking.reference}&contact=9810000007`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(post.status).toBe(400);
  });
});

describe('cancel', () => {
  test('marks the booking cancelled with its time, keeps it, and e-mails the patient', async () => {
    const booking = await bookDoctor({ phone: '9810000011', email: 'cancel.me@example.com', mode: 'OFF' });
    const before = Date.now();
    const cancelled = await answer(CANCEL, { reference: booking.reference, contact: 'cancel.me@example.com' });
    expect(cancelled).toEqual({
      status: 200,
      body: expect.objectContaining({ reference: booking.reference, status: 'cancelled', can_cancel: false }),
    });
    const summary = cancelled.body as BookingSummary;
    expect(Date.parse(summary.cancelled_at ?? '')).toBeGreaterThanOrEqual(before - 1000);

    const row = await api.app.db
      .selectFrom('doctor_appointments')
      .select(['status', 'cancelled_at', 'patient_name'])
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'cancelled', cancelled_at: expect.any(Date), patient_name: booking.patient_name });

    expect(await answer(LOOKUP, { reference: booking.reference, contact: '9810000011' })).toEqual({
      status: 200,
      body: summary,
    });

    await outboxSettled(api);
    const mails = await api.app.db
      .selectFrom('outbox')
      .select(['subject', 'recipient', 'sent_at'])
      .where('reference', '=', booking.reference)
      .orderBy('id')
      .execute();
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Appointment request received: ${booking.reference}`,
      `Appointment cancelled: ${booking.reference}`,
    ]);
    expect(mails.every((mail) => mail.recipient === 'cancel.me@example.com' && mail.sent_at !== null)).toBe(true);
    const outboxDir = join(store.dataDir, 'outbox');
    const files = (await filesIn(outboxDir)).filter((name) => name.startsWith(`${booking.reference}-`)).sort();
    expect(files).toHaveLength(2);
    const texts = await Promise.all(
      files.map(async (name) => decodeQuotedPrintable(await readFile(join(outboxDir, name), 'utf8'))),
    );
    expect(texts.join('\n')).toContain(`(reference ${booking.reference}) has been cancelled`);
  });

  test('a lab booking too; cancelling again is a 409', async () => {
    const booking = await bookLab({ phone: '9810000012' });
    const first = await answer(CANCEL, { reference: booking.reference, contact: '9810000012' });
    expect(first).toEqual({ status: 200, body: expect.objectContaining({ kind: 'lab', status: 'cancelled' }) });
    expect(await answer(CANCEL, { reference: booking.reference, contact: '9810000012' })).toEqual({
      status: 409,
      body: { message: 'This booking is already cancelled.' },
    });
  });

  test('a booking for today can still be cancelled; one whose day has passed cannot', async () => {
    const today = await bookDoctor({ phone: '9810000013', date: dayFromToday(0) });
    expect((await answer(CANCEL, { reference: today.reference, contact: '9810000013' })).status).toBe(200);

    const past = await bookLab({ phone: '9810000014' });
    await api.app.db
      .updateTable('lab_appointments')
      .set({ visit_date: dayFromToday(-1) })
      .where('id', '=', past.id)
      .execute();
    expect(await answer(LOOKUP, { reference: past.reference, contact: '9810000014' })).toEqual({
      status: 200,
      body: expect.objectContaining({ status: 'booked', can_cancel: false, date: dayFromToday(-1) }),
    });
    expect(await answer(CANCEL, { reference: past.reference, contact: '9810000014' })).toEqual({
      status: 409,
      body: { message: 'The day of this booking has passed, so it can no longer be cancelled.' },
    });
    const row = await api.app.db
      .selectFrom('lab_appointments')
      .select('status')
      .where('id', '=', past.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('booked');
  });

  test('two cancels at once: one succeeds, the other is told it is already cancelled, one e-mail', async () => {
    const booking = await bookDoctor({ phone: '9810000015' });
    const body = { reference: booking.reference, contact: '9810000015' };
    const statuses = (await Promise.all([answer(CANCEL, body), answer(CANCEL, body), answer(CANCEL, body)])).map(
      (result) => result.status,
    );
    expect(statuses.sort()).toEqual([200, 409, 409]);
    const mails = await api.app.db
      .selectFrom('outbox')
      .select('subject')
      .where('reference', '=', booking.reference)
      .where('subject', 'like', 'Appointment cancelled%')
      .execute();
    expect(mails).toHaveLength(1);
  });

  test('when its e-mail cannot be queued, the booking stays booked', async () => {
    const booking = await bookDoctor({ phone: '9810000016' });
    await sql`alter table outbox add constraint refuse_new_mail check (recipient = '') not valid`.execute(api.app.db);
    try {
      const refused = await answer(CANCEL, { reference: booking.reference, contact: '9810000016' });
      expect(refused.status).toBe(500);
    } finally {
      await sql`alter table outbox drop constraint refuse_new_mail`.execute(api.app.db);
    }
    const row = await api.app.db
      .selectFrom('doctor_appointments')
      .select(['status', 'cancelled_at'])
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'booked', cancelled_at: null });
  });
});

describe('privacy', () => {
  test('logs never hold a reference or a contact', async () => {
    const booking = await bookDoctor({ phone: '9810000021', email: 'logged.never@example.com' });
    await answer(LOOKUP, { reference: booking.reference, contact: '9810000021' });
    await answer(LOOKUP, { reference: booking.reference, contact: 'logged.never@example.com' });
    await answer(LOOKUP, { reference: booking.reference, contact: '9810000029' });
    await answer(CANCEL, { reference: booking.reference, contact: '9810000021' });
    await answer(CANCEL, { reference: booking.reference, contact: '9810000021' });
    await outboxSettled(api);
    const logs = api.logs.join('\n');
    expect(logs).toContain('"url":"/api/appointment/cancel/"');
    for (const secret of [booking.reference, '9810000021', '9810000029', 'logged.never']) {
      expect(logs).not.toContain(secret);
    }
  });
});

describe('rate limit', () => {
  let limited: TestApi;
  let limitedStore: TestStore;

  beforeAll(async () => {
    limitedStore = await createStore();
    limited = await startApi(limitedStore, { API_MANAGE_RATE_LIMIT: '3', API_RATE_LIMIT: '50' });
  });

  afterAll(async () => {
    await limited.app.close();
    await limitedStore.dispose();
  });

  test('look-ups and cancels share one allowance, stricter than other POSTs and apart from them', async () => {
    const guess = { reference: 'APT-000001', contact: '9810000031' };
    expect((await postJson(limited, LOOKUP, guess)).status).toBe(404);
    expect((await postJson(limited, CANCEL, guess)).status).toBe(404);
    expect((await postJson(limited, LOOKUP, guess)).status).toBe(404);
    const blocked = await postJson(limited, CANCEL, guess);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({
      message: expect.stringMatching(/^Too many requests .* try again in \d+ minutes?\.$/),
    });
    expect((await postJson(limited, LOOKUP, guess)).status).toBe(429);
    // Other POSTs keep their own allowance.
    expect((await postJson(limited, '/api/contact/', {})).status).toBe(400);
  });
});
