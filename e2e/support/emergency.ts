import type { Page } from '@playwright/test';
import { HOSPITAL, telHref } from 'contract/hospital';
import { expect } from './fixtures';

/**
 * The header's call to the emergency department, as its link is named: the number in force when
 * asked (the admin may change it at the desk; a journey that does passes the new one).
 */
export const emergencyLine = (phone: string = HOSPITAL.emergencyPhone) => `Emergency department ${phone}`;

/**
 * The header's Emergency button: the <summary> of a <details>, which browsers expose as a button with
 * its expanded state (Playwright's roles have no role for it). The one shown at this width.
 */
export const emergencyButton = (page: Page, name = 'Emergency') =>
  page.getByRole('banner').locator('summary').filter({ visible: true, hasText: name });

/** The header's Emergency control's list: both calls and the directions. */
export const emergencyList = (page: Page) => page.getByRole('list', { name: 'Emergency: calls and directions' });

/**
 * Emergency in one tap: the header's control is in the first screen, and opened by a tap (or a
 * click) offers 112, the emergency department's line and directions, both calls in view.
 */
export async function expectCallsInFirstScreen(
  page: Page,
  touch: boolean,
  width: number,
  phone: string = HOSPITAL.emergencyPhone,
): Promise<void> {
  const button = emergencyButton(page);
  await expect(button).toBeInViewport({ ratio: 1 });
  // The header holds the control without growing past the screen: a wider header makes a phone
  // zoom the whole page out, and "in the viewport" would then hold for anything.
  expect(await page.getByRole('banner').evaluate((header) => header.scrollWidth)).toBeLessThanOrEqual(width);
  if (touch) await button.tap();
  else await button.click();
  await expect(button.locator('xpath=..')).toHaveJSProperty('open', true);
  const list = emergencyList(page);
  const call112 = list.getByRole('link', { name: 'Call 112 (national emergency)' });
  const callLine = list.getByRole('link', { name: emergencyLine(phone) });
  await expect(call112).toHaveAttribute('href', 'tel:112');
  await expect(callLine).toHaveAttribute('href', telHref(phone));
  await expect(list.getByRole('link', { name: /^Directions to the emergency entrance/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\//,
  );
  await expect(call112).toBeInViewport({ ratio: 1 });
  await expect(callLine).toBeInViewport({ ratio: 1 });
}
