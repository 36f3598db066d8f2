import type { Page } from '@playwright/test';
import { axeViolations } from '../../support/axe';
import { expect } from '../../support/fixtures';

/** Axe over the page as it is now (a state of an account page): no WCAG 2.2 AA violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}
