/**
 * `STAFF_ALLOWED_NETWORKS` (issue 47): with it set, every `/api/staff/*` answer to a client outside
 * the networks is 403 `staffNetworkRefused`, IPv4 and IPv6 alike; the public site is not affected.
 */
import { ConfigError, loadConfig } from '../src/config';
import { inNetworks } from '../src/features/staff/plugin';
import { call, freshStaffApi } from './staff-helpers';

const api = freshStaffApi({ STAFF_ALLOWED_NETWORKS: '10.20.0.0/16, 2001:db8:5::/48, 192.0.2.7' });

test.each([
  ['10.20.3.4', true],
  ['10.20.255.254', true],
  ['::ffff:10.20.1.1', true],
  ['192.0.2.7', true],
  ['2001:db8:5:77::1', true],
  ['10.21.0.1', false],
  ['192.0.2.8', false],
  ['2001:db8:6::1', false],
  ['::1', false],
])('from %s the desk answers: %s', async (ip, allowed) => {
  const answer = await call(api, 'GET', '/api/staff/session/', { ip });
  expect(answer.headers.get('cache-control')).toBe('no-store');
  // Inside, the guard answers (no session); outside, the network check before it.
  const inside = { status: 401, code: 'staffSignedOut' };
  const outside = { status: 403, code: 'staffNetworkRefused' };
  expect({ status: answer.status, code: answer.body.code }).toEqual(allowed ? inside : outside);
});

test('the refusal says why in words too', async () => {
  const answer = await call(api, 'GET', '/api/staff/session/', { ip: '10.21.0.1' });
  expect(answer.body).toEqual({ code: 'staffNetworkRefused', message: 'The desk cannot be used from this network.' });
});

test('every staff path is refused from elsewhere, sign-in and unknown paths too, before the body is read', async () => {
  const signIn = await call(api, 'POST', '/api/staff/session/', {
    body: { email: 'a@b.in', password: 'whatever it is', code: '123456' },
    ip: '203.0.113.9',
  });
  expect(signIn.status).toBe(403);
  expect((await call(api, 'GET', '/api/staff/nothing-here/', { ip: '203.0.113.9' })).status).toBe(403);
  expect((await call(api, 'GET', '/api/staff/nothing-here/', { ip: '10.20.0.1' })).status).toBe(404);
});

test('the public site is answered from anywhere', async () => {
  expect((await call(api, 'GET', '/api/doctor/department/', { ip: '203.0.113.9' })).status).toBe(200);
});

test('the setting is checked at start, naming the wrong entry', () => {
  expect(loadConfig({}).staffAllowedNetworks).toBeNull();
  expect(loadConfig({ STAFF_ALLOWED_NETWORKS: '10.0.0.0/8,::1' }).staffAllowedNetworks).toEqual([
    '10.0.0.0/8',
    '::1/128',
  ]);
  expect(() => loadConfig({ STAFF_ALLOWED_NETWORKS: '10.0.0.0/8,10.1.0.0/33' })).toThrow(ConfigError);
  expect(() => loadConfig({ STAFF_ALLOWED_NETWORKS: 'the hospital' })).toThrow(/"the hospital"/);
  expect(() => loadConfig({ STAFF_ALLOWED_NETWORKS: ' , ' })).toThrow(ConfigError);
});

test('an address is matched against ranges of its own kind only', () => {
  expect(inNetworks('10.0.0.1', ['::/0'])).toBe(false);
  expect(inNetworks('2001:db8::1', ['0.0.0.0/0'])).toBe(false);
  expect(inNetworks('not an address', ['0.0.0.0/0'])).toBe(false);
});
