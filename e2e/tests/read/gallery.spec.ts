import type { Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, pageHeading, test } from '../../support/fixtures';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const FILTERS = ['ALL', 'HOME CARE', 'DIABETES SOLUTION', 'BARIATRIC SURGERY', 'DENTAL MEDICINE'];
const pictures = (page: Page) => page.getByRole('main').getByRole('figure');

/** Pictures side by side in the grid's first row. */
async function columnCount(page: Page): Promise<number> {
  const boxes = await pictures(page).evaluateAll((figures) =>
    figures.map((figure) => figure.getBoundingClientRect().top),
  );
  const first = boxes[0] ?? 0;
  return boxes.filter((top) => Math.abs(top - first) < 2).length;
}

test.describe('the gallery', () => {
  test('has its banner, five 200 x 80 filters, and shows 7, 2, 2, 1 and 2 pictures per filter', async ({ page }) => {
    await page.goto('/gallery');
    await expect(pageHeading(page)).toHaveText('Image Gallery');
    const filters = page.getByRole('group', { name: 'Show pictures of' }).getByRole('button');
    await expect(filters).toHaveText(FILTERS);
    for (const filter of await filters.all()) {
      const box = await filter.boundingBox();
      expect([Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]).toEqual([200, 80]);
    }
    await expect(pictures(page)).toHaveCount(7);
    await expect(page.getByRole('button', { name: 'ALL' })).toHaveAttribute('aria-pressed', 'true');

    for (const [filter, count] of [
      ['HOME CARE', 2],
      ['DIABETES SOLUTION', 2],
      ['BARIATRIC SURGERY', 1],
      ['DENTAL MEDICINE', 2],
      ['ALL', 7],
    ] as const) {
      await page.getByRole('button', { name: filter, exact: true }).click();
      await expect(pictures(page)).toHaveCount(count);
      await expect(page.getByRole('button', { name: filter, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(
        `Showing ${count} of 7 pictures`,
      );
      for (const figure of await pictures(page).all()) {
        await expect(figure).toContainText('MEMORIES');
        await expect(figure).toContainText('Together For Better Health');
      }
    }
    // The chosen filter is drawn in the accent colour, with its border.
    const chosen = page.getByRole('button', { name: 'ALL' });
    const other = page.getByRole('button', { name: 'HOME CARE' });
    const colour = (button: typeof chosen) => button.evaluate((element) => getComputedStyle(element).borderTopColor);
    expect(await colour(chosen)).toBe('rgb(194, 65, 12)');
    expect(await colour(other)).not.toBe('rgb(194, 65, 12)');
  });

  for (const [width, columns, bannerHeight] of [
    [375, 1, 80],
    [800, 2, 120],
    [1280, 3, 120],
  ] as const) {
    test(`at ${width}px the grid has ${columns} column(s) and the banner is ${bannerHeight}px high`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/gallery');
      await expect(pictures(page)).toHaveCount(7);
      expect(await columnCount(page)).toBe(columns);
      const banner = page
        .getByRole('main')
        .locator('header')
        .filter({ has: page.getByRole('heading', { level: 1 }) });
      expect(Math.round((await banner.boundingBox())?.height ?? 0)).toBe(bannerHeight);
    });
  }

  test('shows a picture’s overlay on hover and on keyboard focus', async ({ page }) => {
    await page.goto('/gallery');
    const overlayOpacity = (index: number) =>
      pictures(page)
        .nth(index)
        .getByText('MEMORIES')
        .evaluate((title) => Number(getComputedStyle(title.parentElement ?? title).opacity));
    expect(await overlayOpacity(0)).toBe(0);
    await pictures(page).nth(0).hover();
    await expect.poll(() => overlayOpacity(0)).toBe(1);
    await page.mouse.move(0, 0);
    await pictures(page).nth(2).getByRole('link').focus();
    await expect.poll(() => overlayOpacity(2)).toBe(1);
    await expect(pictures(page).nth(2).getByRole('link')).toHaveAttribute('href', '/services/dental-medicine');
  });

  test('opens the lightbox on request only, as an accessible dialog, and returns focus when it closes', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/gallery');
    await expect(pictures(page)).toHaveCount(7);
    await page.waitForLoadState('networkidle');
    const before = scripts.length;

    const expand = page.getByRole('button', { name: 'View larger: MEMORIES, picture 2 of 7' });
    await expand.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: 'Picture viewer' });
    await expect(viewer).toBeVisible();
    // The viewer's code came with the first open.
    expect(scripts.length).toBeGreaterThan(before);
    await expect(viewer.getByRole('img', { name: /laboratory bench/ })).toBeVisible();
    expect((await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()).violations).toEqual([]);

    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByRole('img', { name: /dental treatment room/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(page.getByRole('button', { name: 'View larger: MEMORIES, picture 3 of 7' })).toBeFocused();
  });
});
