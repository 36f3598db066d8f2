import fs from 'node:fs';
import path from 'node:path';
import { PORTS } from '../../support/site';
import { expect, markDocument, pageHeading, scrollTo, stillSameDocument, test } from '../../support/fixtures';

interface ShareEntry {
  from: string;
  loaded?: unknown;
  useIn: string[];
}

/** The router is shared as shared-ui/router, which lists what the site uses; react-router itself is not shared. */
const SINGLETONS = ['react', 'react-dom', 'shared-ui', 'shared-ui/router'];

/**
 * A console message as a pattern, ENTRY standing for the shared-ui entry point the runtime checked
 * first (shared-ui, or a subpath such as shared-ui/router): each is shared at shared-ui's version.
 */
const explanationPattern = (text: string) =>
  new RegExp(text.replace(/[.^]/g, '\\$&').replaceAll('ENTRY', 'shared-ui(/[a-z-]+)?'));

test.describe('module federation', () => {
  test("React, the router and shared-ui are in the page once, the shell's copy, used by the remotes", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: 'Popular Services' })).toBeVisible();
    // Popular Services comes as the server's HTML; its remote's code comes as the pointer reaches it.
    const popular = page.getByRole('region', { name: 'Popular Services' });
    await scrollTo(popular.getByRole('link').first());
    await popular.getByRole('link').first().hover();
    await expect(popular.locator('[data-server-widget]')).toHaveCount(0);

    const readShare = () =>
      page.evaluate(() => {
        const scopes = (
          window as unknown as {
            __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>> };
          }
        ).__FEDERATION__.__SHARE__;
        return Object.values(scopes).flatMap((scope) =>
          Object.values(scope).flatMap((libs) =>
            Object.entries(libs).flatMap(([lib, versions]) =>
              Object.values(versions).map((entry) => ({
                lib,
                from: entry.from,
                loaded: Boolean(entry.loaded),
                useIn: entry.useIn,
              })),
            ),
          ),
        );
      });
    const sharedUiUsers = (share: Awaited<ReturnType<typeof readShare>>) =>
      [...new Set(share.filter((entry) => entry.lib === 'shared-ui').flatMap((entry) => entry.useIn))].sort();
    // The runtime records a remote as a user of shared-ui once that remote's code has asked for it,
    // which may be a moment after its served HTML has gone: the rule is about the settled page.
    await expect.poll(async () => sharedUiUsers(await readShare())).toEqual(['mfe_content', 'mfe_services', 'shell']);
    const share = await readShare();
    for (const lib of SINGLETONS) {
      const loaded = share.filter((entry) => entry.lib === lib && entry.loaded);
      expect(new Set(loaded.map((entry) => entry.from)), lib).toEqual(new Set(['shell']));
    }
    expect(share.filter((entry) => entry.lib.startsWith('react-router'))).toEqual([]);

    // Each remote ships its own fallback copies of the shared libraries; none may be fetched.
    for (const port of [PORTS.content, PORTS.services]) {
      const manifest = (await (await fetch(`http://localhost:${port}/mf-manifest.json`)).json()) as {
        shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
      };
      const fallbackFiles = manifest.shared
        .filter((shared) => SINGLETONS.includes(shared.name))
        .flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async]);
      expect(fallbackFiles.length).toBeGreaterThan(0);
      for (const file of fallbackFiles) {
        expect(requested.some((url) => url.startsWith(`http://localhost:${port}/`) && url.endsWith(`/${file}`))).toBe(
          false,
        );
      }
    }
  });

  test("a link inside a remote navigates through the shell's router, without reloading the page", async ({ page }) => {
    await page.goto('/blog');
    await markDocument(page);
    const widget = page.getByRole('region', { name: 'Popular Services' });
    const links = widget.getByRole('link');
    await expect(links).toHaveCount(5);
    // The second is cardiology, a service page of its own (the first, A&E, leads to /emergency).
    const first = links.nth(1);
    const name = await first.textContent();
    await first.click();
    await expect(page).toHaveURL(/\/services\/[a-z-]+$/);
    await expect(pageHeading(page)).toHaveText(name ?? '');
    expect(await stillSameDocument(page)).toBe(true);
  });

  test('the shell reads where the remotes live from its run-time configuration', async ({ request }) => {
    const config = (await (await request.get('/runtime-config.json')).json()) as {
      apiUrl: string;
      remotes: Record<string, string>;
    };
    expect(config.remotes).toEqual({
      mfe_content: `http://localhost:${PORTS.content}/mf-manifest.json`,
      mfe_services: `http://localhost:${PORTS.services}/mf-manifest.json`,
      mfe_booking: `http://localhost:${PORTS.booking}/mf-manifest.json`,
      mfe_desk: `http://localhost:${PORTS.desk}/mf-manifest.json`,
    });
    const response = await request.get('/runtime-config.json');
    expect(response.headers()['cache-control']).toBe('no-cache');
  });

  test('fixed-name files are revalidated and hashed chunks cached for a year', async ({ request }) => {
    const entry = await request.get(`http://localhost:${PORTS.booking}/remoteEntry.js`);
    expect(entry.headers()['cache-control']).toBe('no-cache');
    const manifest = (await (await request.get(`http://localhost:${PORTS.booking}/mf-manifest.json`)).json()) as {
      exposes: { assets: { js: { sync: string[] } } }[];
    };
    const chunk = manifest.exposes[0]?.assets.js.sync[0] ?? '';
    const hashed = await request.get(`http://localhost:${PORTS.booking}/${chunk}`);
    expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test("a remote built against the previous shared-ui release runs under today's shell", async ({ page }) => {
    const { version } = JSON.parse(
      fs.readFileSync(path.join(__dirname, '..', '..', '..', 'shared-ui', 'package.json'), 'utf8'),
    ) as { version: string };
    const [major = '1', minor = '0'] = version.split('.');
    const previous = `${major}.${Math.max(0, Number(minor) - 1)}.0`;
    // The booking remote as its last release built it: its entry asks for the previous minor version,
    // which the shell's newer copy satisfies (a minor release only adds to shared-ui's surface).
    await page.route(`http://localhost:${PORTS.booking}/remoteEntry.js`, async (route) => {
      const body = await (await route.fetch()).text();
      expect(body).toContain(`requiredVersion:"^${version}",strictVersion:!0`);
      await route.fulfill({
        contentType: 'application/javascript',
        body: body.replaceAll(`requiredVersion:"^${version}"`, `requiredVersion:"^${previous}"`),
      });
    });
    await page.goto('/contact');
    await expect(pageHeading(page)).toHaveText('Contact Us');
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
    await expect(page.getByText('This section is unavailable right now.')).toHaveCount(0);
  });

  test('a remote built against a newer shared-ui than the page has falls back in its region and says why', async ({
    page,
  }) => {
    const { version } = JSON.parse(
      fs.readFileSync(path.join(__dirname, '..', '..', '..', 'shared-ui', 'package.json'), 'utf8'),
    ) as { version: string };
    const [major] = version.split('.');
    const newer = `${major}.999.0`;
    // The booking remote as if built against shared-ui ${newer}: its entry asks for that version.
    await page.route(`http://localhost:${PORTS.booking}/remoteEntry.js`, async (route) => {
      const body = await (await route.fetch()).text();
      expect(body).toContain(`requiredVersion:"^${version}",strictVersion:!0`);
      await route.fulfill({
        contentType: 'application/javascript',
        body: body.replaceAll(`requiredVersion:"^${version}"`, `requiredVersion:"^${newer}"`),
      });
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/contact');
    await expect(page.getByText('This section is unavailable right now.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const explanation = explanationPattern(
      `mfe_booking needs ENTRY ^${newer}, but this page has ENTRY ${version} from shell. ` +
        `Its region shows the fallback until shell is released with ENTRY ^${newer}: ship the shell before the remote.`,
    );
    await expect.poll(() => errors.join('\n')).toMatch(explanation);
  });

  test("a remote runs on its own from its production build, showing other remotes' widgets", async ({ page }) => {
    await page.goto(`http://localhost:${PORTS.content}/blog`);
    await expect(page.getByRole('navigation', { name: 'mfe_content pages' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Blog');
    await expect(page.getByRole('region', { name: 'Popular Services' }).getByRole('link')).toHaveCount(5);
  });
});
