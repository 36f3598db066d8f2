import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Quoted-printable, as the API's `.eml` files encode their text. */
export function decodeQuotedPrintable(eml: string): string {
  const joined = eml.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

export function outboxDir(): string {
  const dataDir = process.env.E2E_API_DATA_DIR;
  if (!dataDir) throw new Error('E2E_API_DATA_DIR is not set: run through playwright.config.ts');
  return path.join(dataDir, 'outbox');
}

/** The `.eml` files written for a booking so far (`<reference>-<outbox id>.eml`), oldest first. */
async function filesFor(reference: string): Promise<string[]> {
  const names = await fs.readdir(outboxDir()).catch(() => [] as string[]);
  const idOf = (name: string) => Number(name.slice(reference.length + 1, -'.eml'.length));
  return names
    .filter((name) => name.startsWith(`${reference}-`) && name.endsWith('.eml') && Number.isInteger(idOf(name)))
    .sort((a, b) => idOf(a) - idOf(b));
}

/**
 * An `.eml` as a mail client shows it: its headers, then its text. Nodemailer writes mostly-Latin
 * text as quoted-printable and mostly-Devanagari text (a Hindi e-mail) as base64.
 */
export function readEml(eml: string): string {
  const split = eml.search(/\r?\n\r?\n/);
  const headers = split < 0 ? eml : eml.slice(0, split);
  if (split < 0 || !/^Content-Transfer-Encoding: base64$/im.test(headers)) return decodeQuotedPrintable(eml);
  const body = Buffer.from(eml.slice(split).replace(/\s+/g, ''), 'base64').toString('utf8');
  return `${headers}\n\n${body}`;
}

const read = async (name: string) => readEml(await fs.readFile(path.join(outboxDir(), name), 'utf8'));

/**
 * The e-mail the suite's API wrote for a booking (no SMTP in the suite: the outbox writes `.eml`
 * files into its data directory), waiting for its delivery round: the first one (the confirmation)
 * unless `after` says how many were there before the one awaited.
 */
export async function emailFor(reference: string, after = 0): Promise<string> {
  let files: string[] = [];
  await expect
    .poll(
      async () => {
        files = await filesFor(reference);
        return files.length;
      },
      { timeout: 20_000, message: `e-mail number ${after + 1} for ${reference}` },
    )
    .toBeGreaterThan(after);
  return read(files[after] ?? '');
}

/** A booking's code e-mail, in the language it was booked in: "... is 123456." or "... आपका कोड 123456 है।". */
const CODE_LINE = /(?:Your code to open booking \S+ is|खोलने के लिए आपका कोड) (\d{6})\b/;

/** The 6-digit code of a code e-mail ("... is 123456."). */
export function codeIn(email: string): string {
  const code = /\bis (\d{6})\b/.exec(email)?.[1];
  if (!code) throw new Error(`no 6-digit code in the e-mail:\n${email}`);
  return code;
}

/** A booking's code SMS (or WhatsApp), as the API writes it without provider keys: "123456 is your code ...". */
const CODE_TEXT = /^(\d{6}) (?:is your code to open booking|.+ खोलने का आपका कोड है)/m;

/**
 * Every message written for a booking so far, e-mails (`.eml`) and texts (`.sms.txt`,
 * `.whatsapp.txt`), oldest first: the manage code goes by SMS when the phone was typed.
 */
async function messagesFor(reference: string): Promise<string[]> {
  const names = (await fs.readdir(outboxDir()).catch(() => [] as string[])).filter(
    (name) => name.startsWith(`${reference}-`) && /\.(eml|sms\.txt|whatsapp\.txt)$/.test(name),
  );
  const written = await Promise.all(
    names.map(async (name) => ({ name, at: (await fs.stat(path.join(outboxDir(), name))).mtimeMs })),
  );
  return written.sort((a, b) => a.at - b.at || a.name.localeCompare(b.name)).map((file) => file.name);
}

/** How many messages (e-mails and texts) a booking has had: the `after` of `codeFor`. */
export async function sentCount(reference: string): Promise<number> {
  return (await messagesFor(reference)).length;
}

/**
 * The code of the newest code message written for a booking after its first `after` messages,
 * waiting for it: another message (a cancellation's) may arrive in between, so it is told by its words.
 */
export async function codeFor(reference: string, after: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        for (const name of (await messagesFor(reference)).slice(after).toReversed()) {
          const text = name.endsWith('.eml')
            ? await read(name)
            : await fs.readFile(path.join(outboxDir(), name), 'utf8');
          const found = (name.endsWith('.eml') ? CODE_LINE : CODE_TEXT).exec(text)?.[1];
          if (found) {
            code = found;
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000, message: `a code message for ${reference}` },
    )
    .toBe(true);
  return code ?? '';
}

/** The signed link of a confirmation e-mail, as written: `<site>/manage-booking#token=...`. */
export function manageLinkIn(email: string): string {
  const link = /https?:\/\/[^\s"<>]+\/manage-booking#token=[A-Za-z0-9_-]+/.exec(email)?.[0];
  if (!link) throw new Error(`no manage-booking link in the e-mail:\n${email}`);
  return link;
}

const contactCodeId = (name: string) => Number(name.slice('contact-code-'.length, -'.eml'.length));

/** The code of the newest contact-code e-mail written to `email` (`contact-code-<id>.eml`), waiting for it. */
export async function contactCodeFor(email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const names = (await fs.readdir(outboxDir()).catch(() => [] as string[]))
          .filter((name) => name.startsWith('contact-code-') && name.endsWith('.eml'))
          .sort((a, b) => contactCodeId(b) - contactCodeId(a));
        for (const name of names) {
          const written = await read(name);
          if (new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi').test(written)) {
            code = codeIn(written);
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000, message: `a contact code e-mail to ${email}` },
    )
    .toBe(true);
  return code ?? '';
}
