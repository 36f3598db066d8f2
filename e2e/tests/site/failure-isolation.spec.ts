import { ISOLATED_PORTS, siteEnvironment } from '../../support/site';
import { startServer } from '../../support/servers';
import { fallbackPastTimeLimit } from '../../support/remoteFaults';
import type { RunningServer } from '../../support/servers';
import { expect, markDocument, pageHeading, stillSameDocument, test } from '../../support/fixtures';

/**
 * A site of this journey's own (shell and remotes on their own ports, the suite's API), so that
 * stopping a remote here leaves the other journeys alone.
 */
const ports = ISOLATED_PORTS;
const SHELL = `http://localhost:${ports.shell}`;
const env = siteEnvironment(ports);
const REMOTES = [
  { workspace: 'mfe-content', port: ports.content, route: '/gallery', heading: 'Image Gallery' },
  { workspace: 'mfe-services', port: ports.services, route: '/our-doctor', heading: 'Our Doctors' },
  { workspace: 'mfe-booking', port: ports.booking, route: '/contact', heading: 'Contact Us' },
] as const;
const FALLBACK = 'This section is unavailable right now.';

test.describe.configure({ mode: 'serial' });

const servers = new Map<string, RunningServer>();
const startRemote = async (remote: (typeof REMOTES)[number]) => {
  servers.set(remote.workspace, await startServer(remote.workspace, env, '/mf-manifest.json', remote.port));
};

test.beforeAll(async () => {
  await Promise.all([
    ...REMOTES.map(startRemote),
    startServer('shell', env, '/runtime-config.json', ports.shell).then((server) => servers.set('shell', server)),
  ]);
});

test.afterAll(async () => {
  await Promise.all([...servers.values()].map((server) => server.stop()));
});

for (const down of REMOTES) {
  test(`with ${down.workspace} stopped, only its pages fall back, and Retry recovers without a reload`, async ({
    page,
  }) => {
    await servers.get(down.workspace)?.stop();
    try {
      await page.goto(`${SHELL}${down.route}`);
      await expect(page.getByText(FALLBACK)).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      await page.getByRole('button', { name: /^Chat with us/ }).click();
      await expect(page.getByRole('dialog', { name: 'Aravali Care Assistant' })).toBeVisible();
      await page.keyboard.press('Escape');

      for (const up of REMOTES.filter((remote) => remote !== down)) {
        await page.goto(`${SHELL}${up.route}`);
        await expect(pageHeading(page)).toHaveText(up.heading);
      }

      await page.goto(`${SHELL}${down.route}`);
      await expect(page.getByText(FALLBACK)).toBeVisible();
      await markDocument(page);
    } finally {
      await startRemote(down);
    }
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(pageHeading(page)).toHaveText(down.heading);
    expect(await stillSameDocument(page)).toBe(true);
  });
}

// A 404 manifest, a throwing entry and the other faults a page can be served: remote-failures.spec.ts.

test.describe('a remote that never answers', () => {
  // Watched from the first paint: the server's HTML, then the fallback.
  test.use({ waitForLivePage: false });

  test('falls back after the time limit, the server HTML of the page shown meanwhile', async ({ page, request }) => {
    // Read until the server has the page's HTML: a cold server that cannot read the remote's index
    // in time serves the page without it, as it should, until the read is in, which is not what this
    // journey watches. On a busy machine one read first was not always enough.
    await expect
      .poll(async () => (await request.get(`${SHELL}/services`)).text(), { timeout: 15_000 })
      .toContain('Our Services</h1>');
    await page.route(`http://localhost:${ports.services}/mf-manifest.json`, () => {
      // Never answered: the request hangs until the page goes away.
    });
    await page.clock.install();
    await page.goto(`${SHELL}/services`);
    await expect(pageHeading(page)).toHaveText('Our Services');
    await expect(page.getByText('Loading page...')).toHaveCount(0);
    await fallbackPastTimeLimit(page, page.getByText(FALLBACK));
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});
