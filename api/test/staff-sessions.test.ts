/**
 * Staff sessions (issue 47) on the feature's clock: 30 minutes idle, 12 hours at most however used;
 * signing out; the member's own list, the asking session marked; ending another of one's sessions.
 */
import type { StaffSessionInfo } from 'contract';
import { call, enrolledMember, freshStaffApi, HOUR, MINUTE, signIn } from './staff-helpers';

const api = freshStaffApi();

const whoAmI = (cookie: string) => call(api, 'GET', '/api/staff/session/', { cookie });

test('a session unused for more than 30 minutes has ended', async () => {
  const { cookie } = await enrolledMember(api, 'reception');
  api.clock.advance(29 * MINUTE);
  expect((await whoAmI(cookie)).status).toBe(200);
  api.clock.advance(30 * MINUTE + 1_000);
  const ended = await whoAmI(cookie);
  expect(ended.status).toBe(401);
  expect(ended.body.code).toBe('staffSignedOut');
  expect(ended.headers.get('cache-control')).toBe('no-store');
  // The browser is told to drop it.
  expect(ended.cookie).toBe('');
  // And it stays ended when used again at once.
  expect((await whoAmI(cookie)).status).toBe(401);
});

test('a session in use ends 12 hours after sign-in all the same', async () => {
  const { cookie } = await enrolledMember(api, 'reception');
  for (let elapsed = 0; elapsed < 12 * HOUR - 25 * MINUTE; elapsed += 25 * MINUTE) {
    api.clock.advance(25 * MINUTE);
    expect((await whoAmI(cookie)).status).toBe(200);
  }
  api.clock.advance(25 * MINUTE);
  expect((await whoAmI(cookie)).status).toBe(401);
});

test('signing out ends the session and clears the cookie; without a session it is a 204 too', async () => {
  const { cookie } = await enrolledMember(api, 'reception');
  const out = await call(api, 'DELETE', '/api/staff/session/', { cookie });
  expect(out.status).toBe(204);
  expect(out.cookie).toBe('');
  expect(out.setCookie.find((line) => line.startsWith('staff_session='))).toMatch(/Path=\/api\/staff/);
  expect((await whoAmI(cookie)).status).toBe(401);
  expect((await call(api, 'DELETE', '/api/staff/session/')).status).toBe(204);
});

test('a member lists their own sessions, and ends another one', async () => {
  const member = await enrolledMember(api, 'opd_manager', '10.9.1.7');
  const other = await enrolledMember(api, 'reception');
  const second = await signIn(api, member, { ip: '2001:db8:9:9::5' });
  expect(second.status).toBe(200);
  const secondCookie = second.cookie ?? '';

  const list = await call<StaffSessionInfo[]>(api, 'GET', '/api/staff/sessions/', { cookie: member.cookie });
  expect(list.status).toBe(200);
  expect(list.body).toHaveLength(2);
  const [newest, oldest] = list.body;
  expect(newest).toEqual({
    id: expect.stringMatching(/^\d+$/),
    created_at: api.clock.now.toISOString(),
    last_seen_at: api.clock.now.toISOString(),
    expires_at: new Date(api.clock.now.getTime() + 12 * HOUR).toISOString(),
    network: '2001:db8:9::/48',
    user_agent: expect.any(String),
    // The list was asked with the first session's cookie.
    current: false,
  });
  expect(oldest).toMatchObject({ network: '10.9.1.0/24', current: true });

  // Another member's session is not theirs to end: the same 404 as an unknown id.
  const othersList = await call<StaffSessionInfo[]>(api, 'GET', '/api/staff/sessions/', { cookie: other.cookie });
  const othersId = othersList.body[0]?.id ?? '';
  const notMine = await call(api, 'DELETE', `/api/staff/sessions/${othersId}/`, { cookie: member.cookie });
  expect(notMine.status).toBe(404);
  expect(notMine.body.code).toBe('staffSessionNotFound');
  expect((await whoAmI(other.cookie)).status).toBe(200);
  expect((await call(api, 'DELETE', '/api/staff/sessions/abc/', { cookie: member.cookie })).status).toBe(404);

  const ended = await call(api, 'DELETE', `/api/staff/sessions/${newest?.id ?? ''}/`, { cookie: member.cookie });
  expect(ended.status).toBe(204);
  expect(ended.cookie).toBeUndefined();
  expect((await whoAmI(secondCookie)).status).toBe(401);
  expect((await whoAmI(member.cookie)).status).toBe(200);

  // Ending the current one signs this browser out.
  const self = await call(api, 'DELETE', `/api/staff/sessions/${oldest?.id ?? ''}/`, { cookie: member.cookie });
  expect(self.status).toBe(204);
  expect(self.cookie).toBe('');
  expect((await whoAmI(member.cookie)).status).toBe(401);

  const audit = await api.app.db
    .selectFrom('staff_audit_events')
    .select(['actor_id', 'target'])
    .where('action', '=', 'session.ended')
    .execute();
  expect(audit).toEqual([
    { actor_id: member.id, target: `session:${newest?.id}` },
    { actor_id: member.id, target: `session:${oldest?.id}` },
  ]);
});

test('a new sign-in in a browser ends the session that browser had', async () => {
  const member = await enrolledMember(api, 'reception');
  const again = await call(api, 'POST', '/api/staff/session/', {
    body: { email: member.email, password: 'Surajkund mela 2026', code: member.recoveryCodes[0] },
    cookie: member.cookie,
  });
  expect(again.status).toBe(200);
  expect((await whoAmI(member.cookie)).status).toBe(401);
  expect((await whoAmI(again.cookie ?? '')).status).toBe(200);
});

test('the sweep removes sessions ended by time', async () => {
  const member = await enrolledMember(api, 'reception');
  api.clock.advance(31 * MINUTE);
  await api.app.staff.sweep();
  const left = await api.app.db.selectFrom('staff_sessions').select('id').where('staff_id', '=', member.id).execute();
  expect(left).toEqual([]);
});
