import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { SITE_PAGES } from '../support/sitePaths';
import { expect, pageHeading, pageSettled, test } from '../support/fixtures';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const paths = [...SITE_PAGES.map((route) => route.url), '/no-such-page'];

const violationsOn = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
};

for (const width of [1280, 375]) {
  test.describe(`axe at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of paths) {
      test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.goto(path);
        await expect(pageHeading(page)).toBeVisible();
        await pageSettled(page);
        expect(await violationsOn(page)).toEqual([]);
      });
    }
  });
}

test('open menus, search results and the chat have no violations', async ({ page }) => {
  await page.goto('/');
  await expect(pageHeading(page)).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).hover();
  await expect(page.getByRole('link', { name: 'Cardiology' })).toBeVisible();
  expect(await violationsOn(page)).toEqual([]);
  await page.getByRole('combobox', { name: 'Search services and pages' }).fill('care');
  await expect(page.getByRole('listbox', { name: 'Search results' })).toBeVisible();
  expect(await violationsOn(page)).toEqual([]);
  await page.getByRole('button', { name: /^Chat with us/ }).click();
  await expect(page.getByRole('dialog', { name: 'Aravali Care Assistant' })).toBeVisible();
  expect(await violationsOn(page)).toEqual([]);
});
