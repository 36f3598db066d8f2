import type { Locator } from '@playwright/test';
import { expect, markDocument, pageHeading, stillSameDocument, test } from '../../support/fixtures';

const fontFamilyOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).fontFamily);

test.describe('reading the site in Hindi', () => {
  test('the header switch takes the page to its Hindi address, sets <html lang>, and back', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await markDocument(page);
    const switcher = page.getByRole('group', { name: 'Language' });
    await switcher.getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(/\/hi\/terms$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'होम' })).toBeVisible();
    await expect(pageHeading(page)).toHaveText('नियम और गोपनीयता');
    await expect(page.getByRole('contentinfo')).toContainText('हमारे बारे में');
    expect(await stillSameDocument(page), 'switched without a reload').toBe(true);

    // The address is the language: a reload reads the same Hindi page.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(pageHeading(page)).toHaveText('नियम और गोपनीयता');

    await page.getByRole('group', { name: 'भाषा' }).getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(pageHeading(page)).toHaveText('Terms & Privacy');
  });

  test('the Hindi texts load only when Hindi is chosen', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/terms');
    await expect(pageHeading(page)).toHaveText('Terms & Privacy');
    await page.waitForLoadState('networkidle');
    const inEnglish = scripts.length;
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
    await expect(pageHeading(page)).toHaveText('नियम और गोपनीयता');
    expect(scripts.length, 'choosing Hindi fetches its texts then, not before').toBeGreaterThan(inEnglish);
  });

  test('only Hindi is set in the Devanagari face, so its arrival lays out the Hindi words alone', async ({
    page,
    browser,
  }) => {
    // A device without a Devanagari face of its own downloads it; when it arrives, every text whose
    // fonts name it is laid out again (Chromium records each as "Fonts changed").
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.invalidationTracking'],
    });
    await page.goto('/services');
    await expect(pageHeading(page)).toHaveText('Our Services');
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: {
        name: string;
        ts: number;
        args?: { data?: { reason?: string; nodeName?: string; frame?: string } };
      }[];
    };
    // The browser's trace also holds Chromium's own pages (its omnibox's), laid out again when a
    // face they use arrives: only the site's page is counted.
    const { frameTree } = await (await page.context().newCDPSession(page)).send('Page.getFrameTree');
    const pageLayouts = trace.traceEvents.filter(
      (event) => event.name === 'LayoutInvalidationTracking' && event.args?.data?.frame === frameTree.frame.id,
    );
    expect(pageLayouts.length, "the trace names the page's frame as the browser does").toBeGreaterThan(0);
    const laidOutAgain = pageLayouts.filter((event) => event.args?.data?.reason === 'Fonts changed');
    // Which texts, and when, so that a failure says what the face's arrival reached.
    const reached = laidOutAgain.map((event) => `${event.ts} ${event.args?.data?.nodeName ?? '?'}`).join(', ');
    // The switch's "हिन्दी" (its text and its box), not the page's hundreds of texts.
    expect(laidOutAgain.length, `texts laid out again for the Devanagari face: ${reached}`).toBeLessThan(10);
    expect(await fontFamilyOf(pageHeading(page))).not.toContain('Noto Sans Devanagari');
    const hindiSwitch = page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' });
    expect(await fontFamilyOf(hindiSwitch)).toMatch(/^"?Noto Sans Devanagari/);

    await page.goto('/hi/services');
    await expect(pageHeading(page)).toHaveText('हमारी सेवाएँ');
    expect(await fontFamilyOf(pageHeading(page))).toMatch(/^"?Noto Sans Devanagari/);
  });
});
