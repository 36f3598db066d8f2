import type { APIRequestContext } from '@playwright/test';
import { API_URL, SHELL_URL } from '../../support/site';
import { TOPIC_PAGE_OF_SERVICE } from '../../support/sitePaths';
import { expect, pageHeading, test } from '../../support/fixtures';

/**
 * What a search engine and a link preview read: the server's HTML as it is sent, before any script
 * runs. Every page's head is specific to it, its JSON-LD parses and says what the page is, its
 * image is a real 1200×630 PNG, and the sitemap lists every page that may be indexed.
 */

/** The value of the head's `<meta name|property="…" content="…">`. */
function metaContent(html: string, name: string): string | undefined {
  const tag = new RegExp(`<meta (?:name|property)="${name.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return tag?.[1] === undefined ? undefined : decodeHtml(tag[1]);
}

const decodeHtml = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

/** The head as the server sent it, and every JSON-LD node parsed. */
async function serverHead(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
  return {
    html,
    title: decodeHtml(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    description: metaContent(head, 'description'),
    robots: metaContent(head, 'robots'),
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(head)?.[1],
    og: {
      title: metaContent(head, 'og:title'),
      description: metaContent(head, 'og:description'),
      url: metaContent(head, 'og:url'),
      image: metaContent(head, 'og:image'),
    },
    twitterCard: metaContent(head, 'twitter:card'),
    jsonLd,
    types: jsonLd.map((node) => node['@type']),
  };
}

const ARTICLE = '/blog/air-pollution-and-your-lungs';
const DOCTOR = '/our-doctor/dr-anita-sharma';
/** Pages no search result should lead to. */
const NOINDEX = ['/login', '/register', '/manage-booking'];

const SHARED_PAGES = [
  { path: '/', types: ['Hospital'] },
  { path: '/services/cardiology', types: ['MedicalWebPage', 'MedicalOrganization', 'BreadcrumbList'] },
  { path: DOCTOR, types: ['Physician', 'BreadcrumbList'] },
  { path: ARTICLE, types: ['MedicalWebPage', 'BreadcrumbList'] },
  { path: '/blood-test', types: ['MedicalTest', 'BreadcrumbList'] },
];

test.describe('search and sharing: the server HTML', () => {
  for (const shared of SHARED_PAGES) {
    test(`${shared.path} carries its title, description, canonical, card and JSON-LD`, async ({ request }) => {
      const head = await serverHead(request, shared.path);
      const url = new URL(shared.path, SHELL_URL).href;
      expect(head.title).toMatch(/^\S.* \| Aravali Care Hospital$/);
      expect(head.description).toMatch(/\S.{19,}/);
      expect(head.canonical).toBe(url);
      expect(head.og).toEqual({ title: head.title, description: head.description, url, image: expect.any(String) });
      expect(head.twitterCard).toBe('summary_large_image');
      expect(head.robots).toBe('index, follow');
      expect([...new Set(head.types)]).toEqual(shared.types);
      // Every address in it is the site's or the API's, none the build's placeholder.
      expect(head.html).not.toContain('prerender.invalid');

      const image = await request.get(head.og.image ?? '');
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      const png = await image.body();
      // The PNG's header chunk comes first: its width and height.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    });
  }

  test("the JSON-LD says what each page's data says", async ({ request }) => {
    const home = await serverHead(request, '/');
    expect(home.jsonLd[0]).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Aravali Care Hospital',
      url: `${SHELL_URL}/`,
      address: { '@type': 'PostalAddress', addressLocality: 'Faridabad', addressCountry: 'IN' },
      geo: { '@type': 'GeoCoordinates' },
    });

    const doctor = await serverHead(request, DOCTOR);
    const profile = await (await request.get(`${API_URL}/api/doctor/doctors/dr-anita-sharma/`)).json();
    expect(doctor.jsonLd[0]).toMatchObject({
      name: profile.doctor_name,
      url: `${SHELL_URL}${DOCTOR}`,
      image: expect.stringMatching(new RegExp(`^${API_URL}/media/`)),
    });
    const trail = doctor.jsonLd[1]?.itemListElement as { item: string }[];
    expect(trail.map((step) => step.item)).toEqual([
      `${SHELL_URL}/`,
      `${SHELL_URL}/our-doctor`,
      `${SHELL_URL}${DOCTOR}`,
    ]);

    const article = await serverHead(request, ARTICLE);
    expect(article.jsonLd[0]).toMatchObject({ url: `${SHELL_URL}${ARTICLE}`, lastReviewed: '2025-11-10' });

    const labs = await serverHead(request, '/blood-test');
    const labTests: { test_name: string; test_price: number }[] = await (
      await request.get(`${API_URL}/api/lab/lab-tests/`)
    ).json();
    const offered = labs.jsonLd.filter((node) => node['@type'] === 'MedicalTest');
    expect(offered).toHaveLength(labTests.length);
    for (const node of offered) {
      const labTest = labTests.find((candidate) => candidate.test_name === node.name);
      expect(node.offers).toMatchObject({ '@type': 'Offer', price: labTest?.test_price, priceCurrency: 'INR' });
    }
  });

  test('a page read without JavaScript has its heading, title and JSON-LD', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(DOCTOR);
    await expect(pageHeading(page)).not.toHaveText('');
    await expect(page).toHaveTitle(/ \| Aravali Care Hospital$/);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => JSON.parse(text)['@type'])).toEqual(['Physician', 'BreadcrumbList']);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\.png$/);
    await context.close();
  });

  for (const path of NOINDEX) {
    test(`${path} asks not to be indexed`, async ({ request }) => {
      expect((await serverHead(request, path)).robots).toBe('noindex');
    });
  }
});

/** The sitemap's pages, each checked for its date. */
const sitemapPaths = async (request: APIRequestContext) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const entries = [...xml.matchAll(/<url><loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod>/g)];
  // Every entry has its date: the build's, or the time a desk change was rendered into the page
  // (a W3C date-time, from a server following the catalogue: decision 0018).
  expect(entries).toHaveLength(xml.match(/<url>/g)?.length ?? 0);
  for (const [, , lastmod] of entries) {
    expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2}))?$/);
  }
  return entries.map(([, loc]) => new URL(loc ?? '').pathname);
};

/** The values that appear more than once. */
const repeated = (values: (string | undefined)[]) => values.filter((value, index) => values.indexOf(value) !== index);

test.describe('search and sharing: sitemap and robots.txt', () => {
  test('/sitemap.xml lists every service, doctor and article, and no page that is noindex', async ({ request }) => {
    const paths = await sitemapPaths(request);
    const services: { slug: string }[] = await (await request.get(`${API_URL}/api/service/service-pages/`)).json();
    const doctors: { slug: string }[] = await (await request.get(`${API_URL}/api/doctor/doctor`)).json();
    const blog = await (await request.get('/blog')).text();
    const articles = [...new Set([...blog.matchAll(/href="(\/blog\/[a-z0-9-]+)"/g)].map((match) => match[1]))];
    expect(articles.length).toBeGreaterThan(0);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/services',
        '/our-doctor',
        '/blog',
        '/contact',
        ...services.map((service) => TOPIC_PAGE_OF_SERVICE[service.slug] ?? `/services/${service.slug}`),
        ...doctors.map((doctor) => `/our-doctor/${doctor.slug}`),
        ...articles,
      ]),
    );
    for (const path of NOINDEX) expect(paths).not.toContain(path);
  });

  test('/robots.txt lets crawlers in and points at the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain(`Sitemap: ${SHELL_URL}/sitemap.xml`);
  });

  test('no two pages in the sitemap share a title or a description', async ({ request }) => {
    const heads = await Promise.all((await sitemapPaths(request)).map((path) => serverHead(request, path)));
    expect(repeated(heads.map((head) => head.title))).toEqual([]);
    expect(repeated(heads.map((head) => head.description))).toEqual([]);
  });
});
