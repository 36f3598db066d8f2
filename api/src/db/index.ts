/**
 * One Kysely instance over either the embedded database (PGlite, files under the data directory) or
 * a PostgreSQL server (`DATABASE_URL`). Both speak PostgreSQL, so every query and migration is the
 * same on both (docs/decisions/0001).
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import type { AppConfig } from '../config';
import { openLockedPGlite } from './embedded-lock';
import { migrationProvider } from './migrations';
import type { Database } from './schema';
import { seedDatabase } from './seed';

export type { Database } from './schema';

type DatabaseConfig = Pick<AppConfig, 'databaseUrl' | 'dataDir'>;

/**
 * node-postgres over the embedded database, so both paths share one dialect and one set of type
 * parsers: PGlite answers the protocol itself, on one connection (it runs one query at a time).
 * Ending the pool, as Kysely's destroy does, closes the database and gives its lock back.
 */
class EmbeddedPool extends Pool {
  constructor(private readonly embedded: PGlite) {
    super(createPgConfig(embedded));
  }

  override async end(): Promise<void> {
    try {
      await super.end();
    } finally {
      await this.embedded.close();
    }
  }
}

const embeddedDatabases = new WeakMap<Kysely<Database>, PGlite>();

async function openDatabase(config: DatabaseConfig, log: FastifyBaseLogger): Promise<Kysely<Database>> {
  if (config.databaseUrl) {
    const pool = new Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover, admin) is replaced on next use; without
    // a listener its error would end the process.
    pool.on('error', (error) => log.warn({ err: error }, 'an idle database connection was closed by the server'));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const directory = join(config.dataDir, 'db');
  // Patients' bookings: readable by the API's own user only.
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const embedded = await openLockedPGlite(config.dataDir, log);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new EmbeddedPool(embedded) }) });
  embeddedDatabases.set(db, embedded);
  return db;
}

/**
 * The embedded database behind `db`, or null on a PostgreSQL server: its own `listen` is how one
 * process hears the notifications its transactions send (db/listener.ts).
 */
export function embeddedOf(db: Kysely<Database>): PGlite | null {
  return embeddedDatabases.get(db) ?? null;
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

/** Opens the database, brings its schema up to date and seeds it when it is new. */
export async function createDatabase(config: DatabaseConfig, log: FastifyBaseLogger): Promise<Kysely<Database>> {
  const db = await openDatabase(config, log);
  try {
    await migrateToLatest(db);
    await seedDatabase(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}
