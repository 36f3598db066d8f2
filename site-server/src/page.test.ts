import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  buildIdOf,
  cachedReads,
  createRemoteManifests,
  createRemotePreloads,
  inlineStylesheet,
  headScriptHashesOf as headScriptHashesIn,
  inlineStylesheetHashesOf as inlineStylesheetHashesIn,
  languagePathOf,
  LAYOUT_PATH,
  withLanguageLinks,
  withStartupData,
  redirectLocation,
  remotePreloadsFromManifest,
  shellPageFileOf,
  siteRoutesReader,
  STARTUP_LOADER,
  STARTUP_LOADER_HASH,
  withStartupAfterFirstPaint as startupAfterFirstPaint,
  type Preload,
} from './page.js';
import { parseHtml, type Document } from './html.js';

/** The HTML an edit of the parsed page gives. */
const edited = (html: string, edit: (document: Document) => void) => {
  const document = parseHtml(html);
  edit(document);
  return document.toString();
};
const withLanguageLinksOf = (html: string, pathname: string) =>
  edited(html, (document) => withLanguageLinks(document, pathname));
const pageWithStartupData = (html: string, config: unknown, preloads: readonly Preload[]) =>
  edited(html, (document) => withStartupData(document, config, preloads));
const withStartupAfterFirstPaint = (html: string) => edited(html, startupAfterFirstPaint);
const headScriptHashesOf = (html: string) => headScriptHashesIn(parseHtml(html));
const inlineStylesheetHashesOf = (html: string) => inlineStylesheetHashesIn(parseHtml(html));

const PAGE = '<!doctype html><html><head><title>x</title></head><body><div id=root></div></body></html>';
const MANIFEST_URL = 'http://localhost:3002/mf-manifest.json';
const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'PopularServices',
      assets: { js: { sync: ['__federation_expose_PopularServices.1.js'] }, css: { sync: [] } },
    },
    { name: 'routes', assets: { js: { sync: ['__federation_expose_routes.2.js'] }, css: { sync: ['routes.3.css'] } } },
  ],
};

test('writes the configuration into the head as inert JSON that nothing can close early', () => {
  const page = pageWithStartupData(PAGE, { apiUrl: 'https://api.example.in/</script><script>alert(1)' }, []);
  const json = /<script id="runtime-config" type="application\/json">(.*?)<\/script><\/head>/.exec(page)?.[1];
  assert.ok(json, page);
  assert.equal(json.includes('</script>'), false);
  assert.deepEqual(JSON.parse(json), { apiUrl: 'https://api.example.in/</script><script>alert(1)' });
});

test("preloads a remote's entry and its route table's chunks the way the federation runtime asks for them", () => {
  assert.deepEqual(remotePreloadsFromManifest(MANIFEST_URL, manifest), [
    { href: MANIFEST_URL, as: 'fetch', crossOrigin: true },
    { href: 'http://localhost:3002/remoteEntry.js', as: 'script', crossOrigin: false },
    { href: 'http://localhost:3002/__federation_expose_routes.2.js', as: 'script', crossOrigin: false },
    { href: 'http://localhost:3002/routes.3.css', as: 'style', crossOrigin: true },
  ]);
  const page = pageWithStartupData(PAGE, {}, remotePreloadsFromManifest(MANIFEST_URL, manifest));
  assert.match(page, /<link rel="preload" href="http:\/\/localhost:3002\/remoteEntry.js" as="script">/);
  assert.match(
    page,
    /<link rel="preload" href="http:\/\/localhost:3002\/routes.3.css" as="style" crossorigin="anonymous">/,
  );
});

test("opens a connection for a remote's CORS requests while the page paints, once per server", () => {
  const preloads = [
    ...remotePreloadsFromManifest(MANIFEST_URL, manifest),
    { href: '/shell.1.js', as: 'script' as const, crossOrigin: false },
  ];
  const page = pageWithStartupData(PAGE, {}, preloads);
  const preconnects = page.match(/<link rel="preconnect"[^>]*>/g);
  assert.deepEqual(preconnects, ['<link rel="preconnect" href="http://localhost:3002" crossorigin="anonymous">']);
  // In the head, not among the preloads that wait for the first paint.
  const started = withStartupAfterFirstPaint(page);
  assert.match(started, /<head>.*<link rel="preconnect" href="http:\/\/localhost:3002"[^>]*>.*<\/head>/);
  assert.ok(started.indexOf('<template') > started.indexOf('</head>'));
});

