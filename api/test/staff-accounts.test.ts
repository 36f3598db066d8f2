/**
 * What an admin does with staff accounts (issue 47): add one (with its enrolment link), list them,
 * disable one, reset a lost factor; and the staff audit, newest first and paged, naming each actor.
 */
import type { StaffAccount, StaffAccountCreated, StaffAuditPage, StaffEnrolment, StaffEnrolmentLink } from 'contract';
import { call, codeAt, enrolledMember, freshStaffApi, newEmail, PASSWORD, signIn, tokenOf } from './staff-helpers';
import type { Member } from './staff-helpers';

const api = freshStaffApi();
let admin: Member;

beforeAll(async () => {
  admin = await enrolledMember(api, 'admin', '10.30.1.5');
});

const asAdmin = <T>(method: string, path: string, body?: unknown) =>
  call<T>(api, method, path, { cookie: admin.cookie, ip: '10.30.1.5', ...(body === undefined ? {} : { body }) });

test('an admin adds an account and is given its enrolment link; an e-mail is taken in any case', async () => {
  const email = newEmail('Neha');
  const created = await asAdmin<StaffAccountCreated>('POST', '/api/staff/accounts/', {
    email,
    name: 'Neha Sharma',
    role: 'opd_manager',
  });
  expect(created.status).toBe(201);
  expect(created.body).toEqual({
    account: {
      id: expect.any(Number),
      email,
      name: 'Neha Sharma',
      role: 'opd_manager',
      created_at: expect.any(String),
      enrolled_at: null,
      disabled_at: null,
    },
    enrolment_link: expect.stringMatching(/^http:\/\/localhost:3000\/desk\/enrol#token=[\w-]{43}$/),
    enrolment_expires_at: new Date(api.clock.now.getTime() + 72 * 3_600_000).toISOString(),
  });
  const opened = await call<StaffEnrolment>(api, 'POST', '/api/staff/enrolment/', {
    body: { token: tokenOf(created.body.enrolment_link) },
  });
  expect(opened.body.email).toBe(email);

  const taken = await asAdmin('POST', '/api/staff/accounts/', {
    email: email.toUpperCase(),
    name: 'Someone Else',
    role: 'reception',
  });
  expect(taken.status).toBe(409);
  expect(taken.body.code).toBe('staffEmailTaken');

  const bad = await asAdmin('POST', '/api/staff/accounts/', { email: 'no', name: 'R2D2', role: 'doctor', extra: 1 });
  expect(bad.status).toBe(400);
  expect(bad.body.issues).toEqual({
    email: { code: 'email' },
    name: { code: 'name' },
    role: { code: 'staffRole' },
    extra: { code: 'unknownField' },
  });
});

test('the list shows every account, enrolled or not', async () => {
  const list = await asAdmin<StaffAccount[]>('GET', '/api/staff/accounts/');
  expect(list.status).toBe(200);
  const mine = list.body.find((account) => account.id === admin.id);
  expect(mine).toMatchObject({ email: admin.email, role: 'admin', enrolled_at: expect.any(String), disabled_at: null });
  expect(list.body.some((account) => account.enrolled_at === null)).toBe(true);
});

test('disabling ends the member’s sessions at once; an admin cannot disable themselves', async () => {
  const member = await enrolledMember(api, 'reception');
  const disabled = await asAdmin<StaffAccount>('POST', `/api/staff/accounts/${member.id}/disable/`, {});
  expect(disabled.status).toBe(200);
  expect(disabled.body.disabled_at).toBe(api.clock.now.toISOString());
  expect((await call(api, 'GET', '/api/staff/session/', { cookie: member.cookie })).status).toBe(401);
  expect((await signIn(api, member)).status).toBe(403);
  // Again: the account as it is.
  expect((await asAdmin('POST', `/api/staff/accounts/${member.id}/disable/`, {})).status).toBe(200);

  const self = await asAdmin('POST', `/api/staff/accounts/${admin.id}/disable/`, {});
  expect(self.status).toBe(409);
  expect(self.body.code).toBe('staffSelfDisable');
  for (const id of ['999999', '0', 'x', '99999999999']) {
    const unknown = await asAdmin('POST', `/api/staff/accounts/${id}/disable/`, {});
    expect({ id, status: unknown.status, code: unknown.body.code }).toEqual({
      id,
      status: 404,
      code: 'staffAccountNotFound',
    });
  }
});

test('a reset factor ends the sessions, retires the old factor and codes, and a new link enrols again', async () => {
  const member = await enrolledMember(api, 'reception');
  const reset = await asAdmin<StaffEnrolmentLink>('POST', `/api/staff/accounts/${member.id}/reset-factor/`, {});
  expect(reset.status).toBe(200);
  expect(reset.body.enrolment_link).toMatch(/#token=/);
  expect((await call(api, 'GET', '/api/staff/session/', { cookie: member.cookie })).status).toBe(401);
  expect((await signIn(api, member)).status).toBe(401);
  expect((await signIn(api, member, { code: member.recoveryCodes[0] })).status).toBe(401);

  const token = tokenOf(reset.body.enrolment_link);
  const opened = await call<StaffEnrolment>(api, 'POST', '/api/staff/enrolment/', { body: { token } });
  expect(opened.body.totp.secret).not.toBe(member.secret);
  const done = await call(api, 'POST', '/api/staff/enrolment/complete/', {
    body: { token, password: PASSWORD, code: codeAt(opened.body.totp.secret, api.clock.now) },
  });
  expect(done.status).toBe(200);
  api.clock.advance(30_000);
  expect((await signIn(api, { ...member, secret: opened.body.totp.secret })).status).toBe(200);
  expect((await asAdmin('POST', '/api/staff/accounts/999999/reset-factor/', {})).status).toBe(404);
});

test('the audit names the actor of each change, newest first, paged', async () => {
  const first = await asAdmin<StaffAuditPage>('GET', '/api/staff/audit/');
  expect(first.status).toBe(200);
  const ids = first.body.events.map((event) => event.id);
  expect(ids).toEqual([...ids].sort((a, b) => b - a));

  const byAdmin = first.body.events.filter((event) => event.actor?.id === admin.id);
  expect(byAdmin.map((event) => event.action)).toEqual(
    expect.arrayContaining(['account.created', 'account.disabled', 'account.factor_reset', 'accounts.viewed']),
  );
  const disabledEvent = byAdmin.find((event) => event.action === 'account.disabled');
  expect(disabledEvent).toEqual({
    id: expect.any(Number),
    at: expect.any(String),
    actor: { id: admin.id, email: admin.email, name: 'Asha Rani' },
    action: 'account.disabled',
    target: expect.stringMatching(/^staff:\d+$/),
    network: '10.30.1.0/24',
    details: {},
  });
  // The enrolment is the member's own act.
  const enrolled = first.body.events.find((event) => event.action === 'enrolment.completed');
  expect(enrolled?.actor?.id).toBe(Number(enrolled?.target?.slice('staff:'.length)));

  // Enough events for a second page.
  for (let view = 0; view < 50; view += 1) await asAdmin('GET', '/api/staff/accounts/');
  const page1 = await asAdmin<StaffAuditPage>('GET', '/api/staff/audit/');
  expect(page1.body.events).toHaveLength(50);
  expect(page1.body.next_before).toBe(page1.body.events.at(-1)?.id);
  const page2 = await asAdmin<StaffAuditPage>('GET', `/api/staff/audit/?before=${page1.body.next_before}`);
  expect(page2.body.events[0]?.id).toBeLessThan(page1.body.next_before ?? 0);
  const all = [...page1.body.events, ...page2.body.events].map((event) => event.id);
  expect(new Set(all).size).toBe(all.length);

  const wrong = await asAdmin('GET', '/api/staff/audit/?before=soon');
  expect(wrong.status).toBe(400);
  expect(wrong.body.issues).toEqual({ before: { code: 'staffAuditBefore' } });
});

test('audit events past a year are swept', async () => {
  const before = await api.app.db.selectFrom('staff_audit_events').select('id').execute();
  expect(before.length).toBeGreaterThan(0);
  api.clock.advance(366 * 24 * 3_600_000);
  await api.app.staff.sweep();
  expect(await api.app.db.selectFrom('staff_audit_events').select('id').execute()).toEqual([]);
});
