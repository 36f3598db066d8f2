import fs from 'node:fs';
import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { HOSPITAL_FACT_DEFAULTS, telHref } from 'contract/hospital';
import type { EditableHospitalFacts } from 'contract/hospital';
import { addStaff, deskApiEnv, deskSite, enrolByApi, startApi } from '../../support/desk';
import { emergencyButton, emergencyLine, emergencyList } from '../../support/emergency';
import { expect, test } from '../../support/fixtures';
import { startServer } from '../../support/servers';
import type { RunningServer } from '../../support/servers';

/**
 * The hospital's facts without a build (issue 48): an admin saves new phones through the desk's API,
 * and within 60 seconds every page as its server writes it (a search engine, a link preview, a
 * browser without JavaScript) shows them in its header, footer and body, the sitemap dates the
 * pages that changed anew, and a live page calls the new number. No build, no restart. The shell,
 * content and booking servers are copies of their current builds (dist/ and the pages' module
 * beside it) served by their own serve.mjs with PAGES_API_URL and a short poll, on this journey's
 * own site and API, so the suite's builds are never written.
 *
 * `HOSPITAL_FACTS_CHANGES=5` saves five changes one after the other and reports the times; the
 * suite saves one.
 */
const site = deskSite(3980);
const repoRoot = path.resolve(__dirname, '..', '..', '..');
const workDir = path.join(repoRoot, 'e2e', '.data', `hospital-facts-${site.ports.shell}`);
const dataDir = path.join(workDir, 'api');
const FOLLOWING = ['shell', 'mfe-content', 'mfe-booking'] as const;
const CHANGES = Number(process.env.HOSPITAL_FACTS_CHANGES ?? 1);
const PROMISE_MS = 60_000;
const ADMIN = { email: 'admin@example.org', name: 'Kavita Rao', role: 'admin' as const };
const PASSWORD = 'a long and private passphrase 48';
const apiEnv = () => deskApiEnv(site, dataDir);
const fresh = { PAGES_API_URL: site.api, PAGES_POLL_SECONDS: '5' };

/** A page as the server writes it, fetched as a plain GET: no browser, no JavaScript. */
async function serverHtml(request: APIRequestContext, url: string): Promise<string> {
  const answer = await request.get(url);
  expect(answer.status()).toBe(200);
  return answer.text();
}

/** The parts of a page's HTML a visitor sees first: the header, the page's own region, the footer. */
function partsOf(html: string) {
  const between = (start: string, end: string) => {
    const from = html.indexOf(start);
    return from === -1 ? '' : html.slice(from, html.indexOf(end, from));
  };
  return {
    header: between('<header', '</header>'),
    body: between('data-page-region="server"', '<footer'),
    footer: between('<footer', '</footer>'),
  };
}

/** Whether every part of the page names `phone` (and calls it), and none the number before. */
const showsEverywhere = (html: string, phone: string, before: string) =>
  Object.values(partsOf(html)).every(
    (part) => part.includes(phone) && part.includes(`href="${telHref(phone)}"`) && !part.includes(before),
  );

/** The sitemap's `lastmod` of a page, by its path. */
async function lastmodOf(request: APIRequestContext, pagePath: string): Promise<string> {
  const sitemap = await serverHtml(request, `${site.shell}/sitemap.xml`);
  return new RegExp(`<loc>https?://[^/<]+${pagePath}</loc><lastmod>([^<]+)</lastmod>`).exec(sitemap)?.[1] ?? '';
}

/** Ten digits after +91, written as the pages write them, different for each change. */
const phoneOf = (change: number, line: number) =>
  `+91 129 4${String((Date.now() + change) % 100).padStart(2, '0')} ${String(line).padStart(4, '0')}`;

let servers: RunningServer[] = [];
let admin: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  fs.rmSync(workDir, { recursive: true, force: true });
  // Each following server's host: a copy of its current build and of the pages' module built with it.
  for (const workspace of FOLLOWING) {
    for (const part of ['dist', 'dist-prerender']) {
      fs.cpSync(path.join(repoRoot, workspace, part), path.join(workDir, workspace, part), { recursive: true });
    }
    fs.copyFileSync(path.join(repoRoot, workspace, 'serve.mjs'), path.join(workDir, workspace, 'serve.mjs'));
  }
  fs.mkdirSync(dataDir, { recursive: true });
  // The first start seeds the database; the staff command refuses one its API holds.
  await (await startApi(site, apiEnv())).stop();
  const link = await addStaff(site, apiEnv(), ADMIN);
  const hostOf = (workspace: string) => path.relative(repoRoot, path.join(workDir, workspace));
  servers = await Promise.all([
    startApi(site, apiEnv()),
    startServer(hostOf('mfe-content'), { ...site.siteEnv, ...fresh }, '/mf-manifest.json', site.ports.content),
    startServer(hostOf('mfe-booking'), { ...site.siteEnv, ...fresh }, '/mf-manifest.json', site.ports.booking),
    startServer('mfe-services', site.siteEnv, '/mf-manifest.json', site.ports.services),
    startServer(hostOf('shell'), { ...site.siteEnv, ...fresh }, '/runtime-config.json', site.ports.shell),
  ]);
  admin = await playwrightRequest.newContext();
  await enrolByApi(admin, site, link, PASSWORD);
});

