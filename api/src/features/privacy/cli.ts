/**
 * The staff command for data principals' requests and the retention job on demand:
 *   npm run privacy -w api -- export --email X [--phone Y]
 *   npm run privacy -w api -- erase --email X [--phone Y]
 *   npm run privacy -w api -- retention
 * It reads API_DATA_DIR and DATABASE_URL as the API does. Output (the export's JSON, the counts)
 * goes to stdout; log lines, audit events among them, to stderr.
 */
import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { audit } from '../../audit/audit';
import { ConfigError, loadConfig } from '../../config';
import { createDatabase } from '../../db';
import { DatabaseBusyError, embeddedDatabaseHolder, lockFile } from '../../db/embedded-lock';
import { erasePerson, exportPerson } from './person';
import type { Person } from './person';
import { runRetention } from './retention';

export const USAGE = `Usage: npm run privacy -w api -- <command> [options]
  (in the API's container image: node dist/privacy.js <command> [options])

Commands:
  export --email X [--phone Y]   print, as JSON, everything held about the person with this e-mail
                                 address (and, with --phone, this phone number): bookings, contact
                                 messages, account (no password hash), e-mails sent to them
  erase --email X [--phone Y]    anonymise their bookings (personal fields blanked, prescriptions
                                 deleted, the counts kept for statistics), delete their contact
                                 messages, account and e-mails (rows and .eml files); prints the counts
  retention                      run the retention job now (the API also runs it daily)

It uses the API's database, read from DATABASE_URL and API_DATA_DIR exactly as the API reads them.
On PostgreSQL (DATABASE_URL set) it runs beside the live API. On the embedded database only one
process may open it: stop the API first.`;

export class UsageError extends Error {
  override name = 'UsageError';
}

export type Command = { name: 'export' | 'erase'; person: Person } | { name: 'retention' };

export function parseCommand(argv: string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { email: { type: 'string' }, phone: { type: 'string' } },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { positionals, values } = parsed;
  const [name, ...extra] = positionals;
  if (name === undefined) throw new UsageError('');
  if (extra.length > 0) throw new UsageError(`Unexpected argument: ${extra.join(' ')}`);
  if (name === 'retention') {
    if (values.email !== undefined || values.phone !== undefined) {
      throw new UsageError('retention takes no --email or --phone');
    }
    return { name };
  }
  if (name !== 'export' && name !== 'erase') throw new UsageError(`Unknown command: ${name}`);
  const email = values.email?.trim() ?? '';
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new UsageError(`${name} needs --email with an e-mail address`);
  const phone = values.phone?.trim() ?? null;
  if (phone !== null && phone.replace(/\D/g, '').length < 10) {
    throw new UsageError('--phone needs a phone number of at least 10 digits');
  }
  return { name, person: { email, phone } };
}

interface Output {
  out(text: string): void;
  err(text: string): void;
  /** Where log lines (audit events among them) go: stderr, or a test's collector. */
  log: { write(line: string): void };
}

/** Runs one command; answers the exit code. */
export async function main(argv: string[], env = process.env, output: Output = defaultOutput): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    output.out(`${USAGE}\n`);
    return 0;
  }
  let command: Command;
  let config;
  try {
    command = parseCommand(argv);
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof UsageError) {
      if (error.message) output.err(`${error.message}\n\n`);
      output.err(`${USAGE}\n`);
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
  let db;
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
    if (command.name === 'retention') {
      const counts = await runRetention(db, config.dataDir, log);
      output.out(`${JSON.stringify(counts ?? { skipped: 'another instance is running the retention job' })}\n`);
    } else if (command.name === 'export') {
      const data = await exportPerson(db, command.person);
      audit(log, 'privacy.export', {
        outcome: 'ok',
        counts: Object.fromEntries(Object.entries(data).map(([table, rows]) => [table, rows.length])),
      });
      output.out(`${JSON.stringify(data, null, 2)}\n`);
    } else {
      const counts = await erasePerson(db, config.dataDir, command.person);
      audit(log, 'privacy.erase', { outcome: 'ok', counts: { ...counts } });
      output.out(`${JSON.stringify(counts, null, 2)}\n`);
    }
  } finally {
    await db.destroy();
  }
  return 0;
}

const defaultOutput: Output = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  log: pino.destination({ dest: 2, sync: true }),
};
