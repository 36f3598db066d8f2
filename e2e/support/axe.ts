import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What the accessibility statement promises: WCAG 2.2 at level AA. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Axe over the page as it is now: each violation as its rule and the elements it found, to fix by. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
