import { SITE_ORIGIN, onFreshApi, postJson } from './helpers';
import type { TestApi } from './helpers';

let api: TestApi;
// Behind a proxy that says how the browser came: the cookie is Secure only when that was HTTPS.
onFreshApi(
  (started) => {
    ({ api } = started);
  },
  { API_TRUST_PROXY: 'true' },
);

const person = {
  name: 'Harpreet Kaur',
  email: 'harpreet.kaur@example.com',
  phone: '9815012345',
  age: 37,
  gender: 'F',
  login_id: 'harpreet37',
  password: 'Sector-15-Faridabad',
  consent: true,
};

const sessionCookie = (response: Response) =>
  response.headers.getSetCookie().find((line) => line.startsWith('hs_session=')) ?? '';

test('the session cookie is Secure over HTTPS and not over plain HTTP', async () => {
  expect((await postJson(api, '/api/patents/', person)).status).toBe(201);
  await api.app.db.updateTable('accounts').set({ email_confirmed_at: new Date() }).execute();
  const signIn = (proto: string) =>
    postJson(
      api,
      '/api/login/',
      { login_id: person.login_id, password: person.password },
      { origin: SITE_ORIGIN, 'x-forwarded-proto': proto },
    );
  const overHttps = sessionCookie(await signIn('https'));
  expect(overHttps).toMatch(/; Secure/i);
  expect(overHttps).toMatch(/HttpOnly/i);
  expect(sessionCookie(await signIn('http'))).not.toMatch(/Secure/i);
});
