/**
 * `npm run upgrade-embedded-db -w api`: moves an embedded database made by an earlier PGlite to the
 * PostgreSQL major version the API embeds now, which cannot open another major version's files.
 * With the API stopped and API_DATA_DIR as the API has it: dumps the old database with the PGlite
 * release that made it (fetched from the npm registry into a temporary folder), keeps the old files
 * beside as `db.postgres<major>/`, and loads the dump into a new `db/`; the API migrates it on start.
 * On PostgreSQL (DATABASE_URL) there is nothing to do here: the server is upgraded as PostgreSQL says.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pino from 'pino';
import { ConfigError, loadConfig } from '../src/config';
import {
  DatabaseBusyError,
  EMBEDDED_POSTGRES_MAJOR,
  acquireEmbeddedLock,
  embeddedDatabaseMajor,
} from '../src/db/embedded-lock';

/** For each earlier major version, the pg_dump build that reads it (it brings the PGlite that made it). */
const DUMP_TOOLS: Record<string, string> = { '17': '@electric-sql/pglite-tools@0.3.6' };

interface OldPGlite {
  close(): Promise<void>;
}
interface OldPGliteModule {
  PGlite: { create(dataDir: string): Promise<OldPGlite> };
}
interface PgDumpModule {
  pgDump(options: { pg: OldPGlite }): Promise<Blob>;
}

/** Fetches the dump tool into a folder of its own, away from the API's packages. */
async function installDumpTool(spec: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'pglite-dump-'));
  await writeFile(join(folder, 'package.json'), '{ "private": true }\n');
  const result = spawnSync('npm', ['install', spec, '--prefix', folder, '--no-audit', '--no-fund'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`npm could not install ${spec}`);
  return folder;
}

async function dumpOldDatabase(dbDir: string, major: string): Promise<string> {
  const spec = DUMP_TOOLS[major];
  if (!spec) throw new Error(`No dump tool is known for PostgreSQL ${major}.`);
  const folder = await installDumpTool(spec);
  try {
    const modules = join(folder, 'node_modules', '@electric-sql');
    const old = (await import(pathToFileURL(join(modules, 'pglite', 'dist', 'index.js')).href)) as OldPGliteModule;
    const tools = (await import(
      pathToFileURL(join(modules, 'pglite-tools', 'dist', 'pg_dump.js')).href
    )) as PgDumpModule;
    const database = await old.PGlite.create(dbDir);
    try {
      return await (await tools.pgDump({ pg: database })).text();
    } finally {
      await database.close();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function upgrade(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      return 1;
    }
    throw error;
  }
  if (config.databaseUrl) {
    console.info('DATABASE_URL is set: the API runs on PostgreSQL, whose upgrade is the server’s own.');
    return 0;
  }
  const dbDir = join(config.dataDir, 'db');
  const made = await embeddedDatabaseMajor(config.dataDir);
  if (made === null) {
    console.error(`There is no embedded database in ${dbDir}. Set API_DATA_DIR as the API has it.`);
    return 1;
  }
  if (made === EMBEDDED_POSTGRES_MAJOR) {
    console.info(`${dbDir} is already PostgreSQL ${made}: nothing to do.`);
    return 0;
  }

  let release: () => Promise<void>;
  try {
    release = await acquireEmbeddedLock(config.dataDir, pino({ level: config.logLevel }));
  } catch (error) {
    if (error instanceof DatabaseBusyError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  try {
    console.info(`Dumping ${dbDir} (PostgreSQL ${made})…`);
    const dump = await dumpOldDatabase(dbDir, made);
    const kept = `${dbDir}.postgres${made}`;
    if (existsSync(kept)) throw new Error(`${kept} is in the way: move it elsewhere first.`);
    await rename(dbDir, kept);
    try {
      console.info(`Loading it into a new PostgreSQL ${EMBEDDED_POSTGRES_MAJOR} database…`);
      // Patients' bookings: readable by the API's own user only, as the API makes the folder.
      await mkdir(dbDir, { mode: 0o700 });
      const database = await PGlite.create(dbDir);
      try {
        await database.exec(dump);
      } finally {
        await database.close();
      }
    } catch (error) {
      await rm(dbDir, { recursive: true, force: true });
      await rename(kept, dbDir);
      throw error;
    }
    console.info(
      `Done: ${dbDir} is PostgreSQL ${EMBEDDED_POSTGRES_MAJOR}. The old files are in ${kept}; ` +
        'delete them (they hold patients’ data) once the API runs well on the new ones.',
    );
    return 0;
  } finally {
    await release();
  }
}

process.exitCode = await upgrade();
