/**
 * The speed report on the staff desk (issue 45): what `npm run vitals` prints, as JSON for the
 * admin, from the beacons visitors sent; nobody else may read it.
 */
import type { VitalsReport } from 'contract/vitals';
import { call, enrolledMember, freshStaffApi } from './staff-helpers';

const api = freshStaffApi();

function beacon(lcp: number, device: 'phone' | 'desktop') {
  return fetch(`${api.baseUrl}/api/vitals/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
    body: JSON.stringify({ route: '/faq', lang: 'hi', device, lcp, live: lcp + 500 }),
  });
}

test('the admin reads the last week’s p75s per route, language and device; other roles are refused', async () => {
  for (const lcp of [1000, 2000, 3000, 4000, 5000]) expect((await beacon(lcp, 'phone')).status).toBe(204);
  expect((await beacon(900, 'desktop')).status).toBe(204);

  const admin = await enrolledMember(api, 'admin');
  const report = await call<VitalsReport>(api, 'GET', '/api/staff/vitals/', { cookie: admin.cookie });
  expect(report.status).toBe(200);
  expect(report.headers.get('cache-control')).toBe('no-store');
  expect(report.body.days).toBe(7);
  const phone = report.body.rows.find((row) => row.route === '/faq' && row.device === 'phone');
  // The 75th percentile of 1000…5000, interpolated: 4000; INP and CLS were in no beacon.
  expect(phone).toMatchObject({ lang: 'hi', visits: 5, lcp: 4000, lcpCount: 5, live: 4500, inp: null, inpCount: 0 });
  expect(report.body.rows.find((row) => row.device === 'desktop')).toMatchObject({ visits: 1, lcp: 900 });

  const reception = await enrolledMember(api, 'reception');
  const refused = await call(api, 'GET', '/api/staff/vitals/', { cookie: reception.cookie });
  expect(refused.status).toBe(403);
  expect((await call(api, 'GET', '/api/staff/vitals/')).status).toBe(401);
});
