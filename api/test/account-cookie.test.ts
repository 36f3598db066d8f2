import { SESSION_COOKIE } from 'contract';
import { DEVICE_COOKIE } from '../src/features/sessions/plugin';
import { SITE_ORIGIN, onFreshApi, postJson } from './helpers';
import type { TestApi } from './helpers';

let api: TestApi;
// No API_TRUST_PROXY: the cookie's attributes must not depend on what a proxy says.
onFreshApi((started) => {
  ({ api } = started);
});

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

const cookieNamed = (response: Response, name: string) =>
  response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`)) ?? '';

/** The attributes `__Host-` asks for (Secure, Path=/, no Domain), HttpOnly and SameSite=Lax. */
function expectHostOnlySecure(setCookie: string): void {
  const attributes = setCookie.split(';').map((part) => part.trim().toLowerCase());
  expect(attributes).toContain('secure');
  expect(attributes).toContain('httponly');
  expect(attributes).toContain('path=/');
  expect(attributes).toContain('samesite=lax');
  expect(attributes.some((attribute) => attribute.startsWith('domain='))).toBe(false);
}

test('the session and browser cookies are __Host- and Secure, over plain HTTP and whatever a proxy claims', async () => {
  expect(SESSION_COOKIE).toBe('__Host-hs_session');
  expect(DEVICE_COOKIE).toBe('__Host-hs_device');
  expect((await postJson(api, '/api/patents/', person)).status).toBe(201);
  await api.app.db.updateTable('accounts').set({ email_confirmed_at: new Date() }).execute();
  for (const proto of [undefined, 'http', 'https']) {
    const signIn = await postJson(
      api,
      '/api/login/',
      { login_id: person.login_id, password: person.password },
      { origin: SITE_ORIGIN, ...(proto ? { 'x-forwarded-proto': proto } : {}) },
    );
    expect(signIn.status).toBe(200);
    expect(signIn.headers.getSetCookie().some((line) => /^hs_(session|device)=/.test(line))).toBe(false);
    expectHostOnlySecure(cookieNamed(signIn, SESSION_COOKIE));
    expectHostOnlySecure(cookieNamed(signIn, DEVICE_COOKIE));
    const session = cookieNamed(signIn, SESSION_COOKIE).split(';')[0] ?? '';
    const signedIn = await fetch(`${api.baseUrl}/api/account/session/`, { headers: { cookie: session } });
    expect(signedIn.status).toBe(200);
    const logout = await postJson(api, '/api/logout/', {}, { origin: SITE_ORIGIN, cookie: session });
    expectHostOnlySecure(cookieNamed(logout, SESSION_COOKIE));
  }
});
