import { HOSPITAL } from 'contract/hospital';
import { stubMap, widths } from '../../support/screen';
import { SITE_PAGES } from '../../support/sitePaths';
import { expect, pageHeading, pageSettled, test } from '../../support/fixtures';

/**
 * A layout that holds at every width. Every page fits a phone's screen at 320 px here, and at 375 px
 * on the load that every-page.spec.ts checks everything a page promises at that width on (nothing
 * moving while it loads among them). On a phone the header is short, and the floating call and chat
 * buttons never cover a focused field.
 */
const paths = SITE_PAGES.map((route) => (route.path === '/search' ? '/search?q=heart' : route.url));

for (const width of [320, 375]) {
  test.describe(`no sideways scroll at ${width}px`, () => {
    test.use({ viewport: { width, height: 740 }, screen: { width, height: 740 }, isMobile: true, hasTouch: true });

    // At 375 px each page's fit is checked on its first load, with the rest of every-page.spec.ts.
    if (width === 320) {
      for (const path of paths) {
        test(`${path} fits the screen`, async ({ page }) => {
          await stubMap(page);
          await page.goto(path);
          await expect(pageHeading(page)).toBeVisible();
          await pageSettled(page);
          expect(await widths(page)).toEqual({
            page: width,
            layoutViewport: width,
            visualViewport: width,
            screen: width,
          });
        });
      }
    }

    test('/contact fits the screen with its map open', async ({ page }) => {
      await stubMap(page);
      await page.goto('/contact');
      await page.getByRole('button', { name: 'Show the map' }).tap();
      await expect(page.getByTitle(`Map showing ${HOSPITAL.name}`)).toBeVisible();
      expect(await widths(page)).toEqual({ page: width, layoutViewport: width, visualViewport: width, screen: width });
    });

    test('the header is one short block: at most 120 px, every control at least 24 px square', async ({ page }) => {
      await page.goto('/');
      const header = page.getByRole('banner');
      const box = await header.boundingBox();
      expect(box?.height).toBeLessThanOrEqual(120);
      for (const control of await header.locator('a:visible, button:visible, input:visible').all()) {
        const size = await control.boundingBox();
        expect(size?.width).toBeGreaterThanOrEqual(24);
        expect(size?.height).toBeGreaterThanOrEqual(24);
        expect((size?.x ?? 0) + (size?.width ?? 0)).toBeLessThanOrEqual(width);
      }
    });
  });
}

test.describe('the phone header', () => {
  test.use({
    viewport: { width: 375, height: 740 },
    screen: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });

  test('folds the support line and quick links into the menu, and switches language in one tap', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const support = page.getByRole('banner').getByRole('link', { name: HOSPITAL.supportPhone, exact: true });
    await expect(support).toBeHidden();
    await nav.getByRole('button', { name: 'Menu' }).tap();
    await expect(support).toBeVisible();
    await expect(support).toHaveAttribute('href', /^tel:/);
    const quickLinks = nav.getByRole('navigation', { name: 'Account and quick links' });
    await expect(quickLinks.getByRole('link', { name: 'Register' })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).tap();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('banner').getByRole('button', { name: 'English' })).toBeVisible();
  });

  test('the menu works from the keyboard, and Escape-free Tab out of it closes it', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
    const about = nav.getByRole('button', { name: 'About Us' });
    await about.focus();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(about).toBeFocused();
    await expect(about).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('floating buttons on a phone', () => {
  test.use({
    viewport: { width: 375, height: 740 },
    screen: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });

  test('/appointment: no focused field is under the call or chat button', async ({ page }) => {
    await page.goto('/appointment');
    await pageSettled(page);
    const form = page.getByRole('form', { name: 'Appointment form' });
    // A department first, so that the doctor field is enabled and every field can take focus.
    await form.getByRole('combobox', { name: 'Department' }).selectOption({ label: 'Orthopaedics' });
    const fields = form.locator('input:not([type="hidden"]):enabled, select:enabled, textarea:enabled');
    const floating = page.getByRole('complementary', { name: 'Help and chat' }).locator('a, button');
    const count = await fields.count();
    expect(count).toBeGreaterThan(5);
    for (let index = 0; index < count; index += 1) {
      const field = fields.nth(index);
      if (!(await field.isVisible())) continue;
      await field.focus();
      await expect(field).toBeFocused();
      await expect(floating.first()).toBeHidden();
      const fieldBox = await field.boundingBox();
      for (const button of await floating.all()) {
        if (!(await button.isVisible())) continue;
        const box = await button.boundingBox();
        const apart =
          !fieldBox ||
          !box ||
          box.x >= fieldBox.x + fieldBox.width ||
          fieldBox.x >= box.x + box.width ||
          box.y >= fieldBox.y + fieldBox.height ||
          fieldBox.y >= box.y + box.height;
        expect(apart).toBe(true);
      }
    }
    // Leaving the fields brings them back.
    await form.getByRole('button', { name: 'Book Appointment' }).focus();
    await expect(floating.first()).toBeVisible();
    await expect(floating.first()).toBeInViewport();
  });

  test('the footer keeps room below its last control for the floating buttons', async ({ page }) => {
    await page.goto('/appointment');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = page.getByRole('button', { name: 'Back to top' });
    const lastBox = await last.boundingBox();
    for (const button of await page.getByRole('complementary', { name: 'Help and chat' }).locator('a, button').all()) {
      const box = await button.boundingBox();
      if (!lastBox || !box) continue;
      expect(box.y >= lastBox.y + lastBox.height || lastBox.x >= box.x + box.width).toBe(true);
    }
  });
});
