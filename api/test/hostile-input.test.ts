/**
 * What a hostile client tried, each answered 4xx with the API's own body, nothing stored: ids past
 * the 32-bit column or written loosely, NUL bytes, keys named like object members, dates far ahead,
 * malformed paths. And what is accepted because it is right: 2,000 emoji are 2,000 characters.
 */
import { sql } from 'kysely';
import { LIMITS, FIELD_ERROR_TEXTS, latestVisitDay } from 'contract';
import {
  dayFromToday,
  doctor1Slots,
  formData,
  freshApi,
  postForm,
  postJson,
  validDoctorBooking,
  validLabBooking,
} from './helpers';

const api = freshApi();

const DOCTOR = '/api/appointment/doctorappointment/';
const LAB = '/api/appointment/labappointment/';

const contact = {
  name: 'Meena Kumari',
  email: 'meena.kumari@example.com',
  phone: '9899011122',
  subject: 'Visiting hours',
  message: 'Can two people visit together?',
  consent: true,
};

const registration = {
  name: 'Farhan Qureshi',
  email: 'farhan.qureshi@example.com',
  phone: '9899033344',
  age: 35,
  gender: 'M',
  login_id: 'farhanq',
  password: 'Tughlakabad#35',
  consent: true,
};

/** Rows in every table a write fills. */
async function storedRows(): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select (select count(*) from doctor_appointments) + (select count(*) from lab_appointments)
      + (select count(*) from contact_messages) + (select count(*) from accounts)
      + (select count(*) from outbox) as count
  `.execute(api.app.db);
  return Number(rows[0]?.count);
}

interface Refusal {
  status: number;
  body: { message: string; errors?: Record<string, string> };
}

/** Sends, expects a 400 `{message, errors}` and nothing stored. */
async function refused(send: () => Promise<Response>): Promise<Refusal> {
  const before = await storedRows();
  const response = await send();
  const body = (await response.json()) as Refusal['body'];
  expect(response.status).toBe(400);
  expect(body).toEqual(expect.objectContaining({ message: expect.any(String), errors: expect.any(Object) }));
  expect(await storedRows()).toBe(before);
  return { status: response.status, body };
}

describe('ids fit the 32-bit column and are plain decimal digits', () => {
  const tooBig = ['2147483648', '1e20', '99999999999999999999', '9007199254740993'];
  const loose = ['0x1', '1e0', '+1', '1.0', ' 1', '1_0', '0'];

  test.each([...tooBig, ...loose])('department, doctor, lab and test %p are refused', async (value) => {
    const doctor = await refused(() =>
      postForm(api, DOCTOR, formData(validDoctorBooking({ department: value, doctor: value }))),
    );
    expect(doctor.body.errors).toEqual({ department: 'Please choose a department', doctor: 'Please choose a doctor' });
    const lab = await refused(() => postForm(api, LAB, formData(validLabBooking({ lab: value, test: value }))));
    // An older client's `test` is read as the list `tests` (issue 44).
    expect(lab.body.errors).toEqual({ lab: 'Please choose a lab', tests: 'Please choose a test from the list' });
  });

  test('the largest id the column holds is looked up, not refused as malformed', async () => {
    const answer = await refused(() =>
      postForm(api, DOCTOR, formData(validDoctorBooking({ doctor: String(LIMITS.idMax) }))),
    );
    expect(answer.body.errors).toEqual({ doctor: 'Please choose a doctor from the list' });
  });

  test.each(['0x1E', '3 0', '30.0', '+30', '3e1'])('age %p is refused, not read as 30', async (age) => {
    const answer = await refused(() => postForm(api, LAB, formData(validLabBooking({ age }))));
    expect(answer.body.errors).toEqual({ age: FIELD_ERROR_TEXTS.age });
  });

  test.each([2147483648, 1e20, 12.5])('a JSON age of %p is refused at registration', async (age) => {
    const answer = await refused(() => postJson(api, '/api/patents/', { ...registration, age }));
    expect(answer.body.errors).toEqual({ age: FIELD_ERROR_TEXTS.age });
  });

  test('the doctor filter takes only an id the column holds', async () => {
    for (const department of ['2147483648', '0x1', '1e0']) {
      const response = await fetch(`${api.baseUrl}/api/doctor/doctor?department=${department}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: expect.any(String),
        code: 'checkFields',
        errors: { department: 'Please choose a department' },
        issues: { department: { code: 'departmentRequired' } },
      });
    }
  });
});

const nul = (text: string) => `${text}\u0000`;

