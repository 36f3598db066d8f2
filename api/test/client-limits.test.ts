/**
 * Issue 43, finding 3: every allowance counted by address counts an IPv6 client by its /64 (one
 * household is given a whole /64, 2^64 addresses) and an IPv4 client by its address, however the
 * socket spells it: the POST allowance and the booking look-ups'.
 */
import { onFreshApi } from './helpers';
import type { TestApi } from './helpers';

let api: TestApi;
onFreshApi(
  (started) => {
    ({ api } = started);
  },
  // The test client is the proxy, and says which client it forwards (inject cannot run under Jest here).
  { API_RATE_LIMIT: '2', API_MANAGE_RATE_LIMIT: '2', API_TRUST_PROXY: '127.0.0.1' },
);

async function post(url: string, client: string): Promise<{ statusCode: number; retryAfter: string | null }> {
  const response = await fetch(`${api.baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: '{}',
  });
  return { statusCode: response.status, retryAfter: response.headers.get('retry-after') };
}

test.each([
  ['every POST', '/api/contact/', '2001:db8:a:1'],
  ['booking look-ups', '/api/appointment/lookup/', '2001:db8:b:1'],
])('%s: two addresses in one /64 share one allowance; another /64 has its own', async (_name, url, prefix) => {
  expect((await post(url, `${prefix}::1`)).statusCode).not.toBe(429);
  expect((await post(url, `${prefix}:ffff:ffff:ffff:fffe`)).statusCode).not.toBe(429);
  const third = await post(url, `${prefix}:1234:5678:9abc:def0`);
  expect(third.statusCode).toBe(429);
  expect(third.retryAfter).not.toBeNull();
  expect((await post(url, `${prefix.replace(/1$/, '2')}::1`)).statusCode).not.toBe(429);
});

test('IPv4 clients are counted one address each, also as an IPv6 socket shows them (::ffff:a.b.c.d)', async () => {
  // Fastify's rate limiter alone would cut ::ffff:198.51.100.1 to its /64, which every IPv4 client shares.
  expect((await post('/api/contact/', '198.51.100.1')).statusCode).not.toBe(429);
  expect((await post('/api/contact/', '::ffff:198.51.100.1')).statusCode).not.toBe(429);
  expect((await post('/api/contact/', '198.51.100.1')).statusCode).toBe(429);
  expect((await post('/api/contact/', '::ffff:198.51.100.2')).statusCode).not.toBe(429);
  expect((await post('/api/contact/', '::ffff:203.0.113.9')).statusCode).not.toBe(429);
});
