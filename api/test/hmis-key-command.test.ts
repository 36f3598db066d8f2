/**
 * `npm run staff -w api -- hmis-key add|list|revoke` (issue 50): a key printed once, working in the
 * API after; listed without it; revoked by name, and then refused. Each change in the staff audit.
 */
import { main as staffMain } from '../src/features/staff/cli';
import { main, parseCommand } from '../src/features/hmis/cli';
import { UsageError } from '../src/staff-command/runStaffCommand';
import { createStore, startApi } from './helpers';
import type { TestStore } from './helpers';

let store: TestStore;

beforeAll(async () => {
  store = await createStore();
  // A first start of the API made the database; the command needs one to exist.
  const api = await startApi(store);
  await api.app.close();
});

afterAll(async () => {
  await store.dispose();
});

const ENV = () => ({
  API_DATA_DIR: store.dataDir,
  ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
  SITE_URL: 'https://www.aravalicare.example',
  LOG_LEVEL: 'silent',
});

async function run(argv: string[]) {
  let out = '';
  let err = '';
  const code = await main(argv, ENV(), {
    out: (text) => (out += text),
    err: (text) => (err += text),
    log: { write: () => undefined },
  });
  return { code, out, err };
}

/** The feed's answer to a key, on the API started again on the same database. */
async function feedStatus(key: string): Promise<number> {
  const api = await startApi(store);
  try {
    const response = await fetch(`${api.baseUrl}/fhir/R4/Appointment?date=2026-12-07`, {
      headers: { authorization: `Bearer ${key}` },
    });
    return response.status;
  } finally {
    await api.app.close();
  }
}

test('add prints the key once; list shows it without the key; revoke stops it; the audit has both', async () => {
  const added = await run(['hmis-key', 'add', '--name', 'Aravali HMIS']);
  expect(added).toMatchObject({ code: 0, err: '' });
  const [key = ''] = /hmis_[\w-]{43}/.exec(added.out) ?? [];
  expect(key).not.toBe('');
  expect(added.out).toContain('Authorization: Bearer <key>');

  const again = await run(['hmis-key', 'add', '--name', 'aravali hmis']);
  expect(again.code).toBe(1);
  expect(again.err).toMatch(/exists already/);

  const listed = await run(['hmis-key', 'list']);
  expect(listed.code).toBe(0);
  expect(listed.out).toMatch(
    /^NAME +CREATED +LAST USED +REVOKED\nAravali HMIS +\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC +- +-\n$/,
  );
  expect(listed.out).not.toContain(key);

  expect(await feedStatus(key)).toBe(200);
  expect((await run(['hmis-key', 'list'])).out).not.toMatch(/UTC +- +-\n$/);

  const revoked = await run(['hmis-key', 'revoke', '--name', 'Aravali HMIS']);
  expect(revoked).toMatchObject({ code: 0, err: '' });
  expect(revoked.out).toMatch(/"Aravali HMIS" is revoked/);
  expect(await feedStatus(key)).toBe(401);
  expect((await run(['hmis-key', 'revoke', '--name', 'Nobody'])).code).toBe(1);

  // The key is stored only as its keyed hash; the audit names it by its name.
  const api = await startApi(store);
  try {
    const rows = await api.app.db.selectFrom('hmis_keys').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(key);
    expect(rows[0]!.key_hash).toMatch(/^[0-9a-f]{64}$/);
    const audit = await api.app.db
      .selectFrom('staff_audit_events')
      .select(['action', 'target', 'actor_id'])
      .where('target', '=', 'hmis-key:Aravali HMIS')
      .orderBy('id')
      .execute();
    expect(audit.map((event) => event.action)).toEqual([
      'hmis_key.created',
      'hmis_key.used',
      'hmis_key.revoked',
      'hmis_key.refused',
    ]);
    expect(audit.every((event) => event.actor_id === null)).toBe(true);
  } finally {
    await api.app.close();
  }
});

test('a bad command line is a usage error; the staff command’s help names hmis-key', async () => {
  expect(() => parseCommand(['hmis-key', 'add'])).toThrow(UsageError);
  expect(() => parseCommand(['hmis-key', 'add', '--name', '<script>'])).toThrow(UsageError);
  expect(() => parseCommand(['hmis-key', 'drop', '--name', 'HMIS'])).toThrow(UsageError);
  expect(parseCommand(['hmis-key', 'revoke', '--name', 'HMIS'])).toEqual({ name: 'revoke', keyName: 'HMIS' });
  let out = '';
  const code = await staffMain(['--help'], ENV(), {
    out: (text) => (out += text),
    err: () => undefined,
    log: { write: () => undefined },
  });
  expect(code).toBe(0);
  expect(out).toContain('hmis-key add|list|revoke');
});
