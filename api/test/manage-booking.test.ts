import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { isBookingReference, FIELD_ERROR_TEXTS } from 'contract';
import type { BookingAccess, BookingSummary, DoctorAppointmentCreated, LabAppointment } from 'contract';
import { CANCEL, LOOKUP, codesSince, linkTokenOf, requestCode, settle, NOTHING_SENT } from './booking-access';
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

const CODE_SENT = {
  message:
    'If these details match a booking, we have sent a 6-digit code: by SMS to its mobile number if you typed that, otherwise to the email address it was made with. The code is valid for 10 minutes.',
  code: 'bookingCodeSent',
  params: { minutes: 10 },
};
const NOT_FOUND = {
  message: 'We could not open a booking with these details and this code. Please check the code, or send a new one.',
  code: 'bookingNotFound',
};
const LINK_EXPIRED = {
  message: 'This link has expired or has already been used. Please look your booking up with its reference.',
  code: 'bookingLinkExpired',
};
const ACCESS_EXPIRED = {
  message: 'Your time to change this booking has run out. Please look it up again.',
  code: 'bookingAccessExpired',
};

let api: TestApi;
let store: TestStore;
onFreshApi((started) => {
  ({ api, store } = started);
});

/**
 * Each booking its own phone and e-mail, so neither the per-contact allowance nor the per-recipient
 * limit of booking e-mails of one test meets another's.
 */
let serial = 0;
const nextContact = () => {
  serial += 1;
  return { phone: `97${String(serial).padStart(8, '0')}`, email: `patient.${serial}@example.com` };
};

async function bookDoctor(overrides: Record<string, string> = {}): Promise<DoctorAppointmentCreated> {
  const fields = validDoctorBooking({ ...nextContact(), ...overrides });
  const response = await postForm(api, '/api/appointment/doctorappointment/', formData(fields));
  expect(response.status).toBe(201);
  return (await response.json()) as DoctorAppointmentCreated;
}

async function bookLab(overrides: Record<string, string> = {}): Promise<LabAppointment> {
  const fields = validLabBooking({ ...nextContact(), ...overrides });
  const response = await postForm(api, '/api/appointment/labappointment/', formData(fields));
  expect(response.status).toBe(201);
  return (await response.json()) as LabAppointment;
}

async function answer(path: string, body: unknown): Promise<{ status: number; body: unknown; cache: string | null }> {
  const response = await postJson(api, path, body);
  return { status: response.status, body: await response.json(), cache: response.headers.get('cache-control') };
}

