import type { Page } from '@playwright/test';
import { VITALS_METRICS } from 'contract/vitals';
import { API_URL } from '../../support/site';
import { expect, pageHeading, test } from '../../support/fixtures';

/**
 * Real visitors' speed (issue 45): the suite samples every visit (VITALS_SAMPLE_RATE=1), so a visit
 * sends one beacon to the API as the page is left, naming the page by its route pattern, with
 * nothing personal. The API's refusals and its rate limit are in its own suite (vitals.test.ts).
 */
const BEACON_FIELDS = ['route', 'device', 'lang', ...VITALS_METRICS];

const SENT_KEY = 'e2e-sent-beacons';

/**
 * A beacon sent as a page is left is out of reach of the test's network events and routes (the
 * browser sends it for a document that is gone), so each one the page hands to
 * `navigator.sendBeacon` is also written down in the origin's storage, which the next page reads;
 * the browser still sends it.
 */
async function writeDownBeacons(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      const sent = JSON.parse(window.localStorage.getItem(key) ?? '[]') as unknown[];
      sent.push({ url: String(url), body: typeof data === 'string' ? data : null });
      window.localStorage.setItem(key, JSON.stringify(sent));
      return send(url, data);
    };
  }, SENT_KEY);
}

async function beaconsWrittenDown(page: Page): Promise<{ url: string; body: string }[]> {
  return page.evaluate(
    (key) => JSON.parse(window.localStorage.getItem(key) ?? '[]') as { url: string; body: string }[],
    SENT_KEY,
  );
}

/** The measuring code comes once the browser is idle after the takeover; a visit is measured from then. */
const measuringCodeIn = (page: Page) =>
  page.waitForResponse((response) => /\/visit-speed\.[^/]*\.js$/.test(response.url()));

test('one beacon per visit, sent as the visitor leaves: the page by its pattern, device, language and metrics', async ({
  page,
  request,
}) => {
  await writeDownBeacons(page);
  const measuring = measuringCodeIn(page);
  // An address with a reference in its query: the beacon names the page, never the address.
  await page.goto('/manage-booking?reference=APT-7K3QD-M9X21');
  await measuring;
  // The measuring code came after the live page had taken over, not with the page's own code.
  const [liveAt, fetchedAt] = await page.evaluate(() => [
    performance.getEntriesByName('live-page', 'mark')[0]?.startTime ?? Infinity,
    performance.getEntriesByType('resource').find((entry) => entry.name.includes('/visit-speed.'))?.startTime ?? 0,
  ]);
  expect(fetchedAt).toBeGreaterThanOrEqual(liveAt);

  // A tap, and a second page of the same visit through the site's router: still the one visit.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(pageHeading(page)).toBeVisible();
  expect(await beaconsWrittenDown(page)).toEqual([]);

  // Leaving for a page loaded anew (another visit's start) sends it.
  await page.goto('/accessibility');
  const sent = await beaconsWrittenDown(page);
  expect(sent).toHaveLength(1);
  const [{ url, body }] = sent as [{ url: string; body: string }];
  expect(url).toBe(`${API_URL}/api/vitals/`);
  const beacon = JSON.parse(body) as Record<string, unknown>;
  expect(Object.keys(beacon).filter((field) => !BEACON_FIELDS.includes(field))).toEqual([]);
  expect(beacon).toMatchObject({
    route: '/manage-booking',
    device: 'desktop',
    lang: 'en',
    lcp: expect.any(Number),
    inp: expect.any(Number),
    cls: expect.any(Number),
    live: expect.any(Number),
  });
  expect(body).not.toMatch(/APT|reference|blog/i);

  // What was sent is what the API keeps (sent again here: the page's own answer is never read), and it sets no cookie.
  const kept = await request.post(`${API_URL}/api/vitals/`, {
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    data: body,
  });
  expect(kept.status()).toBe(204);
  expect(kept.headers()['set-cookie']).toBeUndefined();
});

test.describe('on a phone, in Hindi', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("a service's page is named by its pattern, never its slug", async ({ page }) => {
    await writeDownBeacons(page);
    const measuring = measuringCodeIn(page);
    await page.goto('/hi/services/cardiology');
    await measuring;
    await page.goto('/hi/accessibility');
    const sent = await beaconsWrittenDown(page);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!.body)).toMatchObject({ route: '/services/:serviceSlug', device: 'phone', lang: 'hi' });
    expect(sent[0]!.body).not.toContain('cardiology');
  });
});
