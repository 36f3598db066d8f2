/**
 * Every answer in words that a page shows carries a code of the contract's vocabulary: the site says
 * the code in its reader's language and has no other way to say a refusal in Hindi. A new refusal
 * without a code fails here (and, thrown as a RequestError, fails the type check).
 */
import { FIELD_ERROR_TEXTS, fieldIssueText, isFieldIssue } from 'contract';
import { LOOKUP } from './booking-access';
import { freshApi, postJson, SITE_ORIGIN } from './helpers';

const api = freshApi({ API_RATE_LIMIT: '1000', API_MANAGE_RATE_LIMIT: '1000' });

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  postJson(api, path, body, { origin: SITE_ORIGIN, ...headers });

const reference = 'APT-7K3QD-M9X21';
const access = 'A'.repeat(43);

/** Each answer a page may show, by what the visitor did. */
const ANSWERS: Record<string, () => Promise<Response>> = {
  'an unknown address': () => fetch(`${api.baseUrl}/api/nothing-here`),
  'a body that is not JSON': () =>
    fetch(`${api.baseUrl}/api/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE_ORIGIN },
      body: '{',
    }),
  'a call from another site': () => post('/api/login/', {}, { origin: 'https://elsewhere.example' }),
  'a sign-up': () =>
    post('/api/patents/', {
      name: 'Ravi Kumar',
      email: 'ravi.codes@example.com',
      phone: '9876543210',
      age: '34',
      gender: 'M',
      login_id: 'ravi.codes',
      password: 'Faridabad-Sector-15',
      consent: true,
    }),
  'a wrong password': () => post('/api/login/', { login_id: 'nobody.here', password: 'Not-The-One-2026' }),
  'a spent confirmation link': () => post('/api/account/confirm/', { token: access, password: 'Faridabad-2026-x' }),
  'a reset asked for': () => post('/api/account/password-reset/', { email: 'nobody@example.com' }),
  'a spent reset link': () =>
    post('/api/account/password-reset/confirm/', { token: access, password: 'Faridabad-2026-x' }),
  'an account page signed out': () => fetch(`${api.baseUrl}/api/account/bookings/`),
  'a booking code asked for': () => post(LOOKUP, { reference, contact: '9876543210' }),
  'a wrong booking code': () => post(LOOKUP, { reference, contact: '9876543210', code: '123456' }),
  'a spent booking link': () => post(LOOKUP, { token: access }),
  'a cancel with an expired grant': () => post('/api/appointment/cancel/', { reference, access }),
  'a move signed out': () =>
    post('/api/appointment/reschedule/', { reference, date: '2030-01-07', slot_start: '10:00' }),
  'a calendar file with an expired grant': () =>
    fetch(`${api.baseUrl}/api/appointment/calendar/${reference}.ics`, {
      headers: { authorization: `Bearer ${access}` },
    }),
  'a contact code asked for': () => post('/api/appointment/contact-code/', { email: 'ravi@example.com' }),
};

test.each(Object.keys(ANSWERS))('%s is answered with a code of the vocabulary', async (what) => {
  const response = await ANSWERS[what]!();
  const body = (await response.json()) as { message?: unknown; code?: unknown; params?: unknown };
  const issue = { code: body.code, ...(body.params === undefined ? {} : { params: body.params }) };
  expect([what, isFieldIssue(issue)]).toEqual([what, true]);
  // The English beside it, for other callers, is the code's own text.
  expect(body.message).toBe(fieldIssueText(issue as Parameters<typeof fieldIssueText>[0]));
});

test('the allowances’ refusals have codes too', async () => {
  // Past the per-reference allowance of manage a booking.
  let last: Response | undefined;
  for (let attempt = 0; attempt < 12; attempt += 1) {
    last = await post(LOOKUP, { reference: 'LAB-4HV0C-2RT8V', contact: `95${String(attempt).padStart(8, '0')}` });
  }
  expect(last?.status).toBe(429);
  const body = (await last!.json()) as { code?: unknown };
  expect(Object.hasOwn(FIELD_ERROR_TEXTS, String(body.code))).toBe(true);
});
