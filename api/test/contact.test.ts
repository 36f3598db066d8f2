import { sql } from 'kysely';
import { onFreshApi, postJson } from './helpers';
import type { TestApi } from './helpers';

const PATH = '/api/contact/';
let api: TestApi;
onFreshApi((started) => {
  ({ api } = started);
});

const valid = {
  name: 'Anjali Verma',
  email: 'anjali.verma@example.com',
  phone: '9899012345',
  subject: 'Visiting hours',
  message: 'What are the ICU visiting hours on Sunday?',
  consent: true,
};

async function messageCount(): Promise<number> {
  const row = await api.app.db
    .selectFrom('contact_messages')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

test('a valid message is stored and answered {success: true, message}', async () => {
  const response = await postJson(api, PATH, valid);
  expect(response.status).toBe(201);
  expect(await response.json()).toEqual({
    success: true,
    message: expect.stringContaining('Thank you'),
    code: 'contactThanks',
  });
  const row = await api.app.db
    .selectFrom('contact_messages')
    .selectAll()
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(row).toMatchObject({ name: 'Anjali Verma', subject: 'Visiting hours', phone: '9899012345' });
  expect(row.consent_at).toBeInstanceOf(Date);
});

async function refusal(body: unknown): Promise<{ success: boolean; error: string; errors: Record<string, string> }> {
  const before = await messageCount();
  const response = await postJson(api, PATH, body);
  expect(response.status).toBe(400);
  expect(await messageCount()).toBe(before);
  return (await response.json()) as { success: boolean; error: string; errors: Record<string, string> };
}

test.each([
  ['name', 'Name is required'],
  ['email', 'Email is required'],
  ['phone', 'Phone number is required'],
  ['subject', 'Subject is required'],
  ['message', 'Message is required'],
  ['consent', 'Please agree to the privacy notice to continue'],
])('%s is required: "%s"', async (field, text) => {
  const body: Record<string, unknown> = { ...valid };
  delete body[field];
  expect(await refusal(body)).toEqual({
    success: false,
    error: text,
    message: 'Please check the highlighted fields.',
    code: 'checkFields',
    errors: { [field]: text },
    issues: { [field]: { code: expect.any(String) } },
  });
});

test('the first problem in the form’s order is the error shown', async () => {
  const answer = await refusal({ ...valid, name: ' ', phone: '12', message: '' });
  expect(answer.error).toBe('Name is required');
  expect(answer.errors).toEqual({
    name: 'Name is required',
    phone: 'Please enter a valid 10-digit phone number',
    message: 'Message is required',
  });
});

test.each([
  [{ phone: '98990123' }, 'Please enter a valid 10-digit phone number'],
  [{ phone: '98990123456' }, 'Please enter a valid 10-digit phone number'],
  [{ phone: 'ninenine99' }, 'Please enter a valid 10-digit phone number'],
  [{ email: 'anjali@' }, 'Please enter a valid email address'],
  [{ subject: '   ' }, 'Subject is required'],
  [{ consent: false }, 'Please agree to the privacy notice to continue'],
  [{ subject: 's'.repeat(201) }, 'Must be at most 200 characters'],
  [{ name: { first: 'Anjali' } }, 'Please enter a single value'],
  [{ phone: [9899012345] }, 'Please enter a single value'],
])('%j is refused with "%s"', async (overrides, text) => {
  expect((await refusal({ ...valid, ...overrides })).error).toBe(text);
});

test('unknown fields are refused', async () => {
  const answer = await refusal({ ...valid, priority: 'high' });
  expect(answer.errors).toEqual({ priority: 'Unknown field' });
});

test('a body that is not an object is refused in the contact shape', async () => {
  const answer = await refusal(['not', 'an', 'object']);
  expect(answer).toMatchObject({ success: false, error: expect.any(String) });
});

test('malformed JSON is a 400 in the contact shape, with no stack trace', async () => {
  const response = await fetch(`${api.baseUrl}${PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"name": "Anjali",',
  });
  expect(response.status).toBe(400);
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toEqual({
    success: false,
    error: 'The request body is not valid JSON.',
    message: 'The request body is not valid JSON.',
    code: 'requestNotJson',
    errors: {},
  });
});

test('a wrong content type is a 415 with a message', async () => {
  const response = await fetch(`${api.baseUrl}${PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: 'Hello, I would like to know the OPD timings.',
  });
  expect(response.status).toBe(415);
  expect(await response.json()).toMatchObject({ success: false, error: expect.any(String) });
});

test('an oversized body is a 413 with a message', async () => {
  const response = await postJson(api, PATH, { ...valid, message: 'x'.repeat(100_000) });
  expect(response.status).toBe(413);
  expect(await response.json()).toMatchObject({ success: false, message: 'The request is too large.' });
});
