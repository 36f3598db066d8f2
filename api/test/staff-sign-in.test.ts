/**
 * Signing in to the desk (issue 47): e-mail, password and a code; one refusal for any wrong part;
 * a TOTP code and a recovery code each work once; a disabled account is refused; failures slow the
 * guesser down, per e-mail and client (an IPv6 client counts as its /64), without keeping the owner out.
 */
import { call, codeAt, enrolledMember, freshStaffApi, MINUTE, PASSWORD, signIn } from './staff-helpers';

const api = freshStaffApi();

test('the right e-mail, password and code sign in, with a new session cookie', async () => {
  const member = await enrolledMember(api, 'reception');
  const answer = await signIn(api, member);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(answer.body).toEqual({ staff: { id: member.id, email: member.email, name: 'Asha Rani', role: 'reception' } });
  expect(answer.cookie).toMatch(/^[\w-]{43}$/);
  expect(answer.cookie).not.toBe(member.cookie);
  expect((await call(api, 'GET', '/api/staff/session/', { cookie: answer.cookie ?? '' })).status).toBe(200);
});

test('a wrong password, a wrong code and an unknown e-mail get one and the same refusal', async () => {
  const member = await enrolledMember(api, 'reception');
  api.clock.advance(30_000);
  const wrongCode = codeAt(member.secret, new Date(api.clock.now.getTime() + 10 * MINUTE));
  const answers = [
    await signIn(api, member, { password: 'not the password at all', ip: '10.1.0.1' }),
    await signIn(api, member, { code: wrongCode, ip: '10.1.0.2' }),
    await signIn(api, { ...member, email: 'nobody@desk.example.in' }, { ip: '10.1.0.3' }),
    await signIn(api, member, { code: 'abcde-fghjk', ip: '10.1.0.4' }),
  ];
  for (const answer of answers) {
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 'staffSignInRefused', message: 'The e-mail, password or code is not right.' });
    expect(answer.cookie).toBeUndefined();
  }
  const email = await signIn(api, { ...member, email: 'not-an-email' });
  expect(email.status).toBe(400);
  expect(email.body.issues?.email).toEqual({ code: 'email' });
});

test('a TOTP code already used is refused, even within its 30 seconds', async () => {
  const member = await enrolledMember(api, 'reception');
  const code = codeAt(member.secret, api.clock.now);
  expect((await signIn(api, member, { code })).status).toBe(200);
  expect((await signIn(api, member, { code })).status).toBe(401);
  // Nor an older one still inside the window.
  const older = codeAt(member.secret, new Date(api.clock.now.getTime() - 30_000));
  expect((await signIn(api, member, { code: older })).status).toBe(401);
  api.clock.advance(30_000);
  expect((await signIn(api, member)).status).toBe(200);
});

test('a recovery code works once, typed in any case and spacing', async () => {
  const member = await enrolledMember(api, 'reception');
  const [first = '', second = ''] = member.recoveryCodes;
  expect((await signIn(api, member, { code: first })).status).toBe(200);
  expect((await signIn(api, member, { code: first })).status).toBe(401);
  expect((await signIn(api, member, { code: second.toUpperCase().replace('-', ' ') })).status).toBe(200);
  const events = await api.app.db
    .selectFrom('staff_audit_events')
    .select(['action', 'details'])
    .where('actor_id', '=', member.id)
    .where('action', '=', 'session.signed_in')
    .execute();
  expect(events.map((event) => event.details)).toEqual([
    { second_factor: 'recovery_code' },
    { second_factor: 'recovery_code' },
  ]);
});

test('a disabled account is refused, told so only when every part was right', async () => {
  const member = await enrolledMember(api, 'reception');
  await api.app.staff.disable(member.id, { actorId: null, ip: null });
  expect((await call(api, 'GET', '/api/staff/session/', { cookie: member.cookie })).status).toBe(401);
  const wrong = await signIn(api, member, { password: 'not the password at all' });
  expect(wrong.status).toBe(401);
  const right = await signIn(api, member);
  expect(right.status).toBe(403);
  expect(right.body.code).toBe('staffAccountDisabled');
  expect(right.cookie).toBeUndefined();
});

