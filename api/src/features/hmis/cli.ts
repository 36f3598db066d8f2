/**
 * The HMIS keys' command on the server, under the staff command:
 *   npm run staff -w api -- hmis-key add --name "HMIS"
 *   npm run staff -w api -- hmis-key list
 *   npm run staff -w api -- hmis-key revoke --name "HMIS"
 * `add` prints the key once: only its keyed hash is kept. Each change is in the staff audit with no
 * actor (the server did it).
 */
import { parseArgs } from 'node:util';
import { HMIS_KEY_NAME_PATTERN } from 'contract';
import { loadAccessSecret } from '../../db/server-secret';
import { UsageError, processOutput, runStaffCommand } from '../../staff-command/runStaffCommand';
import type { Output, StaffCommandContext } from '../../staff-command/runStaffCommand';
import { HmisKeys } from './keys';
import type { HmisKeyRow } from './keys';

export const USAGE = `Usage: npm run staff -w api -- hmis-key <command>
  (in the API's container image: node dist/staff.js hmis-key <command>)

Commands:
  add --name "HMIS"     a new API key for the hospital information system's appointment feed
                        (GET /fhir/R4/Appointment, sent as "Authorization: Bearer <key>"); the key
                        is printed this once and only its keyed hash is kept. A name is used once.
  list                  every key: name, created, last used, revoked
  revoke --name "HMIS"  the key stops working at once (401), for good

It uses the API's database, read from DATABASE_URL and API_DATA_DIR exactly as the API reads them,
and API_SECRET (the keys are hashed under it: changing it voids every key). On PostgreSQL it runs
beside the live API; on the embedded database stop the API first.`;

export type Command = { name: 'add' | 'revoke'; keyName: string } | { name: 'list' };

export function parseCommand(argv: string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { name: { type: 'string' } } });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { positionals, values } = parsed;
  const [group, name, ...rest] = positionals;
  if (group !== 'hmis-key' || name === undefined) throw new UsageError('');
  if (rest.length > 0) throw new UsageError(`Unexpected argument: ${rest.join(' ')}`);
  if (name === 'list') {
    if (values.name !== undefined) throw new UsageError('list takes no options');
    return { name };
  }
  if (name !== 'add' && name !== 'revoke') throw new UsageError(`Unknown command: hmis-key ${name}`);
  const keyName = values.name?.trim() ?? '';
  if (!HMIS_KEY_NAME_PATTERN.test(keyName)) {
    throw new UsageError(`${name} needs --name: 1 to 60 letters, digits, spaces, dots, dashes or underscores`);
  }
  return { name, keyName };
}

const time = (date: Date | null) => (date === null ? '-' : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`);

export function formatList(rows: HmisKeyRow[]): string {
  if (rows.length === 0) return 'There are no HMIS keys yet. Issue one with: hmis-key add --name "HMIS"\n';
  const header = ['NAME', 'CREATED', 'LAST USED', 'REVOKED'];
  const lines = rows.map((row) => [row.name, time(row.created_at), time(row.last_used_at), time(row.revoked_at)]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return `${[header, ...lines].map(line).join('\n')}\n`;
}

/** The server acts: no member, no client network. */
const SERVER = { actorId: null, ip: null };

async function run({ command, config, db, output }: StaffCommandContext<Command>): Promise<number> {
  const keys = new HmisKeys({ db, secret: await loadAccessSecret(db, config.apiSecret), now: () => new Date() });
  if (command.name === 'list') {
    output.out(formatList(await keys.list()));
    return 0;
  }
  if (command.name === 'add') {
    const issued = await keys.issue(command.keyName, SERVER);
    if (!issued) {
      output.err(`An HMIS key named "${command.keyName}" exists already (see hmis-key list); choose another name.\n`);
      return 1;
    }
    output.out(
      `HMIS key "${issued.row.name}" issued. Give it to the HMIS's administrator now: it is not shown again.\n` +
        `The HMIS sends it as "Authorization: Bearer <key>" to ${config.notices.apiPublicUrl}/fhir/R4/Appointment\n\n` +
        `  ${issued.key}\n\n`,
    );
    return 0;
  }
  const revoked = await keys.revoke({ name: command.keyName }, SERVER);
  if (!revoked) {
    output.err(`There is no HMIS key named "${command.keyName}" (see hmis-key list).\n`);
    return 1;
  }
  output.out(`HMIS key "${revoked.name}" is revoked (since ${time(revoked.revoked_at)}).\n`);
  return 0;
}

/** Runs one command (`hmis-key …`); answers the exit code. */
export function main(argv: string[], env = process.env, output: Output = processOutput): Promise<number> {
  return runStaffCommand({ usage: USAGE, parse: parseCommand, run }, argv, env, output);
}
