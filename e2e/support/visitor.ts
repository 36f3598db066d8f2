import type { Page } from '@playwright/test';
import { expect, pageHeading, pageSettled, scrollTo } from './fixtures';

/** A visitor on a phone who taps, for `test.use`: the suite's phone, 375 px wide. */
export const PHONE_BY_TOUCH = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };

/**
 * Where a visitor's journey starts: the home page (past the splash and the pop-up, as fixtures.ts
 * explains), then the menus and links a visitor would use. Journeys that are about an address
 * itself (a shared link, a filter in the address, a page no menu leads to) still go to it directly.
 */
export async function startAtHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(pageHeading(page)).toBeVisible();
}

/**
 * From the home page through the header menu: `dropdown`, then its `link`. On a phone the menu
 * opens from its toggle first and a dropdown by a tap; on a wide screen a dropdown opens on hover.
 */
export async function fromHomeMenu(page: Page, dropdown: 'About Us' | 'I Want To', link: string): Promise<void> {
  await startAtHome(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const toggle = nav.getByRole('button', { name: 'Menu' });
  if (await toggle.isVisible()) {
    await toggle.click();
    await nav.getByRole('button', { name: dropdown }).click();
  } else {
    await nav.getByRole('button', { name: dropdown }).hover();
  }
  await nav.getByRole('link', { name: link, exact: true }).click();
  await expect(pageHeading(page)).not.toHaveText('Aravali Care Hospital, Faridabad');
  await pageSettled(page);
}

/** From the home page, the Get Appointment link of a doctor in its Our Specialities grid. */
export async function getAppointmentFromHome(page: Page, doctorName: string): Promise<void> {
  await startAtHome(page);
  // The home page renders its sections below the first screen once the visitor starts to scroll.
  await page.evaluate(() => window.scrollBy(0, window.innerHeight));
  const grid = page.getByRole('region', { name: 'Our Specialities' });
  await scrollTo(grid);
  await grid.getByRole('link', { name: `Get Appointment with ${doctorName}` }).click();
  await expect(pageHeading(page)).toHaveText('Book an Appointment');
  await pageSettled(page);
}
