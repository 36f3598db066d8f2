import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  API_URL_TOKEN,
  buildIdOf,
  createRemoteManifests,
  loadUrl,
  PACKAGE_URL_TOKEN,
  SITE_URL_TOKEN,
  siteRoutesReader,
} from './page.js';
import {
  createPrerenderedPages,
  headTagsOf,
  PAGE_REGION_MARKER,
  pageBeforePrerendering as emptyRoot,
  robotsTxt,
  shellBuildIdOf,
  sitemapXml,
  stitchPage as stitch,
  type PageAnswer,
} from './prerendered-pages.js';
import { parseHtml } from './html.js';
import type { IndexedPage } from './page-index.js';

/** The shell's page as served for a path, as HTML. */
async function pageAt(
  pages: {
    pageFor: (pathname: string, shell: ReturnType<typeof parseHtml>) => Promise<{ status: number; withPage: boolean }>;
  },
  pathname: string,
  shellHtml: string,
) {
  const shell = parseHtml(shellHtml);
  const { status, withPage } = await pages.pageFor(pathname, shell);
  return { status, html: shell.toString(), withPage };
}
const stitchPage = (html: string, answer: PageAnswer, siteUrl: string) => {
  const shell = parseHtml(html);
  stitch(shell, answer, siteUrl);
  return shell.toString();
};
const pageBeforePrerendering = (html: string) => {
  const shell = parseHtml(html);
  emptyRoot(shell);
  return shell.toString();
};

const SITE_URL = 'https://www.example.in';
const CONTENT = 'http://content.test/mf-manifest.json';
const MANIFEST = Buffer.from(
  '{"metaData":{"publicPath":"auto","remoteEntry":{"name":"remoteEntry.js","path":""}},"exposes":[]}',
);
const BUILD_ID = buildIdOf(MANIFEST);
const SHELL_PAGE =
  '<!doctype html><html lang=en-IN><head><meta charset=utf-8>' +
  '<meta name=description content="The hospital&#39;s site"><title>Aravali Care Hospital, Faridabad</title>' +
  `<script defer src=/main.de58940a.js></script></head><body><div id=root><main id="main-content"><div data-page-region>${PAGE_REGION_MARKER}</div></main></div></body></html>`;
/** The shell's page as today's build writes it: no region yet. */
const PAGE_WITHOUT_REGION = SHELL_PAGE.replace(`<div data-page-region>${PAGE_REGION_MARKER}</div>`, '');

const indexedPage = (page: Partial<IndexedPage>) => ({
  path: '/about',
  lang: 'en' as const,
  fragment: `pages/${BUILD_ID}/en/about.html`,
  title: 'About Us | Aravali Hospital',
  description: 'Who we are.',
  canonical: page.path ?? '/about',
  alternates: [
    { hreflang: 'en-IN', path: page.path ?? '/about' },
    { hreflang: 'x-default', path: page.path ?? '/about' },
  ],
  image: 'pages/og/about.png',
  jsonLd: [],
  robots: 'index, follow',
  lastmod: '2026-11-01',
  ...page,
});

const contentIndex = (overrides = {}) => ({
  version: 1,
  owner: 'mfe_content',
  buildId: BUILD_ID,
  routes: ['/', '/about', '/blog/:articleSlug'],
  css: ['1238.0ed46563.css'],
  pages: [
    indexedPage({}),
    indexedPage({ path: '/', fragment: `pages/${BUILD_ID}/en/index.html`, title: 'Home', image: null }),
    indexedPage({ path: '/blog/heart-health', fragment: `pages/${BUILD_ID}/en/blog/heart-health.html` }),
  ],
  ...overrides,
});

/**
 * A remote served from memory: each URL's answer as bytes (or a promise of them, settled by the
 * test), one that never comes (slow), or an error (down).
 */
type FakeRemote = Record<string, string | Buffer | Promise<Buffer> | 'slow' | 'down'>;

/**
 * The shell's dist/ in a temporary folder and the pages of a site whose remotes answer from `remote`.
 */