/** A reference of the new form that no booking has. */
function unknownReference(prefix: 'APT' | 'LAB' = 'APT'): string {
  for (;;) {
    const characters = Array.from(
      { length: 10 },
      () => '0123456789ABCDEFGHJKMNPQRSTVWXYZ'[Math.floor(Math.random() * 32)],
    );
    const reference = `${prefix}-${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
    if (isBookingReference(reference)) return reference;
  }
}

/** Looks the booking up with a fresh code: its grant. */
async function openWithCode(booking: { reference: string; phone: string }): Promise<BookingAccess> {
  const code = await requestCode(api, booking.reference, booking.phone);
  const found = await answer(LOOKUP, { reference: booking.reference, contact: booking.phone, code });
  expect(found.status).toBe(200);
  return found.body as BookingAccess;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('asking for a code', () => {
  test('answers 202 with one text for a match, a wrong contact and an unknown reference; sends only the match', async () => {
    const booking = await bookDoctor({ email: 'code.me@example.com' });
    const bodies = [
      { reference: booking.reference, contact: booking.phone },
      { reference: booking.reference, contact: '9000000001' },
      { reference: booking.reference, contact: 'someone.else@example.com' },
      { reference: unknownReference(), contact: booking.phone },
      { reference: 'APT-999999', contact: booking.phone },
    ];
    for (const body of bodies) {
      expect(await answer(LOOKUP, body)).toEqual({ status: 202, body: CODE_SENT, cache: 'no-store' });
    }
    await settle(api, booking.reference, NOTHING_SENT, 1);
    await outboxSettled(api);
    // Asked with the phone, the code goes to the phone by SMS (issue 49).
    const sent = await codesSince(api, booking.reference);
    expect(sent.map((code) => code.recipient)).toEqual([booking.phone]);
    await answer(LOOKUP, { reference: booking.reference, contact: 'code.me@example.com' });
    await settle(api, booking.reference, NOTHING_SENT, 2);
    expect((await codesSince(api, booking.reference)).map((code) => code.recipient)).toEqual([
      'code.me@example.com',
      booking.phone,
    ]);
  });

  test('the reference may be typed in any case, with spaces, O for 0 and I or L for 1', async () => {
    const booking = await bookLab();
    const typed = booking.reference.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o').replace(/1/g, 'l');
    expect((await answer(LOOKUP, { reference: typed, contact: booking.phone })).status).toBe(202);
    await settle(api, booking.reference, NOTHING_SENT, 1);
    expect(await codesSince(api, booking.reference)).toHaveLength(1);
  });

  test('at most 3 codes per booking an hour; the fourth request still answers 202 and sends nothing', async () => {
    const booking = await bookDoctor();
    for (let sent = 0; sent < 3; sent += 1) {
      expect(await requestCode(api, booking.reference, booking.phone)).toMatch(/^\d{6}$/);
    }
    expect(await requestCode(api, booking.reference, booking.phone, { expectMail: false })).toBeNull();
    const all = await codesSince(api, booking.reference);
    expect(all).toHaveLength(3);
    expect(
      api.logs.some((line) => line.includes('"event":"booking.code_sent"') && line.includes('"outcome":"limited"')),
    ).toBe(true);
  });

  test('the answer takes as long whether or not the booking exists', async () => {
    const bookings = await Promise.all(Array.from({ length: 20 }, () => bookDoctor()));
    await outboxSettled(api);
    const time = async (body: unknown) => {
      const started = performance.now();
      expect((await postJson(api, LOOKUP, body)).status).toBe(202);
      return performance.now() - started;
    };
    // Each pair shares whatever else the machine is doing; the median of their differences is the code's.
    const differences: number[] = [];
    for (let round = 0; round < 40; round += 1) {
      const booking = bookings[round % bookings.length]!;
      const found = () => time({ reference: booking.reference, contact: booking.phone });
      const missing = () => time({ reference: unknownReference(), contact: booking.phone });
      if (round % 2 === 0) {
        const first = await found();
        differences.push(first - (await missing()));
      } else {
        const first = await missing();
        differences.push((await found()) - first);
      }
    }
    expect(Math.abs(median(differences))).toBeLessThan(15);
  });

  test('a malformed reference or contact is a 400 naming the field; a mistyped check character has its own text', async () => {
    expect(await answer(LOOKUP, { reference: 'APT-12', contact: 'nobody' })).toEqual({
      status: 400,
      body: {
        message: 'Please check the highlighted fields.',
        code: 'checkFields',
        errors: { reference: FIELD_ERROR_TEXTS.reference, contact: FIELD_ERROR_TEXTS.contact },
        issues: { reference: { code: 'reference' }, contact: { code: 'contact' } },
      },
      cache: 'no-store',
    });
    const booking = await bookDoctor();
    const last = booking.reference.at(-1) === '0' ? '1' : '0';
    const mistyped = `${booking.reference.slice(0, -1)}${last}`;
    expect((await answer(LOOKUP, { reference: mistyped, contact: booking.phone })).body).toEqual({
      message: 'Please check the highlighted fields.',
      code: 'checkFields',
      errors: { reference: FIELD_ERROR_TEXTS.referenceCheck },
      issues: { reference: { code: 'referenceCheck' } },
    });
  });

  test('the details are taken from the body only: there is no GET, and a query string is ignored', async () => {
    const booking = await bookDoctor();
    const get = await fetch(`${api.baseUrl}${LOOKUP}?reference=${booking.reference}&contact=${booking.phone}`);
    expect(get.status).toBe(404);
    const post = await fetch(`${api.baseUrl}${LOOKUP}?reference=${booking.reference}&contact=${booking.phone}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(post.status).toBe(400);
  });
});

