/**
 * Generated bodies thrown at every write endpoint: random keys (the forms' own, object-member names,
 * anything), random types, control characters, NUL, half surrogate pairs, huge and loosely written
 * numbers, long strings, nested values, files of any bytes and name. Whatever comes in: never a 5xx,
 * every 400 is `{message, errors}`, and a refused request stores nothing.
 *
 * Bounded so `npm test` stays quick; `API_PROPERTY_RUNS=2000 npm test -w api -- property` runs longer.
 */
import * as fc from 'fast-check';
import { sql } from 'kysely';
import { join } from 'node:path';
import { DOCX, PDF, PNG, TEXT } from './fixtures';
import { dayFromToday, filesIn, onFreshApi, validDoctorBooking, validLabBooking } from './helpers';
import type { TestApi, TestStore } from './helpers';

const LONG_RUN = process.env['API_PROPERTY_RUNS'];
const RUNS = LONG_RUN ? Number(LONG_RUN) : 100;
/**
 * Per endpoint; a long run is bounded by its count only. A property stopped before its first run
 * fails, and on a busy machine one sign-in (a scrypt hash, after the last sign-up's) took over 5 s.
 */
const TIME_LIMIT_MS = LONG_RUN ? undefined : 15_000;

let api: TestApi;
let store: TestStore;
onFreshApi((started) => {
  ({ api, store } = started);
});

const MEMBER_NAMES = [
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__proto__',
  '__defineGetter__',
  '__lookupSetter__',
  'prototype',
];

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom(
      '\u0000',
      '\ud800',
      '\udfff',
      '\u202e',
      '\r\n',
      '\t',
      '\u0007',
      '😀',
      'ह',
      '"',
      '\\',
      '%',
      ' ',
    ),
    maxLength: 20,
  }),
  fc.constantFrom(
    '0x1',
    '1e0',
    '+1',
    '1.0',
    '-1',
    '0',
    '2147483648',
    '99999999999999999999',
    '9007199254740993',
    ' 1',
    '３',
    'NaN',
    'Infinity',
    'true',
    'null',
    '9999-12-31',
    '2020-01-01',
    '%ff',
    'x'.repeat(2001),
    '😀'.repeat(2001),
    'a'.repeat(11_000),
  ),
  fc.constantFrom(dayFromToday(1), '9810012345', 'asha@example.in', 'ON', 'OFF', 'M', 'APT-000001', 'LAB-000001'),
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(2 ** 31, 2 ** 53 + 1, 1e20, -0, 0, 1, 120, 121, Number.MAX_VALUE),
);

const jsonValue = fc.oneof(
  { depthSize: 'small' },
  hostileText,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(hostileText, hostileNumber), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), hostileText, { maxKeys: 3 }),
);

/** Keys as a client might send them: the form's, object members, or anything. */
const keyFrom = (fields: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...fields) },
    { weight: 2, arbitrary: fc.constantFrom(...MEMBER_NAMES) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  );

