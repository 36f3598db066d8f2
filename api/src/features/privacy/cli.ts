/**
 * The staff command for data principals' requests and the retention job on demand:
 *   npm run privacy -w api -- export --email X [--phone Y]
 *   npm run privacy -w api -- erase --email X [--phone Y]
 *   npm run privacy -w api -- retention
 * It reads API_DATA_DIR and DATABASE_URL as the API does. Output (the export's JSON, the counts)
 * goes to stdout; log lines, audit events among them, to stderr.
 */
import { parseArgs } from 'node:util';
import { audit } from '../../audit/audit';
import { UsageError, processOutput, runStaffCommand } from '../../staff-command/runStaffCommand';
import type { Output, StaffCommandContext } from '../../staff-command/runStaffCommand';
import { eraseSubject, exportSubject } from './person';
import type { Person } from './person';
import { runRetention } from './retention';

export const USAGE = `Usage: npm run privacy -w api -- <command> [options]
  (in the API's container image: node dist/privacy.js <command> [options])

Commands:
  export --email X [--phone Y]   print, as JSON, everything held about the person with this e-mail
                                 address (and, with --phone, this phone number): bookings, contact
                                 messages, account (no password hash), e-mails and text messages sent
  erase --email X [--phone Y]    anonymise their bookings (personal fields blanked, prescriptions
                                 deleted, the counts kept for statistics), delete their contact
                                 messages, account, e-mails and text messages (rows and files); prints
                                 the counts
  retention                      run the retention job now (the API also runs it daily)

It uses the API's database, read from DATABASE_URL and API_DATA_DIR exactly as the API reads them.
On PostgreSQL (DATABASE_URL set) it runs beside the live API. On the embedded database only one
process may open it: stop the API first.`;

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

/** Runs one command; answers the exit code. */
export function main(argv: string[], env = process.env, output: Output = processOutput): Promise<number> {
  return runStaffCommand({ usage: USAGE, parse: parseCommand, run }, argv, env, output);
}

async function run({ command, config, db, log, output }: StaffCommandContext<Command>): Promise<number> {
  if (command.name === 'retention') {
    const counts = await runRetention(db, config.dataDir, log);
    output.out(`${JSON.stringify(counts ?? { skipped: 'another instance is running the retention job' })}\n`);
  } else if (command.name === 'export') {
    const data = await exportSubject(db, { kind: 'contact', person: command.person });
    audit(log, 'privacy.export', {
      outcome: 'ok',
      counts: Object.fromEntries(Object.entries(data).map(([table, rows]) => [table, rows.length])),
    });
    output.out(`${JSON.stringify(data, null, 2)}\n`);
  } else {
    const counts = await eraseSubject(db, config.dataDir, { kind: 'contact', person: command.person });
    audit(log, 'privacy.erase', { outcome: 'ok', counts: { ...counts } });
    output.out(`${JSON.stringify(counts, null, 2)}\n`);
  }
  return 0;
}
