/**
 * An empty database of a test file's own, for the files that run the migrations step by step rather
 * than through the API: a new embedded one, or a new PostgreSQL database when DATABASE_URL is set.
 */
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import type { Database } from '../src/db';
import { createStore } from './helpers';
import type { TestStore } from './helpers';

/**
 * Opens the database before the file's tests and closes (and removes) it after them. `use` receives
 * it once open (assign it to the file's own variable).
 */
export function onEmptyDatabase(use: (db: Kysely<Database>) => void): void {
  let store: TestStore | undefined;
  let embedded: PGlite | undefined;
  let db: Kysely<Database> | undefined;
  beforeAll(async () => {
    if (process.env['DATABASE_URL']) {
      store = await createStore();
      db = new Kysely<Database>({
        dialect: new PostgresDialect({ pool: new Pool({ connectionString: store.databaseUrl ?? '' }) }),
      });
    } else {
      embedded = new PGlite();
      db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new Pool(createPgConfig(embedded)) }) });
    }
    use(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await embedded?.close();
    await store?.dispose();
  });
}