describe('throttling', () => {
  test('an e-mail and client wait longer after each failure from the third; the owner elsewhere does not', async () => {
    const member = await enrolledMember(api, 'reception', '10.2.0.1');
    const guesser = '10.3.0.1';
    const bad = { password: 'not the password at all', ip: guesser };
    for (let failure = 1; failure <= 3; failure += 1) expect((await signIn(api, member, bad)).status).toBe(401);
    const slowed = await signIn(api, member, bad);
    expect(slowed.status).toBe(429);
    expect(slowed.body).toEqual({
      code: 'staffSignInSlowed',
      params: { after: 1 },
      message: 'Too many failed sign-ins. Please try again in 1 seconds.',
    });
    expect(slowed.headers.get('retry-after')).toBe('1');
    // Even the right password is not tried while slowed.
    expect((await signIn(api, member, { ip: guesser })).status).toBe(429);

    api.clock.advance(1_000);
    expect((await signIn(api, member, bad)).status).toBe(401);
    const doubled = await signIn(api, member, bad);
    expect(doubled.headers.get('retry-after')).toBe('2');

    // The owner, from their own address, is not slowed by the guesser.
    api.clock.advance(30_000);
    expect((await signIn(api, member, { ip: '10.2.0.1' })).status).toBe(200);
  });

  test('an IPv6 client counts as its /64: another address in it is the same client', async () => {
    const member = await enrolledMember(api, 'reception', '10.4.0.1');
    const bad = { password: 'not the password at all' };
    for (const host of ['1', '2', '3']) {
      expect((await signIn(api, member, { ...bad, ip: `2001:db8:1:2::${host}` })).status).toBe(401);
    }
    const sameNetwork = await signIn(api, member, { ...bad, ip: '2001:db8:1:2:ffff::9' });
    expect(sameNetwork.status).toBe(429);
    // Another /64 is another client.
    expect((await signIn(api, member, { ...bad, ip: '2001:db8:1:3::1' })).status).toBe(401);
  });

  test('a client failing on many e-mails is slowed from its tenth failure', async () => {
    const client = '10.5.0.1';
    for (let failure = 1; failure <= 10; failure += 1) {
      const answer = await call(api, 'POST', '/api/staff/session/', {
        body: { email: `guess${failure}@desk.example.in`, password: 'whatever it is', code: '123456' },
        ip: client,
      });
      expect(answer.status).toBe(401);
    }
    const slowed = await call(api, 'POST', '/api/staff/session/', {
      body: { email: 'guess11@desk.example.in', password: 'whatever it is', code: '123456' },
      ip: client,
    });
    expect(slowed.status).toBe(429);
  });

  test('twenty failures from everywhere close the e-mail for 15 minutes, except to a network the owner used', async () => {
    const member = await enrolledMember(api, 'reception', '10.6.0.1');
    // The owner signs in from the hospital's network once.
    expect((await signIn(api, member, { ip: '10.6.0.1' })).status).toBe(200);
    for (let failure = 1; failure <= 20; failure += 1) {
      const answer = await signIn(api, member, { password: 'not the password at all', ip: `10.7.${failure}.1` });
      expect(answer.status).toBe(401);
    }
    const stranger = await signIn(api, member, { ip: '10.8.0.1' });
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get('retry-after'))).toBe(900);

    api.clock.advance(30_000);
    expect((await signIn(api, member, { ip: '10.6.0.200' })).status).toBe(200);

    // And it opens again after 15 minutes anyway (a success cleared the count here).
    api.clock.advance(15 * MINUTE);
    expect((await signIn(api, member, { ip: '10.8.0.1' })).status).toBe(200);
  });

  test('failures and refusals are in the staff audit, naming the account tried but no password', async () => {
    const rows = await api.app.db
      .selectFrom('staff_audit_events')
      .selectAll()
      .where('action', 'in', ['session.sign_in_failed', 'session.sign_in_limited'])
      .execute();
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.some((row) => row.target?.startsWith('staff:'))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('not the password at all');
    expect(rows.every((row) => row.actor_id === null && row.network !== null)).toBe(true);
  });
});

test('no account ever reaches a log line', () => {
  expect(api.logs.join('\n')).not.toContain('@desk.example.in');
  expect(api.logs.join('\n')).not.toContain(PASSWORD);
});