describe('looking up with the code', () => {
  test('answers the booking, never the patient’s details, and a grant for 30 minutes', async () => {
    const booking = await bookDoctor({ mode: 'ON' });
    const code = await requestCode(api, booking.reference, booking.phone);
    const before = Date.now();
    const found = await answer(LOOKUP, { reference: booking.reference, contact: booking.phone, code });
    expect(found).toEqual({
      status: 200,
      cache: 'no-store',
      body: {
        booking: {
          kind: 'doctor',
          reference: booking.reference,
          date: booking.date,
          status: 'booked',
          cancelled_at: null,
          can_cancel: true,
          doctor_name: expect.stringMatching(/^Dr\. /),
          doctor_slug: 'dr-anita-sharma',
          department_name: 'Cardiology',
          mode: 'ON',
          slot_start: booking.slot_start,
          slot_end: booking.slot_end,
          room: null,
          // The online fee in effect the day it was booked (issue 48).
          fee: 800,
        },
        access: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        access_expires_at: expect.any(String),
      },
    });
    const expires = Date.parse((found.body as BookingAccess).access_expires_at);
    expect(expires - before).toBeGreaterThan(29 * 60_000);
    expect(expires - before).toBeLessThan(31 * 60_000);
    const text = JSON.stringify(found.body);
    for (const personal of [booking.patient_name, booking.email, booking.phone, booking.address]) {
      expect(text).not.toContain(personal);
    }
  });

  test('a lab booking by its e-mail in any case; the code works once', async () => {
    const booking = await bookLab({ email: 'Sushila.Devi@Example.com' });
    const code = await requestCode(api, booking.reference, 'sushila.devi@EXAMPLE.com');
    const body = { reference: booking.reference, contact: 'SUSHILA.devi@example.com', code };
    expect(await answer(LOOKUP, body)).toEqual({
      status: 200,
      cache: 'no-store',
      body: expect.objectContaining({
        booking: expect.objectContaining({ kind: 'lab', test_name: 'Complete Blood Count (CBC)', test_price: 350 }),
      }),
    });
    expect(await answer(LOOKUP, body)).toEqual({ status: 404, body: NOT_FOUND, cache: 'no-store' });
  });

  test('five tries: after five wrong codes even the right one is refused', async () => {
    const booking = await bookDoctor();
    const code = (await requestCode(api, booking.reference, booking.phone)) ?? '';
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await answer(LOOKUP, { reference: booking.reference, contact: booking.phone, code: wrong })).toEqual({
        status: 404,
        body: NOT_FOUND,
        cache: 'no-store',
      });
    }
    expect((await answer(LOOKUP, { reference: booking.reference, contact: booking.phone, code })).status).toBe(404);
  });

  test('parallel guesses cannot exceed the five tries', async () => {
    const booking = await bookDoctor();
    const code = (await requestCode(api, booking.reference, booking.phone)) ?? '';
    const guesses = Array.from({ length: 8 }, (_, index) =>
      String((Number(code) + index + 1) % 1_000_000).padStart(6, '0'),
    );
    await Promise.all(
      guesses.map((guess) => answer(LOOKUP, { reference: booking.reference, contact: booking.phone, code: guess })),
    );
    const row = await api.app.db
      .selectFrom('booking_access_codes')
      .select('attempts')
      .where('booking_id', '=', booking.id)
      .where('booking_kind', '=', 'doctor')
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
  });

  test('a code lives 10 minutes, and a newer code replaces it', async () => {
    const booking = await bookDoctor();
    await requestCode(api, booking.reference, booking.phone);
    const second = await requestCode(api, booking.reference, booking.phone);
    const body = { reference: booking.reference, contact: booking.phone };
    // Only the newest code is live: the first was voided when the second was sent.
    const codes = await api.app.db
      .selectFrom('booking_access_codes')
      .select('consumed_at')
      .where('booking_id', '=', booking.id)
      .where('booking_kind', '=', 'doctor')
      .orderBy('id')
      .execute();
    expect(codes.map((code) => code.consumed_at === null)).toEqual([false, true]);
    const live = await api.app.db
      .selectFrom('booking_access_codes')
      .select(sql<number>`extract(epoch from (expires_at - created_at))::int`.as('seconds'))
      .where('booking_id', '=', booking.id)
      .where('consumed_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(live.seconds).toBe(600);
    await api.app.db
      .updateTable('booking_access_codes')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('booking_id', '=', booking.id)
      .execute();
    expect((await answer(LOOKUP, { ...body, code: second })).status).toBe(404);
  });

  test('a wrong contact, an unknown reference or a wrong code get the very same 404', async () => {
    const booking = await bookDoctor();
    const lab = await bookLab();
    const code = (await requestCode(api, booking.reference, booking.phone)) ?? '';
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = [
      await answer(LOOKUP, { reference: booking.reference, contact: '9000000009', code }),
      await answer(LOOKUP, { reference: unknownReference(), contact: booking.phone, code }),
      await answer(LOOKUP, { reference: `APT-${lab.reference.slice(4)}`, contact: lab.phone, code }),
      await answer(LOOKUP, { reference: booking.reference, contact: booking.phone, code: wrongCode }),
      await answer(CANCEL, { reference: booking.reference, contact: booking.phone, code: wrongCode }),
    ];
    for (const refusal of answers) expect(refusal).toEqual({ status: 404, body: NOT_FOUND, cache: 'no-store' });
  });

  test('the database keeps codes, grants and link tokens only as keyed hashes', async () => {
    const booking = await bookDoctor();
    const token = await linkTokenOf(api, booking.reference);
    const code = await requestCode(api, booking.reference, booking.phone);
    const { access } = (await answer(LOOKUP, { reference: booking.reference, contact: booking.phone, code }))
      .body as BookingAccess;
    const stored = JSON.stringify([
      await api.app.db.selectFrom('booking_access_codes').selectAll().execute(),
      await api.app.db.selectFrom('booking_access_grants').selectAll().execute(),
      await api.app.db.selectFrom('booking_link_tokens').selectAll().execute(),
    ]);
    for (const secret of [code ?? '', access, token]) expect(stored).not.toContain(secret);
  });
});

