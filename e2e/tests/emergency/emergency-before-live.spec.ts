import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { HOSPITAL, telHref } from 'contract/hospital';
import { emergencyLine, emergencyButton, emergencyList } from '../../support/emergency';
import { expect, pageLive, test } from '../../support/fixtures';
import { holdTakeover } from '../../support/takeover';

/**
 * Issue 45, "the Emergency control first": a visitor on a slow phone tapped it seven times over 7 s
 * before it opened. It opens, and its numbers are calls, from the first paint of the server's HTML,
 * with no script at all, and it stays open as the live page takes over.
 */
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
const WIDE = { viewport: { width: 1280, height: 900 } };
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

async function expectCalls(page: Page, names = { call112: 'Call 112 (national emergency)', line: emergencyLine() }) {
  const list = emergencyList(page);
  await expect(list.getByRole('link', { name: names.call112 })).toHaveAttribute('href', 'tel:112');
  await expect(list.getByRole('link', { name: names.line })).toHaveAttribute('href', telHref(HOSPITAL.emergencyPhone));
  await expect(list.getByRole('link', { name: names.call112 })).toBeInViewport({ ratio: 1 });
}

const violations = async (page: Page) =>
  (await new AxeBuilder({ page }).include('header').withTags(WCAG_22_AA).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );

test.describe('without JavaScript', () => {
  test.describe('on a phone (375px)', () => {
    test.use({ ...PHONE, javaScriptEnabled: false });

    test('a tap opens it, its numbers are calls, another tap closes it', async ({ page }) => {
      await page.goto('/about');
      await expect(emergencyList(page)).toBeHidden();
      await emergencyButton(page).tap();
      await expectCalls(page);
      await emergencyButton(page).tap();
      await expect(emergencyList(page)).toBeHidden();
    });

    test('in Hindi too', async ({ page }) => {
      await page.goto('/hi/appointment');
      const call112 = page.getByRole('banner').getByRole('link', { name: '112' });
      await expect(call112).toBeHidden();
      await emergencyButton(page, 'आपातकाल').tap();
      await expect(call112).toBeVisible();
      await expect(call112).toHaveAttribute('href', 'tel:112');
    });
  });

  test.describe('on a wide screen (1280px)', () => {
    test.use({ ...WIDE, javaScriptEnabled: false });

    test('Enter opens it from the keyboard and Tab reaches the calls', async ({ page }) => {
      await page.goto('/faq');
      await emergencyButton(page).focus();
      await page.keyboard.press('Enter');
      await expectCalls(page);
      await page.keyboard.press('Tab');
      await expect(emergencyList(page).getByRole('link', { name: 'Call 112 (national emergency)' })).toBeFocused();
    });
  });
});

test.describe('tapped at the first paint, before the page is live', () => {
  test.use({ ...PHONE, waitForLivePage: false });

  for (const path of ['/about', '/appointment']) {
    test(`${path}: it opens at once and stays open, focus on it, as the live page takes over`, async ({ page }) => {
      const takeover = await holdTakeover(page);
      await page.goto(path, { waitUntil: 'commit' });
      await emergencyButton(page).tap();
      await expectCalls(page);
      // Still the server's page: the tap was answered before any of the page's code came.
      await expect(page.locator('[data-page-region="server"]')).toHaveCount(1);

      await takeover.release();
      await pageLive(page);
      await expectCalls(page);
      await expect(emergencyButton(page)).toBeFocused();
      expect(await violations(page)).toEqual([]);
      // The live control answers too: Escape closes it.
      await page.keyboard.press('Escape');
      await expect(emergencyList(page)).toBeHidden();
      await expect(emergencyButton(page)).toBeFocused();
    });
  }
});
