import { HOSPITAL, telHref } from 'contract/hospital';
import { emergencyLine, emergencyButton, expectCallsInFirstScreen } from '../../support/emergency';
import type { Page } from '@playwright/test';
import { expect, pageHeading, pageSettled, test } from '../../support/fixtures';

/**
 * Issue 17, finding 1: emergency in one tap. The header's Emergency control is in the first screen
 * of every page at 375 and 1280 px and calls 112 and the emergency department; the menu's and the
 * home pop-up's Emergency lead to /emergency; the A&E service page leads with the number; and
 * /emergency, once visited, reloads without a connection. (Its Escape and focus are in
 * site/dialog-focus.spec.ts, with every other dialog's.) Each page's Emergency control is checked on
 * its first load at both widths with its layout (site/layout.spec.ts); here the not-found screen's.
 */
const paths = ['/no-such-page'];
/** /emergency, or /emergency/ once its offline worker is registered (the worker's scope is exactly /emergency/). */
const EMERGENCY_PAGE = /\/emergency\/?$/;

for (const { width, touch } of [
  { width: 375, touch: true },
  { width: 1280, touch: false },
]) {
  test.describe(`the Emergency control at ${width}px`, () => {
    test.use(
      touch
        ? { viewport: { width, height: 740 }, isMobile: true, hasTouch: true }
        : { viewport: { width, height: 900 } },
    );
    for (const path of paths) {
      test(`${path}: in the first screen, calling 112 and the emergency line`, async ({ page }) => {
        await page.goto(path);
        await expect(pageHeading(page)).toBeVisible();
        await expectCallsInFirstScreen(page, touch, width);
      });
    }
  });
}

test.describe('on a phone (375px)', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the control shares the search row, so the header is no taller', async ({ page }) => {
    await page.goto('/');
    const button = await emergencyButton(page).boundingBox();
    const search = await page.getByRole('search').boundingBox();
    if (!button || !search) throw new Error('the Emergency button or the search is not laid out');
    expect(button.y).toBeGreaterThanOrEqual(search.y - 1);
    expect(button.y + button.height).toBeLessThanOrEqual(search.y + search.height + 1);
  });

  test('the A&E service page is /emergency, which leads with the number to call', async ({ page }) => {
    await page.goto('/services/accident-and-emergency');
    await expect(page).toHaveURL(EMERGENCY_PAGE);
    const call = page.getByRole('main').getByRole('link', { name: emergencyLine() }).first();
    await expect(call).toHaveAttribute('href', telHref(HOSPITAL.emergencyPhone));
    await expect(call).toBeInViewport({ ratio: 1 });
  });
});

test.describe('the ways in lead to /emergency', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the menu's Accident & Emergency entry", async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Services' }).hover();
    const entry = nav.getByRole('link', { name: 'Accident & Emergency' });
    await expect(entry).toHaveAttribute('href', '/emergency');
    await entry.click();
    await expect(page).toHaveURL(EMERGENCY_PAGE);
    await expect(pageHeading(page)).toHaveText('Accident & Emergency');
  });

  test.describe('the home pop-up', () => {
    test.use({ withWelcomePopup: true });

    test('its Emergency button', async ({ page }) => {
      await page.clock.install();
      await page.goto('/');
      await expect(pageHeading(page)).toBeVisible();
      await page.clock.runFor(2000);
      const popup = page.getByRole('dialog', { name: 'How can we help you today?' });
      await expect(popup).toBeVisible();
      await popup.getByRole('link', { name: 'Emergency' }).click();
      await expect(page).toHaveURL(EMERGENCY_PAGE);
      await expect(pageHeading(page)).toHaveText('Accident & Emergency');
    });
  });
});

/** Waits for the emergency page's worker to be registered for /emergency/ and active. */
async function workerActive(page: Page): Promise<void> {
  await expect
    .poll(
      () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/emergency/'))?.active?.state),
      {
        timeout: 15_000,
      },
    )
    .toBe('activated');
}

test.describe('/emergency offline', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, serviceWorkers: 'allow' });

  test('once visited, reloads with the numbers and directions without a connection', async ({ page, context }) => {
    await page.goto('/emergency');
    await expect(pageHeading(page)).toHaveText('Accident & Emergency');
    await pageSettled(page);
    // The worker's scope is exactly /emergency/ (not a prefix of /emergency-anything), which
    // /emergency is outside of: once the worker is active the page moves to that address, so a reload
    // (or the history, or a bookmark) asks the worker.
    await workerActive(page);
    await expect(page).toHaveURL('/emergency/');
    await page.reload();
    await expect(pageHeading(page)).toHaveText('Accident & Emergency');
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
    expect(new URL(scope ?? '').pathname).toBe('/emergency/');

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('In an emergency, call now');
      await expect(page.getByRole('link', { name: 'Call 112 (national emergency)' }).first()).toHaveAttribute(
        'href',
        'tel:112',
      );
      await expect(page.getByRole('link', { name: emergencyLine() })).toHaveAttribute(
        'href',
        telHref(HOSPITAL.emergencyPhone),
      );
      await expect(page.getByText(HOSPITAL.address).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Directions in your maps app' })).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\/dir\//,
      );
      await expect(page.locator('section[lang="hi"]')).toContainText('आपात स्थिति में अभी कॉल करें');
    } finally {
      await context.setOffline(false);
    }
  });

  test('other pages are not controlled by a worker, those whose address begins with /emergency included', async ({
    page,
  }) => {
    await page.goto('/emergency');
    await workerActive(page);
    for (const path of ['/', '/emergency-care', '/emergencyx']) {
      await page.goto(path);
      await expect(pageHeading(page)).toBeVisible();
      expect(await page.evaluate(() => navigator.serviceWorker.controller), path).toBeNull();
    }
    await page.goto('/emergency/');
    await expect(pageHeading(page)).toHaveText('Accident & Emergency');
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  });
});
