import { sql } from 'kysely';
import { CONNECTION_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../src/app';
import { PERMISSIONS_POLICY } from '../src/plugins/security';
import {
  createStore,
  formData,
  onFreshApi,
  postForm,
  postJson,
  SITE_ORIGIN,
  startApi,
  validDoctorBooking,
} from './helpers';
import type { TestApi, TestStore } from './helpers';

let api: TestApi;
onFreshApi((started) => {
  ({ api } = started);
});

describe('CORS', () => {
  test('the site’s origin is allowed', async () => {
    const response = await fetch(`${api.baseUrl}/api/lab/lab/`, { headers: { origin: SITE_ORIGIN } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
  });

  test('a preflight from the site’s origin is answered', async () => {
    const response = await fetch(`${api.baseUrl}/api/contact/`, {
      method: 'OPTIONS',
      headers: {
        origin: SITE_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  test('an unknown origin is refused, preflight or not, and its post is not stored', async () => {
    const preflight = await fetch(`${api.baseUrl}/api/contact/`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();

    const countBefore = await api.app.db
      .selectFrom('doctor_appointments')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    const post = await fetch(`${api.baseUrl}/api/appointment/doctorappointment/`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      body: formData(validDoctorBooking()),
    });
    expect(post.status).toBe(403);
    expect(await post.json()).toEqual({ message: expect.any(String), code: 'originRefused' });
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
    const countAfter = await api.app.db
      .selectFrom('doctor_appointments')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    expect(countAfter.count).toBe(countBefore.count);
  });

  test('requests without an Origin (curl, server to server) get no CORS headers but an answer', async () => {
    const response = await fetch(`${api.baseUrl}/api/lab/lab/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

/** The headers every answer carries, whatever ended the request. */
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': expect.stringContaining("default-src 'none'"),
  'x-frame-options': 'SAMEORIGIN',
  // helmet's default, the same as the site's servers send (site-server): a year, subdomains included.
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': PERMISSIONS_POLICY,
  'x-powered-by': null,
};

function securityHeaders(response: Response): Record<string, string | null> {
  return Object.fromEntries(Object.keys(SECURITY_HEADERS).map((name) => [name, response.headers.get(name)]));
}

describe('security headers', () => {
  test.each(['/api/service/service-pages/', '/api/nothing-here', '/media/doctors/dr-anita-sharma.svg', '/api/%ff'])(
    'are on %s',
    async (path) => {
      expect(securityHeaders(await fetch(`${api.baseUrl}${path}`))).toEqual(SECURITY_HEADERS);
    },
  );

  test('are on the 204 answer to a preflight', async () => {
    const response = await fetch(`${api.baseUrl}/api/contact/`, {
      method: 'OPTIONS',
      headers: { origin: SITE_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(securityHeaders(response)).toEqual(SECURITY_HEADERS);
  });

  test('are on the 403 refusal of another origin, preflight or not', async () => {
    const preflight = await fetch(`${api.baseUrl}/api/contact/`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(securityHeaders(preflight)).toEqual(SECURITY_HEADERS);
    const read = await fetch(`${api.baseUrl}/api/lab/lab/`, { headers: { origin: 'https://evil.example' } });
    expect(read.status).toBe(403);
    expect(securityHeaders(read)).toEqual(SECURITY_HEADERS);
  });

  test('are on a 400 and a 413', async () => {
    expect(securityHeaders(await postJson(api, '/api/contact/', {}))).toEqual(SECURITY_HEADERS);
    expect(securityHeaders(await postJson(api, '/api/contact/', { message: 'x'.repeat(100_000) }))).toEqual(
      SECURITY_HEADERS,
    );
  });
});

const cacheControl = (response: Response) => response.headers.get('cache-control');

describe('answers that can carry personal data are never stored by a browser or proxy', () => {
  test('every POST answer, whatever its outcome, is no-store', async () => {
    const booked = await postForm(api, '/api/appointment/doctorappointment/', formData(validDoctorBooking()));
    expect(booked.status).toBe(201);
    expect(cacheControl(booked)).toBe('no-store');
    const contact = await postJson(api, '/api/contact/', {
      name: 'Meera Iyer',
      email: 'meera.iyer@example.com',
      phone: '9876501234',
      subject: 'Visiting hours',
      message: 'When may I visit?',
      consent: true,
    });
    expect(contact.status).toBe(201);
    expect(cacheControl(contact)).toBe('no-store');
    const invalid = await postJson(api, '/api/contact/', {});
    expect(invalid.status).toBe(400);
    expect(cacheControl(invalid)).toBe('no-store');
    const login = await postJson(api, '/api/login/', { login_id: 'nobody', password: 'wrong-password' });
    expect(login.status).toBe(401);
    expect(cacheControl(login)).toBe('no-store');
    const refused = await fetch(`${api.baseUrl}/api/appointment/doctorappointment/`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      body: formData(validDoctorBooking()),
    });
    expect(refused.status).toBe(403);
    expect(cacheControl(refused)).toBe('no-store');
  });

  test.each(['/api/appointment/lookup/', '/api/appointment/APT-000001', '/api/accounts/me/'])(
    'every answer under %s is no-store, a read or a 404 too',
    async (path) => {
      expect(cacheControl(await fetch(`${api.baseUrl}${path}`))).toBe('no-store');
      expect(cacheControl(await fetch(`${api.baseUrl}${path}?x=1`, { method: 'HEAD' }))).toBe('no-store');
    },
  );

  test('the public catalogue stays cacheable', async () => {
    for (const path of ['/api/lab/lab/', '/api/service/service-pages/']) {
      const response = await fetch(`${api.baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(cacheControl(response)).toMatch(/^public, max-age=\d+$/);
    }
  });
});

describe('timeouts', () => {
  test('a silent connection is closed and a request must arrive whole within a bounded time', () => {
    expect(api.app.server.timeout).toBe(CONNECTION_TIMEOUT_MS);
    expect(api.app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(CONNECTION_TIMEOUT_MS).toBeGreaterThan(0);
    expect(REQUEST_TIMEOUT_MS).toBeGreaterThan(0);
  });
});

describe('bad requests never get a stack trace', () => {
  test('malformed JSON is a 400 {message, errors}', async () => {
    const response = await fetch(`${api.baseUrl}/api/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"login_id": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'The request body is not valid JSON.',
      code: 'requestNotJson',
      errors: {},
    });
  });

  test('an empty JSON body is a 400 {message, errors}', async () => {
    const response = await fetch(`${api.baseUrl}/api/patents/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: expect.any(String), code: 'requestBodyEmpty', errors: {} });
  });

  test('a prototype-polluting body is a 400 {message}', async () => {
    const response = await fetch(`${api.baseUrl}/api/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"login_id": "a", "password": "b", "__proto__": {"admin": true}}',
    });
    expect(response.status).toBe(400);
    const body = JSON.stringify(await response.json());
    expect(body).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  test('multipart with a broken boundary is a 4xx {message}', async () => {
    const response = await fetch(`${api.baseUrl}/api/appointment/labappointment/`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="lab"\r\n\r\n1\r\n--xy',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await response.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
  });
});

describe('logs', () => {
  test('carry method, path, status and time, but no patient data, bodies or query strings', async () => {
    const booking = validDoctorBooking({
      patient_name: 'Zorawar Ahluwalia',
      email: 'zorawar.ahluwalia@example.com',
      phone: '9999988888',
    });
    await postForm(api, '/api/appointment/doctorappointment/', formData(booking));
    await postForm(api, '/api/appointment/doctorappointment/', formData({ ...booking, phone: '12' }));
    await postJson(api, '/api/contact/', {
      name: 'Zorawar Ahluwalia',
      email: 'zorawar.ahluwalia@example.com',
      phone: '9999988888',
      subject: 'Hi',
      message: 'Hello',
      consent: true,
    });
    await postJson(api, '/api/patents/', {
      name: 'Zorawar Ahluwalia',
      email: 'zorawar.ahluwalia@example.com',
      phone: '9999988888',
      age: 30,
      gender: 'M',
      login_id: 'zorawar',
      password: 'Secret#Password1',
      consent: true,
    });
    await postJson(api, '/api/patents/', {
      name: 'Zorawar Ahluwalia',
      email: 'zorawar.ahluwalia@example.com',
      phone: '9999988888',
      age: 30,
      gender: 'M',
      login_id: 'zorawar',
      password: 'Secret#Password1',
      consent: true,
    });
    await postJson(api, '/api/login/', { login_id: 'zorawar', password: 'Secret#Password1' });
    await fetch(`${api.baseUrl}/api/doctor/doctor?department=1&patient=Zorawar`);
    await api.app.outbox.idle();

    const logs = api.logs.join('\n');
    expect(logs).toContain('"url":"/api/appointment/doctorappointment/"');
    expect(logs).toContain('"statusCode":201');
    expect(logs).toContain('"responseTime"');
    expect(logs).toContain('"url":"/api/doctor/doctor"');
    for (const secret of ['Zorawar', 'zorawar.ahluwalia', '9999988888', 'Secret#Password1', 'Ahluwalia', 'Sector 15']) {
      expect(logs).not.toContain(secret);
    }
  });
});

describe('rate limit', () => {
  let limited: TestApi;
  let limitedStore: TestStore;

  beforeAll(async () => {
    limitedStore = await createStore();
    limited = await startApi(limitedStore, { API_RATE_LIMIT: '3' });
  });

  afterAll(async () => {
    await limited.app.close();
    await limitedStore.dispose();
  });

  test('POSTs past the per-minute allowance get a 429 {message}, counted across endpoints; reads are never limited', async () => {
    const login = () => postJson(limited, '/api/login/', { login_id: 'nobody', password: 'wrong-password' });
    expect((await login()).status).toBe(401);
    expect((await login()).status).toBe(401);
    expect((await postJson(limited, '/api/contact/', {})).status).toBe(400);
    const blocked = await login();
    expect(blocked.status).toBe(429);
    expect(securityHeaders(blocked)).toEqual(SECURITY_HEADERS);
    expect(blocked.headers.get('cache-control')).toBe('no-store');
    expect(await blocked.json()).toEqual({
      message: expect.stringContaining('Too many requests'),
      code: 'tooManyRequests',
      params: { after: expect.any(String), minutes: 1 },
    });
    expect(blocked.headers.get('retry-after')).toBeTruthy();
    const blockedContact = await postJson(limited, '/api/contact/', {});
    expect(blockedContact.status).toBe(429);
    expect(await blockedContact.json()).toMatchObject({
      success: false,
      error: expect.stringContaining('Too many requests'),
      code: 'tooManyRequests',
    });
    for (let index = 0; index < 10; index += 1) {
      expect((await fetch(`${limited.baseUrl}/api/lab/lab/`)).status).toBe(200);
    }
  });
});

describe('behind a proxy', () => {
  let proxied: TestApi;
  let proxiedStore: TestStore;

  beforeAll(async () => {
    proxiedStore = await createStore();
    proxied = await startApi(proxiedStore, { API_RATE_LIMIT: '2', API_TRUST_PROXY: '127.0.0.1' });
  });

  afterAll(async () => {
    await proxied.app.close();
    await proxiedStore.dispose();
  });

  const from = (client: string) => postJson(proxied, '/api/contact/', {}, { 'x-forwarded-for': client });

  test('the allowance counts the clients the trusted proxy names, not the proxy', async () => {
    expect((await from('203.0.113.7')).status).toBe(400);
    expect((await from('203.0.113.7')).status).toBe(400);
    expect((await from('203.0.113.7')).status).toBe(429);
    expect((await from('198.51.100.23')).status).toBe(400);
  });
});
