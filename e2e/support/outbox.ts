import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Quoted-printable, as the API's `.eml` files encode their text. */
function decodeQuotedPrintable(eml: string): string {
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

/**
 * The e-mail the suite's API wrote for a booking (no SMTP in the suite: the outbox writes `.eml`
 * files into its data directory), waiting for its delivery round.
 */
export async function emailFor(reference: string): Promise<string> {
  const dataDir = process.env.E2E_API_DATA_DIR;
  if (!dataDir) throw new Error('E2E_API_DATA_DIR is not set: run through playwright.config.ts');
  const outbox = path.join(dataDir, 'outbox');
  let file: string | undefined;
  await expect
    .poll(
      async () => {
        const names = await fs.readdir(outbox).catch(() => [] as string[]);
        file = names.find((name) => name.startsWith(`${reference}-`));
        return file;
      },
      { timeout: 20_000, message: `an e-mail for ${reference}` },
    )
    .toBeTruthy();
  return decodeQuotedPrintable(await fs.readFile(path.join(outbox, file ?? ''), 'utf8'));
}