/** A JSON object as text, so `__proto__` and repeated keys are sent exactly as generated. */
function jsonObject(entries: [string, unknown][]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',')}}`;
}

/** Either anything at all, or a valid body with some fields broken, dropped or added. */
function jsonBodies(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const fields = Object.keys(valid);
  const random = fc.array(fc.tuple(keyFrom(fields), jsonValue), { maxLength: 12 }).map(jsonObject);
  const mutated = fc
    .record({
      broken: fc.array(fc.tuple(fc.constantFrom(...fields), jsonValue), { maxLength: 3 }),
      dropped: fc.subarray(fields, { maxLength: 2 }),
      added: fc.array(fc.tuple(keyFrom(fields), jsonValue), { maxLength: 2 }),
    })
    .map(({ broken, dropped, added }) => {
      const entries = Object.entries(valid).filter(([key]) => !dropped.includes(key));
      const changed = new Map<string, unknown>(entries);
      for (const [key, value] of broken) changed.set(key, value);
      return jsonObject([...changed.entries(), ...added]);
    });
  const notAnObject = fc.oneof(jsonValue, fc.array(jsonValue, { maxLength: 3 })).map((value) => JSON.stringify(value));
  return fc.oneof(
    { weight: 3, arbitrary: mutated },
    { weight: 2, arbitrary: random },
    { weight: 1, arbitrary: notAnObject },
  );
}

interface FilePart {
  field: string;
  content: Uint8Array;
  name: string;
}

const fileParts = fc.option(
  fc.record({
    field: fc.oneof(fc.constant('prescription'), fc.constantFrom(...MEMBER_NAMES), fc.string({ maxLength: 8 })),
    content: fc.oneof(
      fc.constantFrom(PNG, PDF, DOCX, TEXT, Buffer.alloc(0)),
      fc.uint8Array({ maxLength: 256 }),
      fc.uint8Array({ maxLength: 64 }).map((tail) => Buffer.concat([PNG.subarray(0, 16), tail])),
    ),
    name: fc.oneof(
      fc.constantFrom('', 'rx.pdf', 'photo.jpg', '../../etc/passwd', 'a\u0000b.png'),
      fc.string({ maxLength: 12 }),
    ),
  }),
  { nil: undefined },
);

/** Multipart forms: every value a string (as browsers send them), maybe a file of anything. */
function multipartBodies(
  valid: Record<string, string>,
): fc.Arbitrary<{ fields: [string, string][]; file: FilePart | undefined }> {
  const fields = Object.keys(valid);
  const random = fc.array(fc.tuple(keyFrom(fields), hostileText), { maxLength: 14 });
  const mutated = fc
    .record({
      broken: fc.array(fc.tuple(fc.constantFrom(...fields), hostileText), { maxLength: 3 }),
      dropped: fc.subarray(fields, { maxLength: 2 }),
      added: fc.array(fc.tuple(keyFrom(fields), hostileText), { maxLength: 2 }),
    })
    .map(({ broken, dropped, added }) => {
      const changed = new Map(Object.entries(valid).filter(([key]) => !dropped.includes(key)));
      for (const [key, value] of broken) changed.set(key, value);
      return [...changed.entries(), ...added];
    });
  return fc.record({ fields: fc.oneof(mutated, random), file: fileParts });
}

/** Rows in every table a write fills, and every file a write leaves. */
async function footprint(): Promise<{ rows: number; files: number }> {
  const { rows } = await sql<{ count: number }>`
    select (select count(*) from doctor_appointments) + (select count(*) from lab_appointments)
      + (select count(*) from contact_messages) + (select count(*) from accounts)
      + (select count(*) from outbox)
      + (select count(*) from doctor_appointments where status = 'cancelled')
      + (select count(*) from lab_appointments where status = 'cancelled') as count
  `.execute(api.app.db);
  const uploads = join(store.dataDir, 'uploads');
  const files = (await filesIn(uploads)).length + (await filesIn(join(uploads, '.incoming'))).length;
  return { rows: Number(rows[0]?.count), files };
}

/** What must hold for any input: no 5xx, the 400 shape, and nothing stored by a refusal. */
const HOLDS = { serverError: null, badRefusalShape: false, storedByRefusal: false };

/**
 * The request of the previous run: fast-check's time limit can end a property while its last request
 * is still being answered (a sign-up hashes for ~0.4 s), and that request's rows must not be counted
 * against the next one.
 */
let previousRequest: Promise<unknown> = Promise.resolve();

async function outcomeOf(send: () => Promise<Response>): Promise<typeof HOLDS | Record<string, unknown>> {
  await previousRequest.catch(() => undefined);
  const before = await footprint();
  const request = send();
  previousRequest = request;
  const response = await request;
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: reported through badRefusalShape (or serverError) below.
  }
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const errors = record['errors'];
  const wellShaped =
    typeof record['message'] === 'string' &&
    typeof errors === 'object' &&
    errors !== null &&
    Object.values(errors).every((message) => typeof message === 'string');
  const after = await footprint();
  return {
    serverError: response.status >= 500 ? `${response.status}: ${text}` : null,
    badRefusalShape: response.status === 400 && !wellShaped,
    // The one refusal that writes: the right password of an unconfirmed account, answered with a fresh
    // confirmation link through the outbox.
    storedByRefusal:
      response.status >= 400 &&
      record['code'] !== 'emailUnconfirmed' &&
      (after.rows !== before.rows || after.files !== before.files),
  };
}

const settings = () => ({ numRuns: RUNS, ...(TIME_LIMIT_MS ? { interruptAfterTimeLimit: TIME_LIMIT_MS } : {}) });

const validContact = {
  name: 'Asha',
  email: 'asha@example.in',
  phone: '9810012345',
  subject: 'OPD',
  message: 'Timings?',
  consent: true,
};
const validRegistration = {
  name: 'Asha Rani',
  email: 'asha.rani@example.in',
  phone: '9810012345',
  age: 61,
  gender: 'F',
  login_id: 'asharani',
  password: 'Ballabgarh#61',
  consent: true,
};

const jsonEndpoints: [string, Record<string, unknown>][] = [
  ['/api/contact/', validContact],
  ['/api/patents/', validRegistration],
  ['/api/login/', { login_id: 'asharani', password: 'Ballabgarh#61' }],
  ['/api/appointment/lookup/', { reference: 'APT-000001', contact: '9810012345' }],
  ['/api/appointment/cancel/', { reference: 'APT-000001', contact: '9810012345', code: '123456' }],
];

test.each(jsonEndpoints)('POST %s: any JSON body', async (path, valid) => {
  await fc.assert(
    fc.asyncProperty(jsonBodies(valid), async (body) => {
      const outcome = await outcomeOf(() =>
        fetch(`${api.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
      );
      expect(outcome).toEqual(HOLDS);
    }),
    settings(),
  );
});

const multipartEndpoints: [string, Record<string, string>][] = [
  ['/api/appointment/doctorappointment/', validDoctorBooking()],
  ['/api/appointment/labappointment/', validLabBooking()],
];

test.each(multipartEndpoints)('POST %s: any multipart form', async (path, valid) => {
  await fc.assert(
    fc.asyncProperty(multipartBodies(valid), async ({ fields, file }) => {
      const form = new FormData();
      for (const [name, value] of fields) form.append(name, value);
      if (file) form.append(file.field, new Blob([new Uint8Array(file.content)]), file.name);
      const outcome = await outcomeOf(() => fetch(`${api.baseUrl}${path}`, { method: 'POST', body: form }));
      expect(outcome).toEqual(HOLDS);
    }),
    settings(),
  );
});
