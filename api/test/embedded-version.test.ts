import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pino from 'pino';
import { createDatabase } from '../src/db';
import { EMBEDDED_POSTGRES_MAJOR, EmbeddedDatabaseVersionError, lockFile } from '../src/db/embedded-lock';

const log = pino({ level: 'silent' });
let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'embedded-version-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

test('the PostgreSQL major version the API checks for is the one its PGlite writes', async () => {
  // The run's migrated template when there is one; otherwise a new database (an initdb, slower).
  let made = process.env['API_TEST_TEMPLATE_DIR'];
  if (!made) {
    made = dataDir;
    await (await PGlite.create(join(made, 'db'))).close();
  }
  expect((await readFile(join(made, 'db', 'PG_VERSION'), 'utf8')).trim()).toBe(EMBEDDED_POSTGRES_MAJOR);
});

test('files made by another major version are refused with what to run, and the lock is given back', async () => {
  await mkdir(join(dataDir, 'db'));
  await writeFile(join(dataDir, 'db', 'PG_VERSION'), '17\n');
  const opening = createDatabase({ databaseUrl: null, dataDir }, log);
  await expect(opening).rejects.toThrow(EmbeddedDatabaseVersionError);
  await expect(opening).rejects.toThrow(
    `was made by PostgreSQL 17; this API embeds PostgreSQL ${EMBEDDED_POSTGRES_MAJOR}, which cannot open it. ` +
      'With the API stopped, move it over with "npm run upgrade-embedded-db -w api"',
  );
  expect(existsSync(lockFile(dataDir))).toBe(false);
  // Nothing was written over the old files.
  expect(await readFile(join(dataDir, 'db', 'PG_VERSION'), 'utf8')).toBe('17\n');
});