function preloadsWith(loadBytes: (url: string) => Promise<Uint8Array>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-routes-'));
  const routesFile = path.join(dir, 'site-routes.json');
  fs.writeFileSync(
    routesFile,
    JSON.stringify([
      { path: '/', owner: 'mfe_content' },
      { path: '/services/:serviceSlug', owner: 'mfe_services' },
      { path: '/terms', owner: 'shell' },
    ]),
  );
  return createRemotePreloads({
    siteRoutes: siteRoutesReader(routesFile),
    remotes: { mfe_content: 'http://localhost:3001/mf-manifest.json', mfe_services: MANIFEST_URL },
    manifests: createRemoteManifests({ loadBytes }),
  });
}

test("finds the route's owner as the router does, and asks each manifest once while it is fresh", async () => {
  const asked: string[] = [];
  const preloads = preloadsWith(async (url: string) => {
    asked.push(url);
    return Buffer.from(JSON.stringify(manifest));
  });
  const first = await preloads.forPath('/Services/cardiology/');
  assert.equal(first[1]?.href, 'http://localhost:3002/remoteEntry.js');
  assert.deepEqual(await preloads.forPath('/services/orthopaedics'), first);
  assert.deepEqual(asked, [MANIFEST_URL]);
  assert.deepEqual(await preloads.forPath('/terms'), []);
  assert.deepEqual(await preloads.forPath('/services'), []);
  assert.deepEqual(await preloads.forPath('/no/such/page'), []);
  // A Hindi address is the same page, from the same remote.
  assert.deepEqual(await preloads.forPath('/hi/services/cardiology'), first);
});

test("an address's language and its page's site path: Hindi under /hi, English anywhere else", () => {
  assert.deepEqual(languagePathOf('/hi/services/cardiology'), { lang: 'hi', sitePath: '/services/cardiology' });
  assert.deepEqual(languagePathOf('/hi'), { lang: 'hi', sitePath: '/' });
  assert.deepEqual(languagePathOf('/hi/'), { lang: 'hi', sitePath: '/' });
  assert.deepEqual(languagePathOf('/hindi'), { lang: 'en', sitePath: '/hindi' });
  assert.deepEqual(languagePathOf('/about'), { lang: 'en', sitePath: '/about' });
  assert.equal(shellPageFileOf('en'), 'index.html');
  assert.equal(shellPageFileOf('hi'), 'index.hi.html');
});

test("makes the layout's links to itself in each language the served page's, escaped", () => {
  const layout = `<a href="${LAYOUT_PATH}" hreflang="en-IN">English</a><a href="/hi${LAYOUT_PATH}" hreflang="hi-IN">हिन्दी</a>`;
  assert.equal(
    withLanguageLinksOf(layout, '/hi/services/cardiology'),
    '<a href="/services/cardiology" hreflang="en-IN">English</a><a href="/hi/services/cardiology" hreflang="hi-IN">हिन्दी</a>',
  );
  assert.equal(
    withLanguageLinksOf(layout, '/'),
    '<a href="/" hreflang="en-IN">English</a><a href="/hi" hreflang="hi-IN">हिन्दी</a>',
  );
  assert.match(withLanguageLinksOf(layout, '/a&b"<'), /href="\/hi\/a&amp;b&quot;&lt;"/);
  // Other links are left alone.
  assert.equal(withLanguageLinksOf('<a href="/about">About</a>', '/hi'), '<a href="/about">About</a>');
  // Where the layout has them: for browsers without scripts.
  assert.equal(
    withLanguageLinksOf(`<noscript>${layout}</noscript>`, '/about'),
    '<noscript><a href="/about" hreflang="en-IN">English</a><a href="/hi/about" hreflang="hi-IN">हिन्दी</a></noscript>',
  );
});

test('redirects an old address in either language to the same language, its query kept', () => {
  const redirects = [{ from: '/services/emergency-medicine', to: '/emergency' }];
  assert.equal(redirectLocation(redirects, '/services/Emergency-Medicine/?utm=x'), '/emergency?utm=x');
  assert.equal(redirectLocation(redirects, '/hi/services/emergency-medicine'), '/hi/emergency');
  assert.equal(redirectLocation(redirects, '/hi/services/cardiology'), null);
});

test('gives no hints, and does not hold the page, when a remote is down or slow', async () => {
  const down = preloadsWith(() => Promise.reject(new Error('ECONNREFUSED')));
  assert.deepEqual(await down.forPath('/'), []);
  const slow = preloadsWith(() => new Promise(() => undefined));
  const started = Date.now();
  assert.deepEqual(await slow.forPath('/'), []);
  assert.ok(Date.now() - started < 1000);
});

test("a manifest's build id is the SHA-256 of its bytes as read, and one read serves every reader", async () => {
  const bytes = Buffer.from(JSON.stringify(manifest));
  let reads = 0;
  const manifests = createRemoteManifests({
    loadBytes: async () => {
      reads += 1;
      return bytes;
    },
  });
  const [first, second] = await Promise.all([manifests(MANIFEST_URL), manifests(MANIFEST_URL)]);
  assert.equal(first?.buildId, buildIdOf(bytes));
  assert.match(first?.buildId ?? '', /^[0-9a-f]{16}$/);
  assert.equal(second, first);
  assert.equal(reads, 1);
});

