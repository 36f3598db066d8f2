import { PORTS } from '../../support/site';
import { expect, pageHeading, test } from '../../support/fixtures';

const SHELL_ORIGIN = `http://localhost:${PORTS.shell}`;
const CONTENT_ORIGIN = `http://localhost:${PORTS.content}`;

test.describe('a page starts without a chain of requests', () => {
  test('the page carries its run-time configuration and never asks for it', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/emergency');
    await expect(pageHeading(page)).toBeVisible();
    const written = JSON.parse((await page.locator('#runtime-config').textContent()) ?? '{}') as {
      remotes?: Record<string, string>;
    };
    expect(written.remotes?.mfe_content).toBe(`${CONTENT_ORIGIN}/mf-manifest.json`);
    expect(asked).not.toContain('/runtime-config.json');
  });

  test("the page hints every file of the shell's start and of the route's remote, each fetched once", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    // A page that calls no API: every script of the shell it runs belongs to the start.
    await page.goto('/emergency');
    await expect(pageHeading(page)).toBeVisible();
    await page.waitForLoadState('networkidle');

    // Scripts are hinted; stylesheets are linked, so the server's HTML paints styled.
    const hinted = await page
      .locator('link[rel="preload"], link[rel="stylesheet"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    const entryScript = await page
      .locator('script[src]')
      .first()
      .evaluate((script) => (script as HTMLScriptElement).src);
    // /emergency alone also fetches, after it has started, what keeps it for offline use: the chunk
    // that saves it, and its service worker. A sampled visit (every visit in this suite) fetches the
    // speed measure once the page is live, not to start it.
    const afterStart = /\/(emergency-offline\.[0-9a-f]+\.js|sw\.js|visit-speed\.[0-9a-f]+\.js)$/;
    const shellFiles = fetched.filter(
      (url) => url.startsWith(`${SHELL_ORIGIN}/`) && /\.(js|css)$/.test(url) && !afterStart.test(url),
    );
    // What every page starts with is bundled into the shell's entry: its one script, nothing chained.
    expect(shellFiles.filter((url) => url.endsWith('.js'))).toEqual([entryScript]);
    expect(shellFiles.filter((url) => url !== entryScript && !hinted.includes(url))).toEqual([]);

    const remoteStart = [`${CONTENT_ORIGIN}/mf-manifest.json`, `${CONTENT_ORIGIN}/remoteEntry.js`];
    for (const url of remoteStart) expect(hinted).toContain(url);
    expect(hinted.some((url) => url.startsWith(`${CONTENT_ORIGIN}/__federation_expose_routes.`))).toBe(true);
    for (const url of hinted) {
      expect(
        fetched.filter((request) => request === url),
        url,
      ).toHaveLength(1);
    }
  });

  test('a page no remote renders hints no remote', async ({ page }) => {
    await page.goto('/terms');
    await expect(pageHeading(page)).toHaveText('Terms & Privacy');
    const hinted = await page
      .locator('link[rel="preload"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(hinted.filter((url) => !url.startsWith(`${SHELL_ORIGIN}/`))).toEqual([]);
  });
});
