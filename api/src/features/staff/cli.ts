/**
 * The staff accounts' command on the server:
 *   npm run staff -w api -- add --email X --name "…" --role admin|opd_manager|reception
 *   npm run staff -w api -- list
 *   npm run staff -w api -- disable --email X
 *   npm run staff -w api -- reset-factor --email X
 * `add` and `reset-factor` print a one-time enrolment link; its token is in the fragment, so it
 * never reaches a server's log. Every change is in the staff audit with no actor (the server did it).
 */
import { parseArgs } from 'node:util';
import { STAFF_ROLES, staffAccountCreateSchema } from 'contract';
import type { StaffAccountCreateInput } from 'contract';
import { ValidationError } from 'yup';
import { loadAccessSecret } from '../../db/server-secret';
import { UsageError, processOutput, runStaffCommand } from '../../staff-command/runStaffCommand';
import type { Output, StaffCommandContext } from '../../staff-command/runStaffCommand';
import { findStaffByEmail, listStaff } from './repository';
import type { StaffRow } from './repository';
import { StaffSecrets } from './secrets';
import { StaffService } from './service';
import type { Actor } from './service';

export const USAGE = `Usage: npm run staff -w api -- <command>
  (in the API's container image: node dist/staff.js <command>)

Commands:
  add --email X --name "Full Name" --role ROLE
                          a new staff account (ROLE: ${STAFF_ROLES.join(', ')}); prints its
                          one-time enrolment link (72 hours) for its owner to set a password and
                          an authenticator app. The first admin is made this way.
  list                    every staff account: id, e-mail, name, role, enrolled, disabled
  disable --email X       the account can no longer sign in; its sessions and links end
  reset-factor --email X  a lost phone: the authenticator and recovery codes go, every session
                          ends, and a new enrolment link is printed
  hmis-key add|list|revoke  the hospital information system's API keys (hmis-key --help)

It uses the API's database, read from DATABASE_URL and API_DATA_DIR exactly as the API reads them,
and SITE_URL for the link. On PostgreSQL it runs beside the live API; on the embedded database stop
the API first.`;

export type Command =
  | { name: 'add'; account: StaffAccountCreateInput }
  | { name: 'list' }
  | { name: 'disable' | 'reset-factor'; email: string };

export function parseCommand(argv: string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { positionals, values } = parsed;
  const [name, ...rest] = positionals;
  if (name === undefined) throw new UsageError('');
  if (rest.length > 0) throw new UsageError(`Unexpected argument: ${rest.join(' ')}`);
  if (name === 'list') {
    if (Object.keys(values).length > 0) throw new UsageError('list takes no options');
    return { name };
  }
  if (name === 'disable' || name === 'reset-factor') {
    if (values.email === undefined || values.name !== undefined || values.role !== undefined) {
      throw new UsageError(`${name} takes --email only`);
    }
    return { name, email: values.email };
  }
  if (name !== 'add') throw new UsageError(`Unknown command: ${name}`);
  try {
    const account = staffAccountCreateSchema().validateSync(
      { email: values.email, name: values.name, role: values.role },
      { abortEarly: false },
    );
    return { name, account };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields = error.inner.map((issue) => `--${issue.path ?? '?'}`);
    throw new UsageError(`add needs a valid ${[...new Set(fields)].join(', ')}`);
  }
}

const day = (date: Date | null) => (date === null ? '-' : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`);

export function formatList(rows: StaffRow[]): string {
  if (rows.length === 0) return 'There are no staff accounts yet. Make the first admin with: add --role admin\n';
  const header = ['ID', 'E-MAIL', 'NAME', 'ROLE', 'ENROLLED', 'DISABLED'];
  const lines = rows.map((row) => [
    String(row.id),
    row.email,
    row.name,
    row.role,
    day(row.enrolled_at),
    day(row.disabled_at),
  ]);
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
const SERVER: Actor = { actorId: null, ip: null };

async function run({ command, config, db, output }: StaffCommandContext<Command>): Promise<number> {
  const secrets = new StaffSecrets(await loadAccessSecret(db, config.apiSecret));
  const staff = new StaffService({ db, secrets, now: () => new Date(), siteUrl: config.siteUrl });
  if (command.name === 'list') {
    output.out(formatList(await listStaff(db)));
    return 0;
  }
  if (command.name === 'add') {
    const created = await staff.createAccount(command.account, SERVER);
    if (!created) {
      output.err(`A staff account with the e-mail ${command.account.email} exists already (see list).\n`);
      return 1;
    }
    output.out(
      `Staff account ${created.staff.id} (${created.staff.email}, ${created.staff.role}) added.\n` +
        `Give its owner this one-time enrolment link, valid until ${created.link.enrolment_expires_at}:\n\n` +
        `  ${created.link.enrolment_link}\n\n`,
    );
    return 0;
  }
  const row = await findStaffByEmail(db, command.email);
  if (!row) {
    output.err(`There is no staff account with the e-mail ${command.email} (see list).\n`);
    return 1;
  }
  if (command.name === 'disable') {
    await staff.disable(row.id, SERVER);
    output.out(`Staff account ${row.id} (${row.email}) is disabled; its sessions and links have ended.\n`);
    return 0;
  }
  const link = await staff.resetFactor(row.id, SERVER);
  output.out(
    `The second factor of staff account ${row.id} (${row.email}) is reset and its sessions ended.\n` +
      `Give its owner this one-time enrolment link, valid until ${link?.enrolment_expires_at ?? ''}:\n\n` +
      `  ${link?.enrolment_link ?? ''}\n\n`,
  );
  return 0;
}

/** Runs one command; answers the exit code. */
export function main(argv: string[], env = process.env, output: Output = processOutput): Promise<number> {
  return runStaffCommand({ usage: USAGE, parse: parseCommand, run }, argv, env, output);
}