describe('a NUL byte is refused wherever text is stored or looked up', () => {
  test.each(['patient_name', 'email', 'phone', 'address', 'message', 'date'])('doctor booking %s', async (field) => {
    const fields = validDoctorBooking();
    const answer = await refused(() =>
      postForm(api, DOCTOR, formData({ ...fields, [field]: nul(fields[field] ?? '') })),
    );
    expect(Object.keys(answer.body.errors ?? {})).toEqual([field]);
  });

  test.each(['patient_name', 'email', 'phone', 'address', 'message'])('lab booking %s', async (field) => {
    const fields = validLabBooking({ message: 'Fasting since 9 pm' });
    const answer = await refused(() => postForm(api, LAB, formData({ ...fields, [field]: nul(fields[field] ?? '') })));
    expect(Object.keys(answer.body.errors ?? {})).toEqual([field]);
  });

  test.each(Object.keys(contact).filter((field) => field !== 'consent'))('contact %s', async (field) => {
    const value = nul(String(contact[field as keyof typeof contact]));
    const answer = await refused(() => postJson(api, '/api/contact/', { ...contact, [field]: value }));
    expect(Object.keys(answer.body.errors ?? {})).toEqual([field]);
  });

  test.each(['name', 'email', 'phone', 'login_id', 'password'])('registration %s', async (field) => {
    const value = nul(String(registration[field as keyof typeof registration]));
    const answer = await refused(() => postJson(api, '/api/patents/', { ...registration, [field]: value }));
    expect(Object.keys(answer.body.errors ?? {})).toEqual([field]);
  });

  test('the login ID at login', async () => {
    const answer = await refused(() =>
      postJson(api, '/api/login/', { login_id: nul('farhanq'), password: 'whatever-it-is' }),
    );
    expect(answer.body.errors).toEqual({ login_id: FIELD_ERROR_TEXTS.invalidCharacters });
  });

  test('a service page slug in the path', async () => {
    const response = await fetch(`${api.baseUrl}/api/service/service-page/%00/`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: expect.any(String),
      code: 'checkFields',
      errors: { slug: FIELD_ERROR_TEXTS.invalidCharacters },
      issues: { slug: { code: 'invalidCharacters' } },
    });
    const inside = await fetch(`${api.baseUrl}/api/service/service-page/cardio%00logy/`);
    expect(inside.status).toBe(400);
  });

  test('half of a surrogate pair is refused rather than stored as a replacement character', async () => {
    const answer = await refused(() => postJson(api, '/api/contact/', { ...contact, name: 'Meena \ud83d' }));
    expect(answer.body.errors).toEqual({ name: FIELD_ERROR_TEXTS.invalidCharacters });
  });
});

describe('keys named like object members are unknown fields', () => {
  const members = ['constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineGetter__'];

  test.each(members)('%s on contact, registration and login', async (member) => {
    for (const [path, body] of [
      ['/api/contact/', contact],
      ['/api/patents/', registration],
      ['/api/login/', { login_id: 'farhanq', password: 'Tughlakabad#35' }],
      ['/api/appointment/lookup/', { reference: 'APT-000001', contact: '9899011122' }],
      ['/api/appointment/cancel/', { reference: 'APT-000001', contact: '9899011122', code: '123456' }],
    ] as const) {
      const answer = await refused(() => postJson(api, path, { ...body, [member]: 1 }));
      expect(answer.body.errors).toEqual({ [member]: 'Unknown field' });
    }
  });

  test('__proto__ in JSON is refused as a whole request, not a server error', async () => {
    for (const path of ['/api/contact/', '/api/patents/', '/api/login/', '/api/appointment/lookup/']) {
      const answer = await refused(() =>
        fetch(`${api.baseUrl}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"__proto__": {"admin": true}, "name": "x"}',
        }),
      );
      expect(answer.body.errors).toEqual({});
    }
  });

  test.each(['constructor', 'toString', '__proto__'])('%s as a multipart field name', async (member) => {
    const answer = await refused(() => postForm(api, DOCTOR, formData({ ...validDoctorBooking(), [member]: '1' })));
    expect(answer.body.message).toEqual(expect.any(String));
  });
});

describe('visit dates', () => {
  test('the last day of the horizon is accepted, the day after and 9999-12-31 are not', async () => {
    const last = latestVisitDay();
    const sits = doctor1Slots(last).length > 0;
    const onLast = await postForm(api, DOCTOR, formData(validDoctorBooking({ date: last })));
    const body = (await onLast.json()) as { errors?: object };
    // When doctor 1 does not sit that day (a Sunday, a holiday) the day is accepted, only the time refused.
    expect({ status: onLast.status, refused: Object.keys(body.errors ?? {}) }).toEqual(
      sits ? { status: 201, refused: [] } : { status: 400, refused: ['slot_start'] },
    );
    const [year, month, day] = last.split('-').map(Number) as [number, number, number];
    const after = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
    for (const date of [after, '9999-12-31', dayFromToday(400)]) {
      const doctor = await refused(() => postForm(api, DOCTOR, formData(validDoctorBooking({ date }))));
      expect(doctor.body.errors).toEqual({ date: FIELD_ERROR_TEXTS.dateTooFar });
      const lab = await refused(() => postForm(api, LAB, formData(validLabBooking({ date }))));
      expect(lab.body.errors).toEqual({ date: FIELD_ERROR_TEXTS.dateTooFar });
    }
  });
});

describe('lengths count characters', () => {
  test('2,000 emoji are a 2,000-character message, accepted and stored whole', async () => {
    const message = '🙏'.repeat(LIMITS.messageMax);
    const response = await postJson(api, '/api/contact/', { ...contact, message });
    expect(response.status).toBe(201);
    const row = await api.app.db
      .selectFrom('contact_messages')
      .select('message')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.message).toBe(message);
    const booking = await postForm(api, DOCTOR, formData(validDoctorBooking({ message })));
    expect(booking.status).toBe(201);
  });

  test('2,001 are refused with the same words as 2,001 letters', async () => {
    const answer = await refused(() => postJson(api, '/api/contact/', { ...contact, message: '🙏'.repeat(2001) }));
    expect(answer.body.errors).toEqual({ message: 'Must be at most 2000 characters' });
  });
});

describe('malformed addresses', () => {
  test.each(['/api/%ff', '/api/service/service-page/%ff/', '/api/service/service-page/%E0%A4%A/'])(
    '%s gets the API’s 400 body and headers',
    async (path) => {
      const response = await fetch(`${api.baseUrl}${path}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: 'The address of this request is not valid.',
        code: 'addressInvalid',
        errors: {},
      });
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  test('a path parameter longer than any slug gets the API’s body too', async () => {
    const response = await fetch(`${api.baseUrl}/api/service/service-page/${'a'.repeat(200)}/`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The address is too long.', code: 'addressTooLong', errors: {} });
  });
});
