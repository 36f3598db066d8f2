import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { decodeQuotedPrintable, outboxDir } from '../../support/outbox';

/**
 * The newest account e-mail (`account-<outbox id>.eml`) the API wrote to this address with this
 * subject, waiting for its delivery round. Journeys running beside this one write account e-mails
 * too: each is told by its recipient, an address of the journey's own.
 */
export async function accountEmail(to: string, subject: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const names = (await fs.readdir(outboxDir()).catch(() => [] as string[]))
          .filter((name) => /^account-\d+\.eml$/.test(name))
          .sort((a, b) => Number(b.slice(8, -4)) - Number(a.slice(8, -4)));
        for (const name of names) {
          const email = decodeQuotedPrintable(await fs.readFile(path.join(outboxDir(), name), 'utf8'));
          const header = email.split(/\r?\n\r?\n/, 1)[0] ?? '';
          if (
            header.includes(`Subject: ${subject}`) &&
            new RegExp(`^To:.*${to.replace(/\./g, '\\.')}`, 'im').test(header)
          ) {
            found = email;
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000, message: `the e-mail "${subject}" to ${to}` },
    )
    .toBe(true);
  return found;
}

/** The link of an account e-mail to one of the account pages, as written: `<site><path>#token=...`. */
export function accountLinkIn(email: string, page: '/account/confirm' | '/account/reset-password'): string {
  const link = new RegExp(`https?://[^\\s"<>]+${page}#token=[A-Za-z0-9_-]+`).exec(email)?.[0];
  if (!link) throw new Error(`no ${page} link in the e-mail:\n${email}`);
  return link;
}

/**
 * On the confirm page (opened from its link): chooses the account's password, typed twice, and waits
 * for the confirmation. The password typed at sign-up stops working here.
 */
export async function confirmWithPassword(page: Page, password: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await page
    .getByLabel(/^Password/)
    .first()
    .fill(password);
  await page.getByLabel(/^Password again/).fill(password);
  await page.getByRole('button', { name: 'Confirm and save the password' }).click();
  await expect(page.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();
}

/** An address and login ID of this run's own. */
export function newPatient(name: string) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const first = name.split(' ')[0]?.toLowerCase() ?? 'patient';
  return { name, email: `${first}.${suffix}@example.in`, loginId: `${first}.${suffix}` };
}
