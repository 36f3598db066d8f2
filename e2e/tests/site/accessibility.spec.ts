import { axeViolations as violationsOn } from '../../support/axe';
import { expect, pageHeading, pageSettled, test } from '../../support/fixtures';

/**
 * Every page of the site is checked by axe on the load that checks all it promises at 375 and 1280 px
 * (every-page.spec.ts); here the pages that sweep does not load as such (the search page before a
 * query, the statement that promises these checks in Hindi, the not-found page) and the states a page
 * reaches only once the visitor acts.
 */
const paths = ['/search', '/hi/accessibility', '/no-such-page'];

for (const width of [1280, 375]) {
  test.describe(`axe at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of paths) {
      test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.goto(path);
        await expect(pageHeading(page)).toBeVisible();
        await pageSettled(page);
        // Asked again while a fade is under way (the footer's news ticker turns every 4 s, fading in over
        // 400 ms): a half-faded title is not a lasting contrast failure; a real one fails every try.
        // One analysis of a long page takes up to 15 s on a busy 2-core machine.
        await expect.poll(() => violationsOn(page), { intervals: [500, 1000], timeout: 40_000 }).toEqual([]);
      });
    }
  });
}

test('open menus, search results and the chat have no violations', async ({ page }) => {
  await page.goto('/');
  await expect(pageHeading(page)).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).hover();
  await expect(page.getByRole('link', { name: 'Cardiology' })).toBeVisible();
  expect(await violationsOn(page)).toEqual([]);
  await page.getByRole('combobox', { name: 'Search services and pages' }).fill('care');
  await expect(page.getByRole('listbox', { name: 'Search results' })).toBeVisible();
  expect(await violationsOn(page)).toEqual([]);
  await page.getByRole('button', { name: /^Chat with us/ }).click();
  await expect(page.getByRole('dialog', { name: 'Aravali Care Assistant' })).toBeVisible();
  expect(await violationsOn(page)).toEqual([]);
});

test.describe('content pages in their other states', () => {
  test('a turned programme card, every FAQ answer open, the tour player and a filtered blog', async ({ page }) => {
    // Five pages and an axe run on each: over a minute on a busy 2-core machine.
    test.slow();
    await page.goto('/diabetes');
    await page.getByRole('button', { name: 'Show details' }).first().click();
    await expect(page.getByRole('button', { name: 'Back to summary' }).first()).toBeFocused();
    expect(await violationsOn(page)).toEqual([]);

    await page.goto('/faq');
    const closed = page.getByRole('main').locator('button[aria-expanded="false"]');
    await expect(closed).toHaveCount(6);
    for (let left = 6; left > 0; left -= 1) {
      await closed.first().click();
      await expect(closed).toHaveCount(left - 1);
    }
    expect(await violationsOn(page)).toEqual([]);

    await page.goto('/about');
    await page.getByRole('button', { name: 'Play the hospital tour video' }).click();
    await expect(page.getByRole('dialog', { name: 'A tour of Aravali Care Hospital' })).toBeVisible();
    expect(await violationsOn(page)).toEqual([]);

    await page.goto('/blog?tag=care');
    await expect(page.getByText('Articles tagged “care”')).toBeVisible();
    await pageSettled(page);
    expect(await violationsOn(page)).toEqual([]);

    await page.goto('/homecare');
    await page.getByRole('button', { name: 'View More' }).click();
    expect(await violationsOn(page)).toEqual([]);
  });

  test('the gallery with a picture’s overlay showing, and its viewer open', async ({ page }) => {
    await page.goto('/gallery');
    await page.getByRole('main').getByRole('figure').first().hover();
    expect(await violationsOn(page)).toEqual([]);
    await page
      .getByRole('button', { name: /^View larger/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Picture viewer' })).toBeVisible();
    expect(await violationsOn(page)).toEqual([]);
  });
});
