/**
 * The staff command for e-mails that did not go out:
 *   npm run outbox -w api -- list
 *   npm run outbox -w api -- retry ID [--now]
 * It reads API_DATA_DIR, DATABASE_URL and SMTP_URL as the API does. Output goes to stdout; log
 * lines to stderr.
 */
import { parseArgs } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db';
import { UsageError, processOutput, runStaffCommand } from '../staff-command/runStaffCommand';
import type { Output, StaffCommandContext } from '../staff-command/runStaffCommand';
import { BOOKING_MAILS_PER_HOUR, MAX_ATTEMPTS, OutboxDispatcher } from './outbox';
import { givenUpNotices } from '../features/notices';
import type { GivenUpNotice } from '../features/notices';
import { listUndelivered, retryMessage } from './staff';
import type { UndeliveredMail } from './staff';

export const USAGE = `Usage: npm run outbox -w api -- <command>
  (in the API's container image: node dist/outbox.js <command>)

Commands:
  list              the e-mails that have not gone out: pending (being tried), failed (given up
                    after ${MAX_ATTEMPTS} attempts) and suppressed (over ${BOOKING_MAILS_PER_HOUR} booking e-mails to one
                    address in an hour; never sent). Shows id, status, purpose, attempts, when it
                    was created, the recipient masked and the last error; never a body.
                    Then the SMS and WhatsApp messages given up: failed (refused ${MAX_ATTEMPTS} times or
                    reported failed by the provider) and unconfirmed (no answer came, or the API
                    stopped mid-send: it may have gone, so it is never sent again by itself).
  retry ID          put a failed e-mail back to be sent: the running API sends it within a minute
                    (or when it next starts)
  retry ID --now    the same, and send it from this command now, through SMTP_URL as the API would

It uses the API's database, read from DATABASE_URL and API_DATA_DIR exactly as the API reads them.
On PostgreSQL (DATABASE_URL set) it runs beside the live API. On the embedded database only one
process may open it: stop the API first. In a container, stop it and run the command in a new one
on the same data volume: docker run --rm -v <data volume>:/data <API image> node dist/outbox.js list`;

export type Command = { name: 'list' } | { name: 'retry'; id: number; now: boolean };

export function parseCommand(argv: string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { now: { type: 'boolean' } },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { positionals, values } = parsed;
  const [name, ...rest] = positionals;
  if (name === undefined) throw new UsageError('');
  if (name === 'list') {
    if (rest.length > 0 || values.now) throw new UsageError('list takes no arguments');
    return { name };
  }
  if (name !== 'retry') throw new UsageError(`Unknown command: ${name}`);
  const [id, ...extra] = rest;
  if (id === undefined || !/^\d{1,9}$/.test(id) || Number(id) < 1) {
    throw new UsageError('retry needs the id of an e-mail, as list shows it');
  }
  if (extra.length > 0) throw new UsageError(`Unexpected argument: ${extra.join(' ')}`);
  return { name, id: Number(id), now: values.now === true };
}

const minute = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export function formatList(mails: UndeliveredMail[]): string {
  if (mails.length === 0) return 'No e-mails are pending, failed or suppressed.\n';
  const header = ['ID', 'STATUS', 'PURPOSE', 'ATTEMPTS', 'CREATED', 'RECIPIENT', 'LAST ERROR'];
  const rows = mails.map((mail) => [
    String(mail.id),
    mail.status,
    mail.purpose,
    String(mail.attempts),
    minute(mail.createdAt),
    mail.recipient,
    mail.lastError ?? '',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return `${[header, ...rows].map(line).join('\n')}\n`;
}

async function retry(
  db: Kysely<Database>,
  config: AppConfig,
  log: FastifyBaseLogger,
  command: { id: number; now: boolean },
  output: Output,
): Promise<number> {
  const outcome = await retryMessage(db, command.id);
  if (outcome.result === 'not_found') {
    output.err(`There is no e-mail ${command.id} in the outbox.\n`);
    return 1;
  }
  if (outcome.result === 'refused') {
    const why = {
      sent: 'it has been sent already',
      suppressed:
        'it was suppressed (too many booking e-mails to its address in an hour) and its body removed, so it cannot be sent',
      pending: `it is still pending: the API tries it again after ${minute(outcome.nextAttemptAt)}`,
      failed: 'it changed while this command ran; run list again',
    }[outcome.status];
    output.err(`E-mail ${command.id} was not put back: ${why}.\n`);
    return outcome.status === 'pending' ? 0 : 1;
  }
  log.info({ outboxId: command.id }, 'e-mail put back to be sent by staff');
  if (!command.now) {
    output.out(`E-mail ${command.id} is queued again; the API sends it within a minute (or when it next starts).\n`);
    return 0;
  }
  const dispatcher = new OutboxDispatcher(db, config, log);
  try {
    const status = await dispatcher.deliverNow(command.id);
    if (status === null) {
      output.out(`E-mail ${command.id} is queued again; the running API took it to send.\n`);
      return 0;
    }
    if (status === 'sent') {
      output.out(`E-mail ${command.id} was sent.\n`);
      return 0;
    }
    output.err(`E-mail ${command.id} could not be sent now (see the log line above); the API keeps trying it.\n`);
    return 1;
  } finally {
    dispatcher.close();
  }
}

const maskPhone = (phone: string) => `******${phone.slice(-4)}`;

/** The SMS and WhatsApp messages given up, after the e-mails; nothing when there are none. */
export function formatNotices(notices: GivenUpNotice[]): string {
  if (notices.length === 0) return '';
  const header = ['ID', 'STATUS', 'CHANNEL', 'KIND', 'ATTEMPTS', 'CREATED', 'RECIPIENT', 'LAST ERROR'];
  const rows = notices.map((notice) => [
    String(notice.id),
    notice.status,
    notice.channel,
    notice.kind,
    String(notice.attempts),
    minute(notice.created_at),
    maskPhone(notice.phone),
    notice.last_error ?? '',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return `\nSMS and WhatsApp messages given up:\n${[header, ...rows].map(line).join('\n')}\n`;
}

/** Runs one command; answers the exit code. */
export function main(argv: string[], env = process.env, output: Output = processOutput): Promise<number> {
  return runStaffCommand({ usage: USAGE, parse: parseCommand, run }, argv, env, output);
}

async function run({ command, config, db, log, output }: StaffCommandContext<Command>): Promise<number> {
  if (command.name === 'list') {
    output.out(formatList(await listUndelivered(db)) + formatNotices(await givenUpNotices(db)));
    return 0;
  }
  return retry(db, config, log, command, output);
}
