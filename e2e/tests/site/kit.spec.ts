/**
 * shared-ui's kit page in a real browser: what jsdom cannot check in the components' own tests —
 * colour contrast and the rest of axe's WCAG 2.2 AA rules, visible focus, the native dialog's
 * Escape and focus, and the carousel's layout and motion.
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

  // Slides visible and the gap between them, per width (SPEC §2 "Our Services").
  const LAYOUT = [
    [375, 1.15, 15],
    [480, 1.25, 15],
    [640, 1.5, 20],
    [768, 2, 20],
    [1024, 3, 25],
  ] as const;
  for (const [width, perView, gap] of LAYOUT) {
    test(`the services carousel shows ${perView} slides with ${gap}px gaps at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openKit(page);
      const carousel = page.getByRole('region', { name: 'Our services' });
      const layout = await carousel.evaluate((region) => {
        const slides = [...region.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
        const viewport = slides[0]?.parentElement?.parentElement as HTMLElement;
        const [first, second] = slides.map((slide) => (slide.firstElementChild as HTMLElement).getBoundingClientRect());
        return {
          viewport: viewport.getBoundingClientRect().width,
          slide: first?.width ?? 0,
          gap: (second?.left ?? 0) - (first?.right ?? 0),
        };
      });
      expect((layout.viewport + gap) / (layout.slide + gap)).toBeCloseTo(perView, 1);
      expect(layout.gap).toBeCloseTo(gap, 0);
    });
  }

  test('autoplay advances every 3.5 s and Pause stops it', async ({ page }) => {
    await page.clock.install();
    await openKit(page);
    const carousel = page.getByRole('region', { name: 'Our services' });
    await expect(currentSlide(carousel)).toHaveAccessibleName('Go to slide 1');
    await expect(currentSlide(carousel)).toHaveAccessibleName('Go to slide 2', { timeout: 5000 });
    await carousel.getByRole('button', { name: 'Pause automatic slide show' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(4500);
    await expect(currentSlide(carousel)).toHaveAccessibleName('Go to slide 2');
    await expect(carousel.getByRole('button', { name: 'Play automatic slide show' })).toBeVisible();
  });

  test('under prefers-reduced-motion there is no autoplay and no Pause control', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openKit(page);
    const carousel = page.getByRole('region', { name: 'Our services' });
    await expect(carousel.getByRole('button', { name: /automatic slide show/ })).toHaveCount(0);
    await page.clock.runFor(4000);
    await expect(currentSlide(carousel)).toHaveAccessibleName('Go to slide 1');
  });

  test('the about slider moves in 500 ms and ignores clicks meanwhile', async ({ page }) => {
    await openKit(page);
    const slider = page.getByRole('region', { name: 'About the hospital' });
    const track = slider.locator('[aria-roledescription="slide"]').first().locator('..');
    const next = slider.getByRole('button', { name: 'Next slide' });
    // An impatient double click: the second click lands mid-transition and is ignored.
    await next.dblclick();
    await expect(currentSlide(slider)).toHaveAccessibleName('Go to slide 2');
    await page.waitForTimeout(600);
    const offset = await track.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41);
    const width = await slider
      .locator('[aria-roledescription="slide"]')
      .first()
      .evaluate((slide) => slide.clientWidth);
    expect(Math.abs(offset + width)).toBeLessThan(width * 0.01);
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
