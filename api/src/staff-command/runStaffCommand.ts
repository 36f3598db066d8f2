/**
 * What every staff command on the server shares (`npm run privacy`, `npm run outbox`): its words
 * parsed, the API's configuration read exactly as the API reads it, and the API's database opened
 * safely. On the embedded database only one process may open it, so a command refuses a folder
 * with no database (opening one would create and seed a new, empty one) and a lock held by a
 * running API, here or on another host.
 */
import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { pino } from 'pino';
import { ConfigError, loadConfig } from '../config';
import type { AppConfig } from '../config';
import { createDatabase } from '../db';
import type { Database } from '../db';
import { DatabaseBusyError, embeddedDatabaseHolder, lockFile } from '../db/embedded-lock';

/** A command line that makes no sense: its message (if any) and the usage are printed, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export interface Output {
  out(text: string): void;
  err(text: string): void;
  /** Where log lines (audit events among them) go: stderr, or a test's collector. */
  log: { write(line: string): void };
}

export const processOutput: Output = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  log: pino.destination({ dest: 2, sync: true }),
};

export interface StaffCommandContext<C> {
  command: C;
  config: AppConfig;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  output: Output;
}

interface StaffCommand<C> {
  usage: string;
  /** Throws UsageError for a command line that makes no sense. */
  parse(argv: string[]): C;
  /** Answers the exit code. */
  run(context: StaffCommandContext<C>): Promise<number>;
}

/** Runs one staff command; answers the exit code. */
export async function runStaffCommand<C>(
  { usage, parse, run }: StaffCommand<C>,
  argv: string[],
  env: NodeJS.ProcessEnv,
  output: Output,
): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    output.out(`${usage}\n`);
    return 0;
  }
  let command: C;
  let config: AppConfig;
  try {
    command = parse(argv);
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof UsageError) {
      if (error.message) output.err(`${error.message}\n\n`);
      output.err(`${usage}\n`);
      return 2;
    }
    if (error instanceof ConfigError) {
      output.err(`Configuration error: ${error.message}\n`);
      return 1;
    }
    throw error;
  }

  if (!config.databaseUrl) {
    if (!existsSync(join(config.dataDir, 'db'))) {
      output.err(
        `There is no embedded database in ${config.dataDir}. Set API_DATA_DIR (or DATABASE_URL) as the API has it.\n`,
      );
      return 1;
    }
    const holder = await embeddedDatabaseHolder(config.dataDir);
    // The lock cannot be checked across hosts (another container): refuse rather than risk it.
    if (holder && holder.host !== hostname()) {
      output.err(
        `The embedded database in ${config.dataDir} was opened by process ${holder.pid} on ${holder.host}. ` +
          `Stop the API first; if it is stopped and this message stays, delete ${lockFile(config.dataDir)}.\n`,
      );
      return 1;
    }
  }

  const log = pino({ level: config.logLevel }, output.log);
  let db: Kysely<Database>;
  try {
    db = await createDatabase(config, log);
  } catch (error) {
    if (error instanceof DatabaseBusyError) {
      output.err(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
  try {
    return await run({ command, config, db, log, output });
  } finally {
    await db.destroy();
  }
}