function siteWith(
  remote: FakeRemote,
  { shellIndex, siteImage = false }: { shellIndex?: unknown; siteImage?: boolean } = {},
) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'prerendered-pages-'));
  fs.writeFileSync(
    path.join(dist, 'site-routes.json'),
    JSON.stringify([
      { path: '/', owner: 'mfe_content' },
      { path: '/about', owner: 'mfe_content' },
      { path: '/blog/:articleSlug', owner: 'mfe_content' },
      { path: '/services/:serviceSlug', owner: 'mfe_services' },
      { path: '/terms', owner: 'shell' },
    ]),
  );
  if (shellIndex) {
    fs.mkdirSync(path.join(dist, 'pages', 'og'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'pages', 'index.json'), JSON.stringify(shellIndex));
    fs.mkdirSync(path.join(dist, 'pages', 'shellbuild', 'en'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'pages', 'shellbuild', 'en', 'terms.html'), '<h1>Terms</h1>');
  }
  if (siteImage) {
    fs.mkdirSync(path.join(dist, 'pages', 'og'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'pages', 'og', 'og-default.png'), 'png');
  }
  const asked: string[] = [];
  const loadBytes = async (url: string): Promise<Uint8Array> => {
    if (url.startsWith('file:')) return loadUrl(url);
    asked.push(url);
    const answer = remote[url];
    if (answer === 'slow') return new Promise(() => undefined);
    if (answer === undefined || answer === 'down') throw new Error(`${url} answered 404`);
    return answer instanceof Promise ? answer : Buffer.from(answer);
  };
  const pages = createPrerenderedPages({
    distDir: dist,
    siteUrl: SITE_URL,
    apiUrl: 'https://api.test',
    remotes: { mfe_content: CONTENT, mfe_services: 'http://services.test/mf-manifest.json' },
    siteRoutes: siteRoutesReader(path.join(dist, 'site-routes.json')),
    manifests: createRemoteManifests({ loadBytes }),
    loadBytes,
  });
  return { pages, asked, dist };
}

const contentRemote = (index: object = contentIndex(), more: FakeRemote = {}) => ({
  [CONTENT]: MANIFEST,
  'http://content.test/pages/index.json': JSON.stringify(index),
  [`http://content.test/pages/${BUILD_ID}/en/about.html`]: '<h1>About us</h1><p>Since 1998.</p>',
  [`http://content.test/pages/${BUILD_ID}/en/index.html`]: '<h1>Welcome</h1>',
  ...more,
});