test('serves a stale value while reading it again, and forgets a failure after its own time', async (t) => {
  t.mock.timers.enable({ apis: ['Date', 'setTimeout'], now: 1_000_000 });
  let answer = 'first';
  let reads = 0;
  const read = cachedReads(
    async () => {
      reads += 1;
      if (answer === 'fail') throw new Error('down');
      return answer;
    },
    { ttlMs: 10_000, failureTtlMs: 1_000 },
  );
  assert.equal(await read('key'), 'first');
  answer = 'second';
  t.mock.timers.tick(10_001);
  // Stale: answered at once with what was read, the new read under way.
  assert.equal(await read('key'), 'first');
  await new Promise(setImmediate);
  assert.equal(await read('key'), 'second');
  assert.equal(reads, 2);
  answer = 'fail';
  t.mock.timers.tick(10_001);
  await read('key');
  assert.equal(await read('key'), null);
  answer = 'back';
  t.mock.timers.tick(500);
  assert.equal(await read('key'), null);
  t.mock.timers.tick(501);
  await read('key');
  assert.equal(await read('key'), 'back');
});

test('keeps at most maxEntries keys, dropping the least recently asked for', async () => {
  const asked: string[] = [];
  const read = cachedReads(
    async (key) => {
      asked.push(key);
      return key;
    },
    { maxEntries: 2 },
  );
  await read('a');
  await read('b');
  await read('a');
  await read('c');
  await read('a');
  await read('b');
  assert.deepEqual(asked, ['a', 'b', 'c', 'b']);
});

test("a stylesheet written into the page keeps its files on the stylesheet's server, and names itself for webpack", () => {
  assert.equal(
    inlineStylesheet('/9331.css', "@font-face{src:url(assets/f.woff2)}.x{background:url('../img/a.png?v=1#b')}"),
    '<style data-href="/9331.css">@font-face{src:url(/assets/f.woff2)}.x{background:url(\'/img/a.png?v=1#b\')}</style>',
  );
  assert.equal(
    inlineStylesheet('http://localhost:3101/7.css', '.x{background:url(/a.svg)}.y{filter:url(#f)}'),
    '<style data-href="http://localhost:3101/7.css">.x{background:url(http://localhost:3101/a.svg)}.y{filter:url(#f)}</style>',
  );
  // Text that could close the element is linked instead.
  assert.equal(inlineStylesheet('/a.css', '.x::after{content:"</style><script>"}'), null);
});

test("the page's policy allows exactly its own stylesheets, by the hash a browser computes of their text", () => {
  const style = inlineStylesheet('/a.css', '.a{color:red}');
  assert.deepEqual(inlineStylesheetHashesOf(`<head>${style}${style}<style>.b{}</style></head>`), [
    `'sha256-${crypto.createHash('sha256').update('.a{color:red}').digest('base64')}'`,
  ]);
});

test("the page's policy allows the scripts its build wrote into its head, and none a page's body carries", () => {
  const start = "document.documentElement.setAttribute('data-splash','1')";
  const built = `<html><head><script>${start}</script><script defer src=/main.1.js></script></head><body><script>alert(1)</script></body></html>`;
  assert.deepEqual(headScriptHashesOf(built), [
    `'sha256-${crypto.createHash('sha256').update(start).digest('base64')}'`,
  ]);
  assert.deepEqual(headScriptHashesOf('<html><head></head><body></body></html>'), []);
});

test("a page that paints from its HTML gets its code once it has painted; its first image's hint stays", () => {
  const page =
    '<html><head><script defer src=/main.1.js></script><link rel=preload href=/2.js as=script>' +
    '<link rel="preload" href="http://r.test/mf-manifest.json" as="fetch" crossorigin="anonymous">' +
    '<link rel="preload" as="image" href="http://r.test/hero.svg" fetchPriority="high"/>' +
    '<script type="application/ld+json">{}</script></head><body><h1>Hi</h1></body></html>';
  assert.equal(
    withStartupAfterFirstPaint(page),
    '<html><head><link rel="preload" as="image" href="http://r.test/hero.svg" fetchPriority="high">' +
      '<script type="application/ld+json">{}</script></head><body><h1>Hi</h1>' +
      '<template id="startup"><script defer src=/main.1.js></script><link rel=preload href=/2.js as=script>' +
      '<link rel="preload" href="http://r.test/mf-manifest.json" as="fetch" crossorigin="anonymous"></template>' +
      `<script>${STARTUP_LOADER}</script></body></html>`,
  );
  assert.equal(STARTUP_LOADER_HASH, `'sha256-${crypto.createHash('sha256').update(STARTUP_LOADER).digest('base64')}'`);
});