test.afterAll(async () => {
  await admin?.dispose();
  await Promise.all(servers.map((server) => server.stop()));
  fs.rmSync(workDir, { recursive: true, force: true });
});

test("new phones saved by the admin are in every page's server HTML, the sitemap and the live page within 60 s", async ({
  request,
  page,
}) => {
  test.setTimeout(60_000 + CHANGES * 2 * PROMISE_MS);
  const factsUrl = `${site.api}/api/staff/hospital-facts/`;
  const times: number[] = [];
  let emergencyPhone = HOSPITAL_FACT_DEFAULTS.emergencyPhone;
  let supportPhone = HOSPITAL_FACT_DEFAULTS.supportPhone;

  for (let change = 1; change <= CHANGES; change += 1) {
    const lastmodBefore = await lastmodOf(request, '/contact');
    const read = await admin.get(factsUrl, { headers: { origin: site.shell } });
    expect(read.status()).toBe(200);
    const {
      updated_at: _at,
      updated_by: _by,
      ...current
    } = (await read.json()) as EditableHospitalFacts & {
      version: number;
      updated_at: string | null;
      updated_by: unknown;
    };
    const before = { emergencyPhone, supportPhone };
    emergencyPhone = phoneOf(change, 999);
    supportPhone = phoneOf(change, 1000);
    const saved = await admin.post(factsUrl, {
      headers: { origin: site.shell },
      data: { ...current, emergencyPhone, supportPhone },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const savedAt = Date.now();
    const left = () => PROMISE_MS - (Date.now() - savedAt);

    // Home: the header, its own body (the ambulance banner) and the footer call the new line.
    await expect
      .poll(async () => showsEverywhere(await serverHtml(request, site.shell), emergencyPhone, before.emergencyPhone), {
        timeout: left(),
        intervals: [250],
      })
      .toBe(true);
    times.push(Date.now() - savedAt);
    // Contact, in English and Hindi: the new support line in the header and the page's details.
    for (const contact of ['/contact', '/hi/contact']) {
      await expect
        .poll(
          async () => {
            const { header, body } = partsOf(await serverHtml(request, `${site.shell}${contact}`));
            return [header, body].every(
              (part) => part.includes(`href="${telHref(supportPhone)}"`) && !part.includes(before.supportPhone),
            );
          },
          { timeout: left(), intervals: [250] },
        )
        .toBe(true);
    }
    await expect
      .poll(() => lastmodOf(request, '/contact'), { timeout: left(), intervals: [250] })
      .not.toBe(lastmodBefore);
    // Its structured data gives search engines the new numbers too.
    const contactHtml = await serverHtml(request, `${site.shell}/contact`);
    expect(contactHtml).toContain(`"telephone":"${supportPhone}"`);
    expect(contactHtml).toContain(`"telephone":"${emergencyPhone}"`);
  }

  // The live page: put in force from the page's configuration before its first render.
  await page.goto(`${site.shell}/contact`);
  await expect(page.locator('[data-page-region=""]')).toBeAttached();
  await emergencyButton(page).click();
  await expect(emergencyList(page).getByRole('link', { name: emergencyLine(emergencyPhone) })).toHaveAttribute(
    'href',
    telHref(emergencyPhone),
  );
  await expect(page.getByRole('main').getByRole('link', { name: supportPhone }).first()).toHaveAttribute(
    'href',
    telHref(supportPhone),
  );
  await expect(page.getByRole('contentinfo').getByRole('link', { name: emergencyPhone })).toHaveAttribute(
    'href',
    telHref(emergencyPhone),
  );
  await expect(page.getByText(HOSPITAL_FACT_DEFAULTS.emergencyPhone)).toHaveCount(0);

  const sorted = [...times].sort((a, b) => a - b);
  test.info().annotations.push({
    type: 'hospital facts',
    description:
      `${CHANGES} saves: home's server HTML showed the new phones after ` +
      `${sorted.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s`,
  });
});
