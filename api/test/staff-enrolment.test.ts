/**
 * Enrolment (issue 47): the link opens the account's pending TOTP secret, and a password with the
 * app's current code completes it: signed in, with ten single-use recovery codes shown once.
 */
import { RECOVERY_CODE_PATTERN } from 'contract';
import type { StaffEnrolled, StaffEnrolment } from 'contract';
import { call, codeAt, freshStaffApi, HOUR, MINUTE, newEmail, PASSWORD, tokenOf } from './staff-helpers';

const api = freshStaffApi();

async function newLink(role: 'reception' | 'admin' = 'reception') {
  const email = newEmail('enrol');
  const created = await api.app.staff.createAccount({ email, name: 'Ravi Kumar', role }, { actorId: null, ip: null });
  if (!created) throw new Error('not created');
  return { email, id: created.staff.id, token: tokenOf(created.link.enrolment_link), link: created.link };
}

test('a link opens to its account and a TOTP secret, the same until enrolment completes', async () => {
  const { email, token, link } = await newLink();
  expect(link.enrolment_link).toMatch(/^http:\/\/localhost:3000\/desk\/enrol#token=[\w-]{43}$/);
  expect(new Date(link.enrolment_expires_at).getTime() - api.clock.now.getTime()).toBe(72 * HOUR);

  const first = await call<StaffEnrolment>(api, 'POST', '/api/staff/enrolment/', { body: { token } });
  expect(first.status).toBe(200);
  expect(first.headers.get('cache-control')).toBe('no-store');
  expect(first.body).toEqual({
    email,
    name: 'Ravi Kumar',
    role: 'reception',
    totp: {
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      otpauth_uri: expect.stringMatching(/^otpauth:\/\/totp\//),
    },
  });
  const uri = new URL(first.body.totp.otpauth_uri);
  expect(uri.searchParams.get('secret')).toBe(first.body.totp.secret);
  expect(uri.searchParams.get('period')).toBe('30');
  expect(uri.searchParams.get('digits')).toBe('6');
  expect(decodeURIComponent(uri.pathname)).toContain(email);

  const again = await call<StaffEnrolment>(api, 'POST', '/api/staff/enrolment/', { body: { token } });
  expect(again.body.totp.secret).toBe(first.body.totp.secret);
});

test('the happy path: password and the app’s code sign the member in, with ten recovery codes', async () => {
  const { email, id, token } = await newLink();
  const { body } = await call<StaffEnrolment>(api, 'POST', '/api/staff/enrolment/', { body: { token } });
  const secret: string = body.totp.secret;

  const done = await call<StaffEnrolled>(api, 'POST', '/api/staff/enrolment/complete/', {
    body: { token, password: PASSWORD, code: codeAt(secret, api.clock.now) },
  });
  expect(done.status).toBe(200);
  expect(done.headers.get('cache-control')).toBe('no-store');
  expect(done.body.staff).toEqual({ id, email, name: 'Ravi Kumar', role: 'reception' });
  expect(done.body.recovery_codes).toHaveLength(10);
  expect(new Set(done.body.recovery_codes).size).toBe(10);
  for (const code of done.body.recovery_codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);

  const cookieLine = done.setCookie.find((line) => line.startsWith('staff_session=')) ?? '';
  expect(cookieLine).toMatch(/; HttpOnly/);
  expect(cookieLine).toMatch(/; SameSite=Strict/);
  expect(cookieLine).toMatch(/; Path=\/api\/staff/);
  expect(cookieLine).toMatch(/; Max-Age=43200/);
  // Served over plain HTTP here: a Secure cookie would never come back.
  expect(cookieLine).not.toMatch(/Secure/);

  const session = await call(api, 'GET', '/api/staff/session/', { cookie: done.cookie ?? '' });
  expect(session.status).toBe(200);
  expect(session.body).toEqual({ staff: { id, email, name: 'Ravi Kumar', role: 'reception' } });

  // The secret is kept encrypted, the codes and the token only hashed.
  const row = await api.app.db.selectFrom('staff_accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  expect(row.totp_secret).toMatch(/^v1:/);
  expect(row.totp_secret).not.toContain(secret);
  const stored = await api.app.db
    .selectFrom('staff_recovery_codes')
    .select('code_hash')
    .where('staff_id', '=', id)
    .execute();
  expect(stored).toHaveLength(10);
  for (const code of done.body.recovery_codes) {
    expect(stored.map((r) => r.code_hash).join()).not.toContain(code.replace('-', ''));
  }

  // Used once.
  const reused = await call<StaffEnrolment>(api, 'POST', '/api/staff/enrolment/', { body: { token } });
  expect(reused.status).toBe(404);
  expect(reused.body.code).toBe('staffEnrolmentInvalid');
});

test('the cookie is Secure when the site is served over HTTPS', async () => {
  const { token } = await newLink();
  const { body } = await call<StaffEnrolment>(api, 'POST', '/api/staff/enrolment/', { body: { token } });
  const done = await call<StaffEnrolled>(api, 'POST', '/api/staff/enrolment/complete/', {
    body: { token, password: PASSWORD, code: codeAt(body.totp.secret, api.clock.now) },
    headers: { 'x-forwarded-proto': 'https' },
  });
  expect(done.setCookie.find((line) => line.startsWith('staff_session='))).toMatch(/; Secure/);
});

test('a wrong code is refused on its field, and the link still works', async () => {
  const { token } = await newLink();
  const { body } = await call<StaffEnrolment>(api, 'POST', '/api/staff/enrolment/', { body: { token } });
  const later = new Date(api.clock.now.getTime() + 5 * MINUTE);
  const wrong = await call<StaffEnrolled>(api, 'POST', '/api/staff/enrolment/complete/', {
    body: { token, password: PASSWORD, code: codeAt(body.totp.secret, later) },
  });
  expect(wrong.status).toBe(400);
  expect(wrong.body.issues).toEqual({ code: { code: 'totpWrong' } });
  expect(wrong.cookie).toBeUndefined();

  // A code of the step before or after (a phone's clock a little off) will do.
  const right = await call<StaffEnrolled>(api, 'POST', '/api/staff/enrolment/complete/', {
    body: { token, password: PASSWORD, code: codeAt(body.totp.secret, new Date(api.clock.now.getTime() - 30_000)) },
  });
  expect(right.status).toBe(200);
});

test('the password must be long and uncommon; each refusal names its field and rule', async () => {
  const { token } = await newLink();
  const { body } = await call<StaffEnrolment>(api, 'POST', '/api/staff/enrolment/', { body: { token } });
  const code = codeAt(body.totp.secret, api.clock.now);
  const short = await call<StaffEnrolled>(api, 'POST', '/api/staff/enrolment/complete/', {
    body: { token, password: 'eleven char', code },
  });
  expect(short.status).toBe(400);
  expect(short.body.issues?.password).toEqual({ code: 'staffPasswordShort', params: { min: 12 } });
  const common = await call<StaffEnrolled>(api, 'POST', '/api/staff/enrolment/complete/', {
    body: { token, password: 'password1234', code },
  });
  expect(common.status).toBe(400);
  expect(common.body.issues?.password).toEqual({ code: 'passwordTooCommon' });
  const noCode = await call<StaffEnrolled>(api, 'POST', '/api/staff/enrolment/complete/', {
    body: { token, password: PASSWORD },
  });
  expect(noCode.body.issues?.code).toEqual({ code: 'codeRequired' });
});

test('an unknown, an expired and a replaced link are all 404 with one code', async () => {
  const unknown = await call(api, 'POST', '/api/staff/enrolment/', { body: { token: 'A'.repeat(43) } });
  expect(unknown.status).toBe(404);
  expect(unknown.body.code).toBe('staffEnrolmentInvalid');

  const old = await newLink();
  const replaced = await newLink();
  const fresh = await api.app.staff.resetFactor(replaced.id, { actorId: null, ip: null });
  expect(fresh).not.toBeNull();
  expect((await call(api, 'POST', '/api/staff/enrolment/', { body: { token: replaced.token } })).status).toBe(404);
  expect(
    (await call(api, 'POST', '/api/staff/enrolment/', { body: { token: tokenOf(fresh?.enrolment_link ?? '') } }))
      .status,
  ).toBe(200);

  api.clock.advance(72 * HOUR + MINUTE);
  const expired = await call(api, 'POST', '/api/staff/enrolment/', { body: { token: old.token } });
  expect(expired.status).toBe(404);
  expect(expired.body.code).toBe('staffEnrolmentInvalid');
});

test('writes come as JSON only', async () => {
  const { token } = await newLink();
  const plain = await call(api, 'POST', '/api/staff/enrolment/', {
    body: `token=${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(plain.status).toBe(415);
  expect(plain.body.code).toBe('contentTypeRefused');
  expect(plain.headers.get('cache-control')).toBe('no-store');
});
