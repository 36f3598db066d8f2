import { expect, pageHeading, pageLive, test } from '../../support/fixtures';

/**
 * The first load of a visit shows a 2-second splash over the whole page, header and Emergency
 * control included. Someone in an emergency must not wait for it: the Emergency page never has one,
 * and anywhere else the splash itself carries the numbers to tap.
 */
test.describe('the splash, on the first load of a visit', () => {
  test.use({ withSplash: true, viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('never shows on the Emergency page, in English or Hindi, and the visit still has its splash', async ({
    page,
  }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto('/hi/emergency');
    await expect(pageHeading(page)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'में आपका स्वागत है' })).toHaveCount(0);
    await pageLive(page);
    await expect(page.getByRole('status').filter({ hasText: 'में आपका स्वागत है' })).toHaveCount(0);
    await page.goto('/emergency');
    await expect(page.getByRole('status').filter({ hasText: 'Welcome to' })).toHaveCount(0);
    // The visit's splash was not used up there: the home page still shows it.
    await page.goto('/');
    await expect(page.getByRole('status').filter({ hasText: 'Welcome to' })).toBeVisible();
  });

  test('elsewhere it carries both emergency numbers, tappable from its first paint', async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto('/services');
    const splash = page.getByRole('status').filter({ hasText: 'Welcome to' });
    await expect(splash).toBeVisible();
    await expect(splash.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    const hospitalLine = splash.getByRole('link', { name: /^\+91/ });
    await expect(hospitalLine).toHaveAttribute('href', /^tel:\+91\d+$/);
    const box = await hospitalLine.boundingBox();
    expect(box && box.height >= 44 && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await hospitalLine.tap();
  });
});
