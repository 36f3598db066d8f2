/**
 * `npm run staff -w api -- add|list|disable|reset-factor` (issue 47): the first admin is made on the
 * server, with a one-time enrolment link (its token in the fragment) that works in the API after.
 */
import type { StaffEnrolment } from 'contract';
import { main, parseCommand } from '../src/features/staff/cli';
import { UsageError } from '../src/staff-command/runStaffCommand';
import { createStore, startApi } from './helpers';
import type { TestStore } from './helpers';
import { call, codeAt, PASSWORD, tokenOf } from './staff-helpers';

let store: TestStore;

beforeAll(async () => {
  store = await createStore();
});

afterAll(async () => {
  await store.dispose();
});

async function run(argv: string[]) {
  let out = '';
  let err = '';
  const code = await main(
    argv,
    {
      API_DATA_DIR: store.dataDir,
      ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
      SITE_URL: 'https://www.aravalicare.example',
      LOG_LEVEL: 'silent',
    },
    { out: (text) => (out += text), err: (text) => (err += text), log: { write: () => undefined } },
  );
  return { code, out, err };
}

const linkIn = (text: string) => /https:\/\/\S+/.exec(text)?.[0] ?? '';

describe('on the API’s database, the API stopped', () => {
  let firstLink = '';

  test('add makes the first admin and prints a one-time link with the token in its fragment', async () => {
    // A first start of the API made the database; the command needs one to exist.
    const api = await startApi(store);
    await api.app.close();

    const added = await run(['add', '--email', 'Admin@Hospital.example', '--name', 'Meera Nair', '--role', 'admin']);
    expect(added.err).toBe('');
    expect(added.code).toBe(0);
    expect(added.out).toMatch(/Staff account 1 \(Admin@Hospital\.example, admin\) added/);
    firstLink = linkIn(added.out);
    expect(firstLink).toMatch(/^https:\/\/www\.aravalicare\.example\/desk\/enrol#token=[\w-]{43}$/);

    const again = await run(['add', '--email', 'admin@hospital.example', '--name', 'Meera Nair', '--role', 'admin']);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/exists already/);
  });

  test('list shows every account, not yet enrolled', async () => {
    await run(['add', '--email', 'desk@hospital.example', '--name', 'Ravi Kumar', '--role', 'reception']);
    const listed = await run(['list']);
    expect(listed.code).toBe(0);
    const lines = listed.out.trim().split('\n');
    expect(lines[0]).toMatch(/^ID\s+E-MAIL\s+NAME\s+ROLE\s+ENROLLED\s+DISABLED$/);
    expect(lines[1]).toMatch(/^1\s+Admin@Hospital\.example\s+Meera Nair\s+admin\s+-\s+-$/);
    expect(lines[2]).toMatch(/^\d+\s+desk@hospital\.example\s+Ravi Kumar\s+reception\s+-\s+-$/);
  });

  test('disable and reset-factor act on an account by e-mail, and say when there is none', async () => {
    const disabled = await run(['disable', '--email', 'DESK@hospital.example']);
    expect(disabled.code).toBe(0);
    expect(disabled.out).toMatch(/Staff account \d+ \(desk@hospital\.example\) is disabled/);
    expect((await run(['list'])).out).toMatch(/\n\d+ .* reception\s+-\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\n/);

    const reset = await run(['reset-factor', '--email', 'admin@hospital.example']);
    expect(reset.code).toBe(0);
    const resetLink = linkIn(reset.out);
    expect(resetLink).toMatch(/#token=/);
    expect(resetLink).not.toBe(firstLink);

    const unknown = await run(['disable', '--email', 'nobody@hospital.example']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/no staff account with the e-mail nobody@hospital\.example/);
    firstLink = resetLink;
  });

  test('every change is in the staff audit with no actor (the server did it), and the link enrols', async () => {
    const api = await startApi(store);
    try {
      const desk = await api.app.db
        .selectFrom('staff_accounts')
        .select('id')
        .where('email', '=', 'desk@hospital.example')
        .executeTakeFirstOrThrow();
      const deskTarget = `staff:${desk.id}`;
      const rows = await api.app.db
        .selectFrom('staff_audit_events')
        .select(['actor_id', 'action', 'target', 'network'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { actor_id: null, action: 'account.created', target: 'staff:1', network: null },
        // A refused duplicate spent an id: the second account is not 2.
        { actor_id: null, action: 'account.created', target: deskTarget, network: null },
        { actor_id: null, action: 'account.disabled', target: deskTarget, network: null },
        { actor_id: null, action: 'account.factor_reset', target: 'staff:1', network: null },
      ]);

      // The link it printed enrols the admin, who may then add accounts in the API.
      const token = tokenOf(firstLink);
      const opened = await call<StaffEnrolment>(api, 'POST', '/api/staff/enrolment/', { body: { token } });
      expect(opened.body).toMatchObject({ email: 'Admin@Hospital.example', role: 'admin' });
      const done = await call(api, 'POST', '/api/staff/enrolment/complete/', {
        body: { token, password: PASSWORD, code: codeAt(opened.body.totp.secret, new Date()) },
      });
      expect(done.status).toBe(200);
      const created = await call(api, 'POST', '/api/staff/accounts/', {
        cookie: done.cookie ?? '',
        body: { email: 'second@hospital.example', name: 'Ravi Kumar', role: 'reception' },
      });
      expect(created.status).toBe(201);
    } finally {
      await api.app.close();
    }
  });

  test('wrong command lines print the usage and exit 2', async () => {
    for (const argv of [
      [],
      ['remove'],
      ['add', '--email', 'x@y.in', '--name', 'X Y', '--role', 'doctor'],
      ['add', '--email', 'x@y.in'],
      ['disable'],
      ['list', '--email', 'x@y.in'],
    ]) {
      const answer = await run(argv);
      expect({ argv, code: answer.code }).toEqual({ argv, code: 2 });
      expect(answer.err).toMatch(/Usage: npm run staff -w api/);
    }
    expect(() => parseCommand(['add', '--email', 'x@y.in', '--name', 'X Y'])).toThrow(
      new UsageError('add needs a valid --role'),
    );
  });
});
