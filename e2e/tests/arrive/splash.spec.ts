import { expect, test } from '../../support/fixtures';

test.use({ withSplash: true });

test('the splash shows for about two seconds on the first load of a visit only', async ({ page }) => {
  await page.goto('/');
  const splash = page.getByRole('status').filter({ hasText: 'Welcome to Aravali Care Hospital' });
  await expect(splash).toBeVisible();
  const shownAt = Date.now();
  await expect(splash).toBeHidden({ timeout: 5000 });
  expect(Date.now() - shownAt).toBeGreaterThan(1000);

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(splash).toHaveCount(0);
});