test("writes the page's fragment into the region, with its head tags, stylesheets and language", async () => {
  const { pages } = siteWith(contentRemote());
  const { status, html } = await pageAt(pages, '/about', SHELL_PAGE);
  assert.equal(status, 200);
  assert.match(html, /<html lang="en-IN">/);
  assert.match(html, /<div data-page-region><h1>About us<\/h1><p>Since 1998.<\/p><\/div>/);
  assert.equal(html.includes(PAGE_REGION_MARKER), false);
  assert.match(html, /<title>About Us \| Aravali Hospital<\/title>/);
  // The shell's description gives way to the page's: one description only.
  assert.equal(html.match(/name="?description/g)?.length, 1);
  assert.match(html, /<meta name="description" content="Who we are.">/);
  assert.match(html, /<link rel="canonical" href="https:\/\/www.example.in\/about">/);
  assert.match(html, /<link rel="alternate" hreflang="x-default" href="https:\/\/www.example.in\/about">/);
  assert.match(html, /<meta property="og:image" content="http:\/\/content.test\/pages\/og\/about.png">/);
  assert.match(html, /<meta property="og:site_name" content="Aravali Care Hospital, Faridabad">/);
  assert.match(html, /<meta name="twitter:card" content="summary_large_image">/);
  assert.match(
    html,
    /<link rel="stylesheet" href="http:\/\/content.test\/1238.0ed46563.css" crossorigin="anonymous"><\/head>/,
  );
  // A trailing slash is the same page.
  assert.match((await pageAt(pages, '/about/', SHELL_PAGE)).html, /<h1>About us<\/h1>/);
});

test("images the prerender took from its API point at the API this server's visitors call", async () => {
  const { pages } = siteWith(
    contentRemote(contentIndex(), {
      [`http://content.test/pages/${BUILD_ID}/en/about.html`]: `<h1>About us</h1><img src="${API_URL_TOKEN}/media/doctors/a.svg" alt="">`,
    }),
  );
  const { html } = await pageAt(pages, '/about', SHELL_PAGE);
  assert.match(html, /<img src="https:\/\/api.test\/media\/doctors\/a.svg" alt="">/);
  assert.equal(html.includes(API_URL_TOKEN), false);
});

test('a stylesheet read in time is written into the page, fonts and images still on its server', async () => {
  const { pages } = siteWith(
    contentRemote(contentIndex(), {
      'http://content.test/1238.0ed46563.css':
        '@font-face{src:url(assets/face.woff2) format("woff2")}.a{background:url("/assets/x.svg")}.b{mask:url(data:image/svg+xml;base64,AA==)}',
    }),
  );
  const { html, withPage } = await pageAt(pages, '/about', SHELL_PAGE);
  assert.equal(withPage, true);
  assert.match(
    html,
    /<style data-href="http:\/\/content.test\/1238.0ed46563.css">@font-face\{src:url\(http:\/\/content.test\/assets\/face.woff2\) format\("woff2"\)\}\.a\{background:url\("http:\/\/content.test\/assets\/x.svg"\)\}\.b\{mask:url\(data:image\/svg\+xml;base64,AA==\)\}<\/style><\/head>/,
  );
  assert.doesNotMatch(html, /rel="stylesheet"/);
});

test('a page links only the stylesheets its index says its HTML needs', async () => {
  const index = contentIndex({
    css: ['1238.0ed46563.css', '77.aa11bb22.css'],
    pages: [indexedPage({ css: ['77.aa11bb22.css'] })],
  });
  const { html } = await pageAt(siteWith(contentRemote(index)).pages, '/about', SHELL_PAGE);
  assert.match(html, /<link rel="stylesheet" href="http:\/\/content.test\/77.aa11bb22.css" crossorigin="anonymous">/);
  assert.doesNotMatch(html, /1238.0ed46563.css/);
});

test("a remote's own images point at the remote's address in this server's configuration, not the build's", async () => {
  const { pages } = siteWith(
    contentRemote(contentIndex(), {
      [`http://content.test/pages/${BUILD_ID}/en/about.html`]: `<h1>About us</h1><img src="${PACKAGE_URL_TOKEN}assets/entrance.9ee6ab5e.svg" alt="">`,
    }),
  );
  const { html } = await pageAt(pages, '/about', SHELL_PAGE);
  assert.match(html, /<img src="http:\/\/content.test\/assets\/entrance.9ee6ab5e.svg" alt="">/);
  assert.equal(html.includes(PACKAGE_URL_TOKEN), false);
});

test("JSON-LD names the site at SITE_URL and the API at the one this server's visitors call", async () => {
  const physician = {
    '@context': 'https://schema.org',
    '@type': 'Physician',
    url: `${SITE_URL_TOKEN}/our-doctor/asha`,
    image: `${API_URL_TOKEN}/media/doctors/asha.jpg`,
    memberOf: { '@id': `${SITE_URL_TOKEN}/#hospital` },
  };
  const index = contentIndex({ pages: [indexedPage({ jsonLd: [physician] })] });
  const { html } = await pageAt(siteWith(contentRemote(index)).pages, '/about', SHELL_PAGE);
  const written = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
  assert.deepEqual(JSON.parse(written), {
    ...physician,
    url: 'https://www.example.in/our-doctor/asha',
    image: 'https://api.test/media/doctors/asha.jpg',
    memberOf: { '@id': 'https://www.example.in/#hospital' },
  });
});

test('a page whose index gives no image gets the site default, or a small card when there is none', async () => {
  const withDefault = siteWith(contentRemote(), { siteImage: true });
  assert.match(
    (await pageAt(withDefault.pages, '/', SHELL_PAGE)).html,
    /<meta property="og:image" content="https:\/\/www.example.in\/pages\/og\/og-default.png">/,
  );
  const { html } = await pageAt(siteWith(contentRemote()).pages, '/', SHELL_PAGE);
  assert.doesNotMatch(html, /og:image/);
  assert.match(html, /<meta name="twitter:card" content="summary">/);
});

test('serves the page as today when the index is missing, slow or broken, never an error', async () => {
  for (const index of ['down', 'slow', '{"version": 1, "owner": "mfe_con', JSON.stringify({ version: 2 })]) {
    const { pages } = siteWith({ ...contentRemote(), 'http://content.test/pages/index.json': index });
    const started = Date.now();
    const { status, html } = await pageAt(pages, '/about', SHELL_PAGE);
    assert.equal(status, 200, index);
    assert.equal(html, SHELL_PAGE, index);
    assert.ok(Date.now() - started < 700, `${index}: ${Date.now() - started} ms`);
  }
});

test("never pairs a fragment with another build's JavaScript: an index of another build is ignored", async () => {
  const { pages } = siteWith(contentRemote(contentIndex({ buildId: '0123456789abcdef' })));
  assert.deepEqual(await pageAt(pages, '/about', SHELL_PAGE), { status: 200, html: SHELL_PAGE, withPage: false });
  // Nor does it decide a 404 for a page it may not know yet.
  assert.equal((await pageAt(pages, '/blog/new-article', SHELL_PAGE)).status, 200);
});

test('a missing or slow fragment leaves the region to the browser, with the head tags still written', async () => {
  const missing = siteWith(
    contentRemote(contentIndex(), { [`http://content.test/pages/${BUILD_ID}/en/about.html`]: 'down' }),
  );
  const slow = siteWith(
    contentRemote(contentIndex(), { [`http://content.test/pages/${BUILD_ID}/en/about.html`]: 'slow' }),
  );
  for (const { pages } of [missing, slow]) {
    const started = Date.now();
    const { status, html } = await pageAt(pages, '/about', SHELL_PAGE);
    assert.ok(Date.now() - started < 700);
    assert.equal(status, 200);
    assert.match(html, /<div data-page-region><!--page-region--><\/div>/);
    assert.match(html, /<title>About Us \| Aravali Hospital<\/title>/);
    // Its styles come with the page's code then, not before: no stylesheet holds the first paint.
    assert.doesNotMatch(html, /rel="stylesheet"/);
  }
});

test('a fragment read too slowly for one visitor is there for the next, read once', async () => {
  const fragmentUrl = `http://content.test/pages/${BUILD_ID}/en/about.html`;
  // Past the page's wait for it.
  const late = new Promise<Buffer>((resolve) => setTimeout(resolve, 400, Buffer.from('<h1>Late</h1>')));
  const { pages, asked } = siteWith(contentRemote(contentIndex(), { [fragmentUrl]: late }));
  assert.match((await pageAt(pages, '/about', SHELL_PAGE)).html, /<!--page-region-->/);
  await late;
  assert.match((await pageAt(pages, '/about', SHELL_PAGE)).html, /<h1>Late<\/h1>/);
  assert.equal(asked.filter((url) => url === fragmentUrl).length, 1);
});

test('answers 404 for a path no package owns, with the shell page marked noindex', async () => {
  const { pages } = siteWith(contentRemote());
  const { status, html } = await pageAt(pages, '/no/such/page', SHELL_PAGE);
  assert.equal(status, 404);
  assert.match(html, /<meta name="robots" content="noindex"><\/head>/);
  assert.match(html, /<div data-page-region><!--page-region--><\/div>/);
});

test("answers no 404 without the shell's route table: it cannot tell what is missing", async () => {
  const { pages, dist } = siteWith(contentRemote());
  fs.rmSync(path.join(dist, 'site-routes.json'));
  assert.equal((await pageAt(pages, '/no/such/page', SHELL_PAGE)).status, 200);
});

test("answers 404 for a dynamic path its owner's current index does not list", async () => {
  const { pages } = siteWith(contentRemote());
  assert.equal((await pageAt(pages, '/blog/no-such-article', SHELL_PAGE)).status, 404);
  assert.equal((await pageAt(pages, '/blog/heart-health', SHELL_PAGE)).status, 200);
  // A static route the index has no page for (one not prerendered) is still the page.
  assert.equal((await pageAt(pages, '/terms', SHELL_PAGE)).status, 200);
  // An owner whose index cannot be read decides nothing.
  assert.equal((await pageAt(pages, '/services/no-such-service', SHELL_PAGE)).status, 200);
});

test('a page its package marks gone answers 410 with its HTML; one marked moved, 301 to its new path', async () => {
  const gone = `pages/${BUILD_ID}/en/blog/old-news~1.html`;
  const index = contentIndex({
    pages: [
      ...contentIndex().pages,
      indexedPage({ path: '/blog/old-news', fragment: gone, robots: 'noindex, follow', status: 410 }),
      indexedPage({ path: '/blog/heart', fragment: null, status: 301, location: '/blog/heart-health' }),
    ],
  });
  const { pages } = siteWith(
    contentRemote(index, {
      [`http://content.test/${gone}`]: '<h1>No longer here</h1><a href="/blog">Every article</a>',
    }),
  );
  const goneAnswer = await pageAt(pages, '/blog/old-news', SHELL_PAGE);
  assert.equal(goneAnswer.status, 410);
  assert.match(goneAnswer.html, /<h1>No longer here<\/h1><a href="\/blog">Every article<\/a>/);
  assert.match(goneAnswer.html, /<meta name="robots" content="noindex, follow">/);
  const shell = parseHtml(SHELL_PAGE);
  assert.deepEqual(await pages.pageFor('/blog/heart', shell), {
    status: 301,
    withPage: false,
    location: '/blog/heart-health',
  });
  // Neither is a page to index.
  const xml = await pages.sitemap(SHELL_PAGE);
  assert.doesNotMatch(xml, /old-news|blog\/heart</);
  assert.match(xml, /blog\/heart-health</);
});

test('a Hindi address is owned, and found missing, as its English page; its page is the Hindi entry', async () => {
  const index = contentIndex({
    pages: [
      indexedPage({}),
      indexedPage({ path: '/hi/about', lang: 'hi', fragment: `pages/${BUILD_ID}/hi/about.html`, title: 'हमारे बारे में' }),
      indexedPage({ path: '/hi', lang: 'hi', fragment: `pages/${BUILD_ID}/hi/index.html`, title: 'होम' }),
      indexedPage({
        path: '/hi/blog/heart-health',
        lang: 'hi',
        fragment: `pages/${BUILD_ID}/hi/blog/heart-health.html`,
      }),
    ],
  });
  const { pages } = siteWith(
    contentRemote(index, {
      [`http://content.test/pages/${BUILD_ID}/hi/about.html`]: '<h1>हमारे बारे में</h1>',
      [`http://content.test/pages/${BUILD_ID}/hi/index.html`]: '<h1>स्वागत है</h1>',
    }),
  );
  const about = await pageAt(pages, '/hi/about', SHELL_PAGE);
  assert.equal(about.status, 200);
  assert.match(about.html, /<html lang="hi-IN">/);
  assert.match(about.html, /<div data-page-region><h1>हमारे बारे में<\/h1><\/div>/);
  assert.match(about.html, /<title>हमारे बारे में<\/title>/);
  for (const home of ['/hi', '/hi/']) assert.match((await pageAt(pages, home, SHELL_PAGE)).html, /<h1>स्वागत है<\/h1>/);
  for (const missing of ['/hi/nope', '/hi/blog/no-such-article', '/hi/hi/about', '/hindi']) {
    assert.equal((await pageAt(pages, missing, SHELL_PAGE)).status, 404, missing);
  }
  assert.equal((await pageAt(pages, '/hi/blog/heart-health', SHELL_PAGE)).status, 200);
});

test("knows a route a remote added after the shell's build from the remote's index", async () => {
  const index = contentIndex({
    routes: ['/', '/about', '/blog/:articleSlug', '/careers'],
    pages: [indexedPage({ path: '/careers', fragment: `pages/${BUILD_ID}/en/careers.html` })],
  });
  const { pages } = siteWith(
    contentRemote(index, { [`http://content.test/pages/${BUILD_ID}/en/careers.html`]: '<h1>Careers</h1>' }),
  );
  const { status, html } = await pageAt(pages, '/careers', SHELL_PAGE);
  assert.equal(status, 200);
  assert.match(html, /<h1>Careers<\/h1>/);
});

test("serves the shell's own pages from its dist/, checked against its page's scripts", async () => {
  const shellIndex = {
    version: 1,
    owner: 'shell',
    buildId: shellBuildIdOf(SHELL_PAGE),
    routes: ['/terms', '/search'],
    css: ['490.8c3466f2.css'],
    pages: [indexedPage({ path: '/terms', fragment: 'pages/shellbuild/en/terms.html', image: null })],
  };
  const { pages } = siteWith(contentRemote(), { shellIndex });
  const { html } = await pageAt(pages, '/terms', SHELL_PAGE);
  assert.match(html, /<h1>Terms<\/h1>/);
  assert.match(html, /<link rel="stylesheet" href="\/490.8c3466f2.css"><\/head>/);
  // Another shell build's page: its scripts differ, so the fragment is not used.
  const otherBuild = SHELL_PAGE.replace('main.de58940a.js', 'main.0badc0de.js');
  assert.match((await pageAt(pages, '/terms', otherBuild)).html, /<!--page-region-->/);
});

test("today's shell page (no region): the head tags and the status are written, no fragment", async () => {
  const { pages } = siteWith(contentRemote());
  const about = await pageAt(pages, '/about', PAGE_WITHOUT_REGION);
  assert.match(about.html, /<title>About Us \| Aravali Hospital<\/title>/);
  assert.doesNotMatch(about.html, /About us<\/h1>/);
  assert.equal((await pageAt(pages, '/nothing-here', PAGE_WITHOUT_REGION)).status, 404);
});

test('names no file outside the package: an index pointing elsewhere gets no fragment from there', async () => {
  const index = contentIndex({
    pages: [indexedPage({ fragment: 'http://elsewhere.test/about.html', image: '//elsewhere.test/a.png' })],
    css: ['https://elsewhere.test/evil.css'],
  });
  const { pages, asked } = siteWith(contentRemote(index, { 'http://elsewhere.test/about.html': '<h1>Not ours</h1>' }));
  const { html } = await pageAt(pages, '/about', SHELL_PAGE);
  assert.doesNotMatch(html, /elsewhere/);
  assert.equal(
    asked.some((url) => url.includes('elsewhere')),
    false,
  );
});

test('escapes what the index says: quotes and < in a title, </script> in JSON-LD, $ in a fragment', () => {
  const page = indexedPage({
    title: 'Heart "care" <script>alert(1)</script> & more',
    description: 'It\'s "good" <b>',
    jsonLd: [{ '@type': 'MedicalWebPage', name: '</script><script>alert(1)</script>' }],
  });
  const html = stitchPage(
    SHELL_PAGE,
    { status: 200, page, fragment: "<p>Costs $& and $' and $1</p>", stylesheets: [], imageUrl: null },
    SITE_URL,
  );
  assert.match(html, /<title>Heart &quot;care&quot; &lt;script&gt;alert\(1\)&lt;\/script&gt; &amp; more<\/title>/);
  assert.match(html, /<meta property="og:title" content="Heart &quot;care&quot; &lt;script&gt;alert\(1\)/);
  assert.match(html, /<meta name="description" content="It's &quot;good&quot; &lt;b&gt;">/);
  assert.equal(html.match(/<\/script>/g)?.length, 2, 'the page script and the JSON-LD one');
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
  assert.ok(jsonLd.includes('\\u003c/script>'));
  assert.deepEqual(JSON.parse(jsonLd), page.jsonLd[0]);
  assert.match(html, /<p>Costs \$& and \$' and \$1<\/p>/);
  // The site name read from the shell's title, its entities decoded once and escaped once.
  assert.match(
    headTagsOf(page, { siteUrl: SITE_URL, siteName: 'A & B', imageUrl: null, stylesheets: [] }),
    /content="A &amp; B"/,
  );
});

test('writes a Hindi page as Hindi', () => {
  const page = indexedPage({ path: '/hi/about', lang: 'hi' });
  const html = stitchPage(SHELL_PAGE, { status: 200, page, fragment: null, stylesheets: [], imageUrl: null }, SITE_URL);
  assert.match(html, /<html lang="hi-IN">/);
  assert.match(html, /<meta property="og:locale" content="hi_IN">/);
});

test('the sitemap lists every indexable canonical page of every index, with its date and alternates', async () => {
  const index = contentIndex({
    pages: [
      indexedPage({ path: '/about' }),
      indexedPage({ path: '/login', robots: 'noindex, follow' }),
      indexedPage({ path: '/blogpage', canonical: '/blog/heart-health' }),
      indexedPage({ path: '/blog/a&b', lastmod: '2026-10-02' }),
    ],
  });
  const { pages } = siteWith(contentRemote(index));
  const xml = await pages.sitemap(SHELL_PAGE);
  assert.match(
    xml,
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
  );
  assert.match(
    xml,
    /<url><loc>https:\/\/www.example.in\/about<\/loc><lastmod>2026-11-01<\/lastmod><xhtml:link rel="alternate" hreflang="en-IN" href="https:\/\/www.example.in\/about"\/><xhtml:link rel="alternate" hreflang="x-default" href="https:\/\/www.example.in\/about"\/><\/url>/,
  );
  assert.match(xml, /<loc>https:\/\/www.example.in\/blog\/a&amp;b<\/loc><lastmod>2026-10-02<\/lastmod>/);
  assert.doesNotMatch(xml, /login|blogpage/);
  assert.equal(sitemapXml([], SITE_URL).includes('<url>'), false);
});

test('robots.txt allows everything and names the sitemap on the site URL', () => {
  assert.equal(robotsTxt(SITE_URL), 'User-agent: *\nAllow: /\n\nSitemap: https://www.example.in/sitemap.xml\n');
});

test("the page before prerendering: the shell's root emptied of its layout, the rest as built", () => {
  const head =
    '<!doctype html><html lang=en-IN><head><title>Aravali</title><script defer src=/main.1.js></script></head>';
  const layout =
    '<div class="frame"><header>Aravali <div>menu</div></header><main><div data-page-region><!--page-region--></div></main></div>';
  assert.equal(
    pageBeforePrerendering(`${head}<body><div id="root">${layout}</div></body></html>`),
    `${head}<body><div id="root"></div></body></html>`,
  );
  // Minified, with an element after the root: only the root's own content goes.
  assert.equal(
    pageBeforePrerendering(`${head}<body><div id=root>${layout}</div><div id=portal></div></body></html>`),
    `${head}<body><div id=root></div><div id=portal></div></body></html>`,
  );
  const built = `${head}<body><div id="root"></div></body></html>`;
  assert.equal(pageBeforePrerendering(built), built);
  assert.equal(pageBeforePrerendering('<body><p>no root</p></body>'), '<body><p>no root</p></body>');
});

const SERVICES = 'http://services.test/mf-manifest.json';
const SERVICES_MANIFEST = Buffer.from('{"metaData":{"name":"mfe_services"},"exposes":[]}');
const SERVICES_BUILD = buildIdOf(SERVICES_MANIFEST);
const GRID = 'mfe_services/DoctorsGrid;limit=8';
const GRID_FRAGMENT = `pages/${SERVICES_BUILD}/widgets/en/DoctorsGrid-0a1b2c3d.html`;
/** The home page's fragment as the content remote's prerender writes it: the grid's place marked. */
const HOME_WITH_GRID =
  '<h1>Welcome</h1><section><h2>Our Specialities</h2>' +
  `<template data-server-widget-start="${GRID}"></template><p role="status">Loading...</p>` +
  `<template data-server-widget-end="${GRID}"></template></section>`;

const servicesIndex = (overrides: object = {}) => ({
  version: 1,
  owner: 'mfe_services',
  buildId: SERVICES_BUILD,
  routes: ['/services/:serviceSlug'],
  css: ['routes.css'],
  pages: [],
  widgets: [
    { key: GRID, lang: 'en', fragment: GRID_FRAGMENT, css: ['grid.css', '1238.0ed46563.css'] },
    { key: GRID, lang: 'hi', fragment: GRID_FRAGMENT.replace('/en/', '/hi/'), css: ['grid.css'] },
  ],
  ...overrides,
});

/** The content remote serving a home page that shows the grid, and the services remote serving it. */
const siteWithGrid = (services = {}) =>
  siteWith({
    ...contentRemote(contentIndex(), { [`http://content.test/pages/${BUILD_ID}/en/index.html`]: HOME_WITH_GRID }),
    [SERVICES]: SERVICES_MANIFEST,
    'http://services.test/pages/index.json': JSON.stringify(servicesIndex()),
    [`http://services.test/${GRID_FRAGMENT}`]:
      `<ul><li><a href="/our-doctor/dr-a">Dr A</a><img src="${API_URL_TOKEN}/media/a.svg" alt=""></li></ul>` +
      '<script type="application/json" data-widget-data>{"[\\"doctors\\"]":[]}</script>',
    ...services,
  });

test("writes another remote's served widget in place of its marked placeholder, with its stylesheets", async () => {
  const { pages } = siteWithGrid();
  const { html } = await pageAt(pages, '/', SHELL_PAGE);
  assert.ok(
    html.includes(
      `<h2>Our Specialities</h2><div data-server-widget="${GRID}" style="display:contents">` +
        '<ul><li><a href="/our-doctor/dr-a">Dr A</a><img src="https://api.test/media/a.svg" alt=""></li></ul>' +
        '<script type="application/json" data-widget-data>{"[\\"doctors\\"]":[]}</script></div></section>',
    ),
    html,
  );
  assert.doesNotMatch(html, /Loading\.\.\.|data-server-widget-start/);
  // The page's stylesheets, then the widget owner's, each once.
  assert.match(
    html,
    /<link rel="stylesheet" href="http:\/\/content.test\/1238.0ed46563.css" crossorigin="anonymous"><link rel="stylesheet" href="http:\/\/services.test\/grid.css" crossorigin="anonymous"><link rel="stylesheet" href="http:\/\/services.test\/1238.0ed46563.css" crossorigin="anonymous"><\/head>/,
  );
});

test('a widget fragment missing, slow, of another build or not served in the language leaves the placeholder', async () => {
  const cases = {
    missing: siteWithGrid({ [`http://services.test/${GRID_FRAGMENT}`]: 'down' }),
    slow: siteWithGrid({ [`http://services.test/${GRID_FRAGMENT}`]: 'slow' }),
    'index slow': siteWithGrid({ 'http://services.test/pages/index.json': 'slow' }),
    'other build': siteWithGrid({
      'http://services.test/pages/index.json': JSON.stringify(servicesIndex({ buildId: '0123456789abcdef' })),
    }),
    'remote down': siteWithGrid({ [SERVICES]: 'down' }),
    'not in English': siteWithGrid({
      'http://services.test/pages/index.json': JSON.stringify(
        servicesIndex({ widgets: servicesIndex().widgets.filter((widget) => widget.lang !== 'en') }),
      ),
    }),
    'an index without widgets': siteWithGrid({
      'http://services.test/pages/index.json': JSON.stringify({ ...servicesIndex(), widgets: undefined }),
    }),
  };
  for (const [name, { pages }] of Object.entries(cases)) {
    const started = Date.now();
    const { status, html } = await pageAt(pages, '/', SHELL_PAGE);
    assert.ok(Date.now() - started < 1000, `${name}: ${Date.now() - started} ms`);
    assert.equal(status, 200, name);
    // The page itself is served, the widget's place as the prerender left it.
    assert.ok(html.includes(`<div data-page-region>${HOME_WITH_GRID}</div>`), name);
    assert.doesNotMatch(html, /services\.test\/grid\.css/, name);
  }
});

test('a page index with widgets is read; one whose widgets are malformed is not trusted at all', async () => {
  const malformed = [
    { key: GRID, lang: 'fr', fragment: GRID_FRAGMENT, css: [] },
    { key: GRID, lang: 'en', fragment: GRID_FRAGMENT },
    { lang: 'en', fragment: GRID_FRAGMENT, css: [] },
  ];
  for (const widget of malformed) {
    const { pages } = siteWithGrid({
      'http://services.test/pages/index.json': JSON.stringify(servicesIndex({ widgets: [widget] })),
    });
    assert.ok((await pageAt(pages, '/', SHELL_PAGE)).html.includes(HOME_WITH_GRID), JSON.stringify(widget));
  }
  // Nor is an index whose widgets are not a list, while one without widgets serves its pages as before.
  const notAList = siteWith(contentRemote(contentIndex({ widgets: {} })));
  assert.match((await pageAt(notAList.pages, '/about', SHELL_PAGE)).html, /<!--page-region-->/);
  assert.match((await pageAt(siteWith(contentRemote()).pages, '/about', SHELL_PAGE)).html, /<h1>About us<\/h1>/);
});

test('read ahead at start, every listed page and stylesheet: the first visitor waits on no read', async () => {
  const remote = contentRemote(contentIndex(), { 'http://content.test/1238.0ed46563.css': '.a{color:red}' });
  const { pages, asked } = siteWith(remote);
  await pages.warm(SHELL_PAGE, { attempts: 1, retryMs: 1 });
  for (const file of ['pages/index.json', 'en/about.html', 'en/index.html', '1238.0ed46563.css']) {
    assert.ok(
      asked.some((url) => url.endsWith(file)),
      `${file} read ahead`,
    );
  }
  asked.length = 0;
  const { html, withPage } = await pageAt(pages, '/about', SHELL_PAGE);
  assert.equal(withPage, true);
  assert.match(html, /<h1>About us<\/h1>/);
  assert.match(html, /<style data-href="http:\/\/content.test\/1238.0ed46563.css">\.a\{color:red\}<\/style>/);
  assert.deepEqual(asked, []);
});

test('a package still starting when the shell does is read once it answers, not remembered as down', async () => {
  const started = contentRemote();
  const remote: FakeRemote = {};
  const { pages } = siteWith(remote);
  const warming = pages.warm(SHELL_PAGE, { attempts: 20, retryMs: 10 });
  await new Promise((resolve) => setTimeout(resolve, 35));
  Object.assign(remote, started);
  await warming;
  const { html, withPage } = await pageAt(pages, '/about', SHELL_PAGE);
  assert.equal(withPage, true);
  assert.match(html, /<h1>About us<\/h1>/);
});
