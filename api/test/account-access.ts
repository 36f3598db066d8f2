/**
 * An account as a patient makes one: sign up from the site, read the link the outbox holds, confirm
 * the address with the password.
 */
import { accountWorkSettled } from '../src/features/accounts/service';
import { SITE_ORIGIN } from './helpers';
import type { TestApi } from './helpers';

/** A valid sign-up; give each account its own `login_id` and `email`. */
export const REGISTRATION = {
  name: 'Deepak Sharma',
  email: 'deepak.sharma@example.com',
  phone: '9873456789',
  age: 42,
  gender: 'M',
  login_id: 'deepak42',
  password: 'Faridabad@2025',
  consent: true,
};
export type Registration = typeof REGISTRATION;

/** A JSON POST as the site sends it (the account calls refuse another origin). */
export const postFromSite = (api: TestApi, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${api.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE_ORIGIN, ...headers },
    body: JSON.stringify(body),
  });

/** The text of the newest e-mail to the address, once the account calls have queued theirs. */
export async function newestMailText(api: TestApi, email: string): Promise<string> {
  // A reset request is looked up and mailed after its answer.
  await accountWorkSettled();
  const mail = await api.app.db
    .selectFrom('outbox')
    .select('body_text')
    .where('recipient', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return mail.body_text;
}

/** The token of the newest link mailed to the address. */
export async function mailedToken(api: TestApi, email: string, page: 'confirm' | 'reset-password'): Promise<string> {
  const match = new RegExp(`/account/${page}#token=([A-Za-z0-9_-]+)`).exec(await newestMailText(api, email));
  if (!match?.[1]) throw new Error(`no ${page} link in the last e-mail to ${email}`);
  return match[1];
}

/** 20 failed sign-ins on the login ID from anywhere, as the throttle counts a stranger's guesses. */
export async function strangersFailures(api: TestApi, loginId: string): Promise<void> {
  await api.app.db
    .insertInto('sign_in_failures')
    .values({
      key: `account:${api.app.accountSecrets.hash('throttle', loginId)}`,
      failures: 20,
      last_failure_at: new Date(),
    })
    .execute();
}

/** Signs `person` up and confirms the address from the mailed link: an account that can sign in. */
export async function confirmedAccount<P extends Registration>(api: TestApi, person: P): Promise<P> {
  expect((await postFromSite(api, '/api/patents/', person)).status).toBe(201);
  const token = await mailedToken(api, person.email, 'confirm');
  expect((await postFromSite(api, '/api/account/confirm/', { token, password: person.password })).status).toBe(200);
  return person;
}

/** An answer with how long it took to its last byte. */
export interface Timed {
  ms: number;
  status: number;
  body: string;
  retryAfter: string | null;
}
export async function timed(send: () => Promise<Response>): Promise<Timed> {
  const started = performance.now();
  const response = await send();
  const body = await response.text();
  return {
    ms: performance.now() - started,
    status: response.status,
    body,
    retryAfter: response.headers.get('retry-after'),
  };
}