describe('the confirmation e-mail’s link', () => {
  test('opens the booking once, in the page’s fragment, until the visit day ends', async () => {
    const booking = await bookLab({ date: dayFromToday(4) });
    const token = await linkTokenOf(api, booking.reference);
    const opened = await answer(LOOKUP, { token });
    expect(opened).toEqual({
      status: 200,
      cache: 'no-store',
      body: {
        booking: expect.objectContaining({ kind: 'lab', reference: booking.reference, status: 'booked' }),
        access: expect.any(String),
        access_expires_at: expect.any(String),
      },
    });
    expect(await answer(LOOKUP, { token })).toEqual({ status: 404, body: LINK_EXPIRED, cache: 'no-store' });

    const row = await api.app.db
      .selectFrom('booking_link_tokens')
      .select('expires_at')
      .where('booking_id', '=', booking.id)
      .where('booking_kind', '=', 'lab')
      .executeTakeFirstOrThrow();
    // Midnight after the visit day in India (UTC+5:30).
    expect(row.expires_at.toISOString()).toBe(`${dayFromToday(4)}T18:30:00.000Z`);
  });

  test('an expired or made-up token gets the same 404', async () => {
    const booking = await bookDoctor();
    const token = await linkTokenOf(api, booking.reference);
    await api.app.db
      .updateTable('booking_link_tokens')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('booking_id', '=', booking.id)
      .where('booking_kind', '=', 'doctor')
      .execute();
    expect(await answer(LOOKUP, { token })).toEqual({ status: 404, body: LINK_EXPIRED, cache: 'no-store' });
    expect(await answer(LOOKUP, { token: 'made-up' })).toEqual({ status: 404, body: LINK_EXPIRED, cache: 'no-store' });
  });
});

