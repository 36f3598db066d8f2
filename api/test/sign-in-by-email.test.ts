/**
 * A patient signs in with the Login ID or the account's e-mail address, whichever they remember,
 * and a forgotten Login ID comes back by e-mail (issue 44): the reset e-mail says it first.
 */
import { SESSION_COOKIE } from 'contract';
import { hashPassword } from '../src/features/accounts/password';
import { accountWorkSettled } from '../src/features/accounts/service';
import { SITE_ORIGIN, onFreshApi } from './helpers';
import type { TestApi } from './helpers';

let api: TestApi;
onFreshApi((started) => {
  ({ api } = started);
});

const PASSWORD = 'Faridabad@2026-signin';
const post = (path: string, body: unknown) =>
  fetch(`${api.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE_ORIGIN },
    body: JSON.stringify(body),
  });

async function account(loginId: string, email: string): Promise<void> {
  await api.app.db
    .insertInto('accounts')
    .values({
      name: 'Savita Rani',
      email,
      phone: '9812000031',
      age: 61,
      gender: 'F',
      login_id: loginId,
      password_hash: await hashPassword(PASSWORD),
      consent_at: new Date(),
      email_confirmed_at: new Date(),
    })
    .execute();
}

const sessionOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));

test('the e-mail address signs in as the Login ID does, in any letter case', async () => {
  await account('savita61', 'savita.rani@example.com');
  const byEmail = await post('/api/login/', { login_id: ' Savita.Rani@Example.com ', password: PASSWORD });
  expect(byEmail.status).toBe(200);
  expect(await byEmail.json()).toMatchObject({ login_id: 'savita61', email: 'savita.rani@example.com' });
  expect(sessionOf(byEmail)).toBeDefined();
  expect((await post('/api/login/', { login_id: 'savita61', password: PASSWORD })).status).toBe(200);
  // A wrong password is the same refusal whichever name was typed; an unknown address too.
  const wrong = await post('/api/login/', { login_id: 'savita.rani@example.com', password: 'not-the-password' });
  expect(wrong.status).toBe(401);
  const unknown = await post('/api/login/', { login_id: 'nobody@example.com', password: PASSWORD });
  expect(unknown.status).toBe(401);
  expect(await unknown.json()).toEqual(await wrong.json());
});

test('failures by the e-mail and by the Login ID count against one account', async () => {
  await account('throttle_both', 'throttle.both@example.com');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const name = attempt % 2 === 0 ? 'THROTTLE.BOTH@example.com' : 'throttle_both';
    expect((await post('/api/login/', { login_id: name, password: `wrong-${attempt}` })).status).toBe(401);
  }
  // Alternating the two names gave no extra tries: the sixth is slowed, by either name.
  expect((await post('/api/login/', { login_id: 'throttle.both@example.com', password: PASSWORD })).status).toBe(429);
  expect((await post('/api/login/', { login_id: 'throttle_both', password: PASSWORD })).status).toBe(429);
});

test('a forgotten Login ID: the reset e-mail gives it before the link', async () => {
  await account('forgetful.one', 'forgetful@example.com');
  expect((await post('/api/account/password-reset/', { email: 'forgetful@example.com' })).status).toBe(202);
  // The request is looked up and mailed after its answer.
  await accountWorkSettled();
  const mail = await api.app.db
    .selectFrom('outbox')
    .select(['subject', 'body_text'])
    .where('recipient', '=', 'forgetful@example.com')
    .executeTakeFirstOrThrow();
  expect(mail.subject).toBe('Your Login ID and a new password');
  expect(/Your Login ID is: (\S+)/.exec(mail.body_text)?.[1]).toBe('forgetful.one');
  expect(mail.body_text.indexOf('forgetful.one')).toBeLessThan(
    mail.body_text.indexOf('/account/reset-password#token='),
  );
});
