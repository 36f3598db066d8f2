/**
 * shared-ui's kit page in a real browser: what jsdom cannot check in the components' own tests —
 * colour contrast and the rest of axe's WCAG 2.2 AA rules, visible focus, the native dialog's
 * Escape and focus, and the about slider's motion (the services carousel's layout and autoplay are
 * checked where visitors meet it, in read/services-carousel.spec.ts).
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { KIT_PAGE_URL } from '../../support/site';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const violationsOn = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
};

const openKit = async (page: Page) => {
  await page.goto(KIT_PAGE_URL);
  await expect(page.getByRole('heading', { level: 1, name: 'Every primitive, in each state' })).toBeVisible();
  // Out of the way of the carousels' pause-on-hover.
  await page.mouse.move(0, 0);
};

const currentSlide = (carousel: Locator) =>
  carousel.getByRole('button', { name: /Go to slide/ }).and(carousel.locator('[aria-current="true"]'));

test.describe('the shared-ui kit page', () => {
  for (const width of [1280, 375]) {
    test(`has no WCAG 2.2 AA violations at ${width}px, colour contrast included`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openKit(page);
      expect(await violationsOn(page)).toEqual([]);
    });
  }

  test('has none in Hindi, marks the page hi-IN and remembers the choice', async ({ page }) => {
    await openKit(page);
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.getByRole('button', { name: 'स्लाइड शो रोकें' }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    expect(await violationsOn(page)).toEqual([]);
    await page.reload();
    await expect(page.getByRole('group', { name: 'भाषा' })).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  });

  test('shows where focus is on everything reachable by Tab', async ({ page }) => {
    await openKit(page);
    const unmarked: string[] = [];
    let reached = 0;
    for (let step = 0; step < 300; step += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        // A date input takes a Tab per part (day, month, year); any other return means a full round.
        if (element.dataset.tabbed === 'last') return 'same';
        if (element.dataset.tabbed) return null;
        document.querySelector('[data-tabbed="last"]')?.setAttribute('data-tabbed', 'yes');
        element.dataset.tabbed = 'last';
        const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        return {
          name: `${element.tagName.toLowerCase()} "${label}"`,
          // An outline on the element, or on the ::after a card's link draws over the whole card.
          visible: [getComputedStyle(element), getComputedStyle(element, '::after')].some(
            (style) => style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
          ),
        };
      });
      if (!focused) break;
      if (focused === 'same') continue;
      reached += 1;
      if (!focused.visible) unmarked.push(focused.name);
    }
    expect(reached).toBeGreaterThan(60);
    expect(unmarked).toEqual([]);
  });

  test('result dialogs: focus on OK, kept inside, Escape closes and gives focus back, no violations', async ({
    page,
  }) => {
    await openKit(page);
    const opener = page.getByRole('button', { name: 'Show the error dialog' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
    expect(await violationsOn(page)).toEqual([]);
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      const outside = await page.evaluate(() => {
        const active = document.activeElement;
        const open = document.querySelector('dialog[open]');
        return Boolean(active && active !== document.body && open && !open.contains(active));
      });
      expect(outside).toBe(false);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    const success = page.getByRole('button', { name: 'Show the success dialog' });
    await success.click();
    await page.getByRole('dialog', { name: 'Success' }).getByRole('button', { name: 'Close' }).click();
    await expect(success).toBeFocused();
  });

  test('a kit form: a failed submit focuses the summary, its links lead to the fields, errors pass axe', async ({
    page,
  }) => {
    await openKit(page);
    const form = page.getByRole('form', { name: 'A kit form (lab test booking)' });
    await form.getByRole('button', { name: 'Submit' }).click();
    const summary = form.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'There is a problem' }) });
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: 'Patient name is required' }).click();
    await expect(form.getByRole('textbox', { name: 'Patient name' })).toBeFocused();
    expect(await violationsOn(page)).toEqual([]);
  });

  test("a chosen select's clear button leaves the select's arrow free to open the list", async ({ page }) => {
    await openKit(page);
    const form = page.getByRole('form', { name: 'A kit form (lab test booking)' });
    const lab = form.getByRole('combobox', { name: 'Lab' });
    await lab.selectOption({ index: 1 });
    await expect(form.getByRole('button', { name: 'Clear Lab' })).toBeVisible();
    await lab.scrollIntoViewIfNeeded();
    const box = await lab.boundingBox();
    if (!box) throw new Error('the Lab select has no box');
    // Chromium draws a select's arrow in its last 2rem: a tap there must reach the select.
    const tapped = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.tagName, [
      box.x + box.width - 12,
      box.y + box.height / 2,
    ] as const);
    expect(tapped).toBe('SELECT');
  });

  test('the about slider moves in 500 ms and ignores clicks meanwhile', async ({ page }) => {
    await page.clock.install();
    await openKit(page);
    const slider = page.getByRole('region', { name: 'About the hospital' });
    const track = slider.locator('[aria-roledescription="slide"]').first().locator('..');
    const next = slider.getByRole('button', { name: 'Next slide' });
    // An impatient double click: the second click lands mid-transition and is ignored.
    await next.dblclick();
    await expect(currentSlide(slider)).toHaveAccessibleName('Go to slide 2');
    const width = await slider
      .locator('[aria-roledescription="slide"]')
      .first()
      .evaluate((slide) => slide.clientWidth);
    // The track comes to rest one slide along once its transition has run.
    await expect
      .poll(async () => {
        const offset = await track.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41);
        return Math.abs(offset + width) / width;
      })
      .toBeLessThan(0.01);
    await expect.poll(() => track.evaluate((element) => element.getAnimations().length)).toBe(0);
    // The 500 ms lock ends by the page's clock, not the wall clock.
    await page.clock.runFor(500);
    await next.click();
    await expect(currentSlide(slider)).toHaveAccessibleName('Go to slide 1');
  });

  test('the banner switcher cross-fades to the image its numbered button names', async ({ page }) => {
    await openKit(page);
    const switcher = page.getByRole('region', { name: 'Article photos' });
    const second = switcher.getByRole('group', { name: '2 of 2' });
    await expect(second).toHaveCSS('opacity', '0');
    await switcher.getByRole('button', { name: /^02/ }).click();
    await expect(second).toHaveCSS('opacity', '1');
    await expect(switcher.getByRole('group', { name: '1 of 2' })).toHaveCSS('opacity', '0');
  });
});
