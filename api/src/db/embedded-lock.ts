/**
 * The embedded database (PGlite) has no server: two processes opening its folder at once would
 * corrupt it, and PGlite itself does not stop them. So whoever opens it writes `<data dir>/db.lock`
 * (its process id and host) and removes it on close; a second process on the same host refuses
 * while the first is alive, and takes over a lock whose process has gone (a crash or `kill -9`).
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';

export class DatabaseBusyError extends Error {
  override name = 'DatabaseBusyError';
}

/** The major version of the PostgreSQL inside the PGlite the API ships (PGlite 0.5: PostgreSQL 18). */
export const EMBEDDED_POSTGRES_MAJOR = '18';

/** The files were made by another PostgreSQL major version, which cannot open them. */
export class EmbeddedDatabaseVersionError extends Error {
  override name = 'EmbeddedDatabaseVersionError';
}

export interface LockHolder {
  pid: number;
  host: string;
}

export function lockFile(dataDir: string): string {
  return join(dataDir, 'db.lock');
}

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/** Who holds the embedded database now, or null when nobody does. */
export async function embeddedDatabaseHolder(dataDir: string): Promise<LockHolder | null> {
  let text: string;
  try {
    text = await readFile(lockFile(dataDir), 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && 'pid' in parsed && 'host' in parsed) {
      const { pid, host } = parsed;
      if (typeof pid === 'number' && typeof host === 'string') return { pid, host };
    }
  } catch {
    // A half-written file: its writer died between creating and filling it.
  }
  return null;
}

/** Whether the holder is another process on this host that is still running. */
function isAnotherLiveProcess(holder: LockHolder): boolean {
  if (holder.host !== hostname() || holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return errorCode(error) === 'EPERM';
  }
}

/** Takes the embedded database's lock, or refuses while another live process holds it; gives back a release. */
export async function acquireEmbeddedLock(dataDir: string, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  const file = lockFile(dataDir);
  const mine = JSON.stringify({ pid: process.pid, host: hostname() });
  for (let attempt = 1; ; attempt += 1) {
    try {
      await writeFile(file, mine, { flag: 'wx', mode: 0o600 });
      break;
    } catch (error) {
      if (errorCode(error) !== 'EEXIST' || attempt > 3) throw error;
    }
    const holder = await embeddedDatabaseHolder(dataDir);
    if (holder && isAnotherLiveProcess(holder)) {
      throw new DatabaseBusyError(
        `The embedded database in ${dataDir} is in use by process ${holder.pid}. ` +
          'Stop the API (or the other command) first, or run with DATABASE_URL set to use PostgreSQL.',
      );
    }
    // A container started anew has a new host name, so a lock from another host cannot be checked:
    // the API's data folder is its own (one instance on the embedded database), so it is taken over.
    if (holder && holder.host !== hostname()) {
      log.warn({ holderHost: holder.host, holderPid: holder.pid }, 'taking over the embedded database lock');
    }
    await rm(file, { force: true });
  }
  return async () => {
    const current = await readFile(file, 'utf8').catch(() => null);
    if (current === mine) await rm(file, { force: true });
  };
}

/** The PostgreSQL major version that made the embedded database's files, or null before they exist. */
export async function embeddedDatabaseMajor(dataDir: string): Promise<string | null> {
  try {
    return (await readFile(join(dataDir, 'db', 'PG_VERSION'), 'utf8')).trim();
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

/** Opens PGlite on `<data dir>/db` under the lock, which its `close()` gives back. */
export async function openLockedPGlite(dataDir: string, log: FastifyBaseLogger): Promise<PGlite> {
  const release = await acquireEmbeddedLock(dataDir, log);
  let embedded: PGlite;
  try {
    // PGlite only says it "failed to initialize" on another version's files: say what to do instead.
    const made = await embeddedDatabaseMajor(dataDir);
    if (made !== null && made !== EMBEDDED_POSTGRES_MAJOR) {
      throw new EmbeddedDatabaseVersionError(
        `The embedded database in ${join(dataDir, 'db')} was made by PostgreSQL ${made}; this API embeds ` +
          `PostgreSQL ${EMBEDDED_POSTGRES_MAJOR}, which cannot open it. With the API stopped, move it over with ` +
          `"npm run upgrade-embedded-db -w api" (the same API_DATA_DIR), then start the API again.`,
      );
    }
    embedded = await PGlite.create(join(dataDir, 'db'));
  } catch (error) {
    await release();
    throw error;
  }
  // The database's pool closes the instance when Kysely destroys it: release there.
  const close = embedded.close.bind(embedded);
  embedded.close = async () => {
    try {
      await close();
    } finally {
      await release();
    }
  };
  return embedded;
}