describe('cancel', () => {
  test('with the grant: marks the booking cancelled with its time, keeps it, and e-mails the patient', async () => {
    const booking = await bookDoctor({ email: 'cancel.me@example.com', mode: 'OFF' });
    const { access } = await openWithCode(booking);
    const before = Date.now();
    const cancelled = await answer(CANCEL, { reference: booking.reference, access });
    expect(cancelled).toEqual({
      status: 200,
      cache: 'no-store',
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

    await outboxSettled(api);
    const mails = await api.app.db
      .selectFrom('outbox')
      .select(['subject', 'recipient', 'sent_at'])
      .where('reference', '=', booking.reference)
      .orderBy('id')
      .execute();
    // The code was asked for with the phone, so it went there by SMS (issue 49), not in an e-mail.
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Appointment booked: ${booking.reference}`,
      `Appointment cancelled: ${booking.reference}`,
    ]);
    expect(mails.every((mail) => mail.recipient === 'cancel.me@example.com' && mail.sent_at !== null)).toBe(true);
    const outboxDir = join(store.dataDir, 'outbox');
    const files = (await filesIn(outboxDir)).filter((name) => name.startsWith(`${booking.reference}-`));
    const texts = await Promise.all(
      files.map(async (name) => decodeQuotedPrintable(await readFile(join(outboxDir, name), 'utf8'))),
    );
    expect(texts.join('\n')).toContain(`(reference ${booking.reference}) is cancelled`);
  });

  test('with contact and code, for a lab booking; cancelling again is a 409', async () => {
    const booking = await bookLab();
    const code = await requestCode(api, booking.reference, booking.phone);
    const first = await answer(CANCEL, { reference: booking.reference, contact: booking.phone, code });
    expect(first).toEqual({
      status: 200,
      cache: 'no-store',
      body: expect.objectContaining({ kind: 'lab', status: 'cancelled' }),
    });
    const { access } = (await answer(LOOKUP, { token: await linkTokenOf(api, booking.reference) }))
      .body as BookingAccess;
    expect(await answer(CANCEL, { reference: booking.reference, access })).toEqual({
      status: 409,
      cache: 'no-store',
      body: { message: 'This booking is already cancelled.', code: 'bookingAlreadyCancelled' },
    });
  });

  test('the reference and contact alone are no longer enough', async () => {
    const booking = await bookDoctor();
    expect(await answer(CANCEL, { reference: booking.reference, contact: booking.phone })).toEqual({
      status: 400,
      cache: 'no-store',
      body: {
        message: 'Please check the highlighted fields.',
        code: 'checkFields',
        errors: { code: FIELD_ERROR_TEXTS.codeRequired },
        issues: { code: { code: 'codeRequired' } },
      },
    });
    expect(await answer(LOOKUP, { reference: booking.reference, contact: booking.phone })).toEqual({
      status: 202,
      cache: 'no-store',
      body: CODE_SENT,
    });
    const row = await api.app.db
      .selectFrom('doctor_appointments')
      .select('status')
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('booked');
  });

  test('a made-up grant, another booking’s grant or an expired one get the same 404', async () => {
    const booking = await bookDoctor();
    const other = await bookDoctor();
    const { access } = await openWithCode(booking);
    const { access: otherAccess } = await openWithCode(other);
    expect(await answer(CANCEL, { reference: booking.reference, access: 'made-up' })).toEqual({
      status: 404,
      body: ACCESS_EXPIRED,
      cache: 'no-store',
    });
    expect(await answer(CANCEL, { reference: booking.reference, access: otherAccess })).toEqual({
      status: 404,
      body: ACCESS_EXPIRED,
      cache: 'no-store',
    });
    await api.app.db
      .updateTable('booking_access_grants')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('booking_id', '=', booking.id)
      .execute();
    expect(await answer(CANCEL, { reference: booking.reference, access })).toEqual({
      status: 404,
      body: ACCESS_EXPIRED,
      cache: 'no-store',
    });
  });

  test('a booking for today can still be cancelled; one whose day has passed cannot', async () => {
    // Moved to today in the table: whether a slot of today is still bookable depends on the clock.
    const today = await bookDoctor();
    await api.app.db
      .updateTable('doctor_appointments')
      .set({ visit_date: dayFromToday(0) })
      .where('id', '=', today.id)
      .execute();
    expect(
      (await answer(CANCEL, { reference: today.reference, access: (await openWithCode(today)).access })).status,
    ).toBe(200);

    const past = await bookLab();
    const { access } = await openWithCode(past);
    await api.app.db
      .updateTable('lab_appointments')
      .set({ visit_date: dayFromToday(-1) })
      .where('id', '=', past.id)
      .execute();
    expect(await answer(CANCEL, { reference: past.reference, access })).toEqual({
      status: 409,
      cache: 'no-store',
      body: { message: 'The day of this booking has passed, so it can no longer be cancelled.', code: 'bookingPast' },
    });
  });

  test('two cancels at once: one succeeds, the other is told it is already cancelled, one e-mail', async () => {
    const booking = await bookDoctor();
    const { access } = await openWithCode(booking);
    const body = { reference: booking.reference, access };
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
    const booking = await bookDoctor();
    const { access } = await openWithCode(booking);
    await sql`alter table outbox add constraint refuse_new_mail check (recipient = '') not valid`.execute(api.app.db);
    try {
      expect((await answer(CANCEL, { reference: booking.reference, access })).status).toBe(500);
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

describe('e-mails carry only what the patient needs', () => {
  const health = ['Cardiology', 'Complete Blood Count', 'Central Pathology', '350', '₹'];

  test('confirmations, codes and cancellations: no department, test, price or typed message', async () => {
    const doctor = await bookDoctor({ message: 'Chest pain since Tuesday', mode: 'ON' });
    const lab = await bookLab({ message: 'Please call after 5' });
    for (const booking of [doctor, lab]) {
      const { access } = await openWithCode(booking);
      expect((await answer(CANCEL, { reference: booking.reference, access })).status).toBe(200);
    }
    await outboxSettled(api);
    const mails = await api.app.db
      .selectFrom('outbox')
      .select(['reference', 'subject', 'body_text'])
      .where('reference', 'in', [doctor.reference, lab.reference])
      .execute();
    // Confirmation and cancellation each; the codes, asked with the phone, went by SMS.
    expect(mails).toHaveLength(4);
    for (const mail of mails) {
      for (const word of [...health, 'Chest pain', 'after 5']) expect(mail.body_text).not.toContain(word);
      expect(mail.body_text).toContain(mail.reference);
      expect(mail.body_text).toMatch(/^Dear (Ramesh Chand|Sushila Devi),/);
    }
    const confirmation = mails.find((mail) => mail.subject.startsWith('Appointment booked'))?.body_text ?? '';
    expect(confirmation).toContain('Your online consultation with ');
    expect(confirmation).toMatch(/http:\/\/localhost:3000\/manage-booking#token=[A-Za-z0-9_-]{43}\n/);
    const texts = await api.app.db
      .selectFrom('notices')
      .select(['kind', 'variables'])
      .where('reference', 'in', [doctor.reference, lab.reference])
      .execute();
    expect(texts.filter((text) => text.kind === 'code')).toHaveLength(2);
    for (const text of texts) {
      for (const word of [...health, 'Chest pain', 'after 5']) expect(text.variables.join(' ')).not.toContain(word);
    }
  });
});

describe('privacy', () => {
  test('logs never hold a reference, a contact, a code or a token; the audit trail has each event', async () => {
    const booking = await bookDoctor({ phone: '9810000021', email: 'logged.never@example.com' });
    const token = await linkTokenOf(api, booking.reference);
    const code = (await requestCode(api, booking.reference, 'logged.never@example.com')) ?? '';
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await answer(LOOKUP, { reference: booking.reference, contact: '9810000029' });
    await answer(LOOKUP, { reference: booking.reference, contact: '9810000021', code: wrong });
    const { access } = (await answer(LOOKUP, { reference: booking.reference, contact: '9810000021', code }))
      .body as BookingAccess;
    await answer(LOOKUP, { token });
    await answer(CANCEL, { reference: booking.reference, access });
    await answer(CANCEL, { reference: booking.reference, access });
    await outboxSettled(api);
    const logs = api.logs.join('\n');
    expect(logs).toContain('"url":"/api/appointment/cancel/"');
    // A line's "time" (milliseconds) and "responseTime" (a float of up to 17 digits) are numbers the
    // server measured, and the audit's "reference_hash" 16 hex digits: a six-digit code can be a run
    // of their digits by chance (c46340605043fa0f held 340605), so the lines are read without them.
    const logsWithoutTimes = logs
      .replace(/"time":\d+,/g, '')
      .replace(/"responseTime":[\d.e+-]+/g, '')
      .replace(/"reference_hash":"[0-9a-f]+"/g, '');
    for (const secret of [booking.reference, '9810000021', '9810000029', 'logged.never', code, wrong, token, access]) {
      expect(logsWithoutTimes).not.toContain(secret);
    }
    const events = api.logs
      .map((line) => JSON.parse(line) as { audit?: { event: string; outcome?: string; client?: string } })
      .flatMap((line) => (line.audit ? [`${line.audit.event} ${line.audit.outcome} ${line.audit.client}`] : []));
    for (const event of [
      'booking.lookup found',
      'booking.lookup not_found',
      'booking.code_sent ok',
      'booking.code_wrong refused',
      'booking.link_used ok',
      'booking.cancel ok',
      'booking.cancel refused',
    ]) {
      expect(events).toContain(`${event} 127.0.0.0/24`);
    }
  });
});

describe('limits', () => {
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

  test('per client address: look-ups and cancels share one allowance, apart from other POSTs', async () => {
    const guess = { reference: 'APT-000001', contact: '9810000031' };
    expect((await postJson(limited, LOOKUP, guess)).status).toBe(202);
    expect((await postJson(limited, CANCEL, { ...guess, code: '123456' })).status).toBe(404);
    expect((await postJson(limited, LOOKUP, guess)).status).toBe(202);
    const blocked = await postJson(limited, CANCEL, guess);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('cache-control')).toBe('no-store');
    expect(await blocked.json()).toEqual({
      message: expect.stringMatching(/^Too many requests .* try again in \d+ minutes?\.$/),
      code: 'tooManyRequests',
      params: { after: expect.stringMatching(/^\d+ minutes?$/), minutes: expect.any(Number) },
    });
    expect((await postJson(limited, LOOKUP, guess)).status).toBe(429);
    expect((await postJson(limited, '/api/contact/', {})).status).toBe(400);
  });

  test('per reference (10 in 15 minutes) and per contact, from any address', async () => {
    const booking = await bookDoctor();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const contact = `96${String(attempt).padStart(8, '0')}`;
      expect((await answer(LOOKUP, { reference: booking.reference, contact })).status).toBe(202);
    }
    const blocked = await answer(LOOKUP, { reference: booking.reference, contact: '9500000000' });
    expect(blocked).toEqual({
      status: 429,
      cache: 'no-store',
      body: {
        message: 'Too many tries for these booking details. Please try again in 15 minutes.',
        code: 'bookingTriesLimited',
        params: { after: '15 minutes', minutes: 15 },
      },
    });
    // An unknown reference is limited alike, so the limit says nothing about existence.
    const unknown = unknownReference('LAB');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(
        (await answer(LOOKUP, { reference: unknown, contact: `95${String(attempt).padStart(8, '0')}` })).status,
      ).toBe(202);
    }
    expect((await answer(LOOKUP, { reference: unknown, contact: '9400000000' })).status).toBe(429);

    const contact = 'many.bookings@example.com';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await answer(LOOKUP, { reference: unknownReference(), contact })).status).toBe(202);
    }
    expect((await answer(LOOKUP, { reference: unknownReference(), contact: 'Many.Bookings@example.com' })).status).toBe(
      429,
    );
  });
});
