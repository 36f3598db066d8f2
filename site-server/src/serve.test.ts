import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, test } from 'node:test';
import {
  createBuildServer,
  PAGE_REUSE_MS,
  PERMISSIONS_POLICY,
  prerenderedPagesFromEnv,
  STRICT_TRANSPORT_SECURITY,
  recentAnswers,
} from './serve.js';

const PAGE = '<!doctype html><html><head><title>shell</title></head><body><div id=root></div></body></html>';
let base: string;
let app: Awaited<ReturnType<typeof createBuildServer>>;

before(async () => {
  const packageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-build-'));
  fs.mkdirSync(path.join(packageDir, 'dist'));
  fs.writeFileSync(path.join(packageDir, 'dist', 'index.html'), PAGE);
  fs.writeFileSync(path.join(packageDir, 'dist', 'main.0123abcd.js'), 'console.info(1);');
  fs.writeFileSync(path.join(packageDir, 'dist', 'sw.js'), "self.addEventListener('fetch', () => {});");
  // As the shell's build writes it (SiteRoutesPlugin), from shared-ui's TOPIC_PAGE_OF_SERVICE.
  fs.writeFileSync(
    path.join(packageDir, 'dist', 'site-redirects.json'),
    JSON.stringify([
      { from: '/services/home-care', to: '/homecare' },
      { from: '/services/accident-and-emergency', to: '/emergency' },
    ]),
  );
  // As an older build left them: source maps inside dist/.
  fs.writeFileSync(path.join(packageDir, 'dist', 'main.0123abcd.js.map'), '{"version":3}');
  fs.writeFileSync(path.join(packageDir, 'dist', 'main.0123abcd.js.map.gz'), 'compressed map');
  process.env.API_URL = 'https://api.example.in';
  app = await createBuildServer({ packageDir });
  // Any free port: the site's own ports may be in use by a running copy.
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
after(() => app.close());

test('answers the root and deep links with the page, its configuration written in, whatever the encoding', async () => {
  const requests = [
    { url: '/', encoding: 'identity' },
    { url: '/', encoding: 'br, gzip' },
    { url: '/services/cardiology', encoding: 'identity' },
  ];
  for (const { url, encoding } of requests) {
    const response = await fetch(`${base}${url}`, { headers: { 'accept-encoding': encoding } });
    assert.equal(response.status, 200, url);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    const html = await response.text();
    assert.match(html, /<script id="runtime-config" type="application\/json">\{"apiUrl":"https:\/\/api\.example\.in"/);
  }
});

test('sends the page compressed as the browser accepts it, brotli first', async () => {
  for (const [accepted, expected] of [
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['identity', null],
  ] as const) {
    const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`${base}/about`, { headers: { 'accept-encoding': accepted } }, resolve).on('error', reject),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const { headers } = response;
    assert.equal(headers['content-encoding'], expected ?? undefined, accepted);
    assert.equal(headers.vary, 'Accept-Encoding');
    const html =
      expected === 'br'
        ? zlib.brotliDecompressSync(body).toString()
        : expected === 'gzip'
          ? zlib.gunzipSync(body).toString()
          : body.toString();
    assert.match(html, /<title>shell<\/title>/, accepted);
  }
});

test("redirects a topic page's /services/ twin permanently, keeping the query string, with or without a slash", async () => {
  for (const [url, location] of [
    ['/services/home-care', '/homecare'],
    ['/services/home-care/', '/homecare'],
    ['/services/home-care?from=newsletter&utm_source=sms', '/homecare?from=newsletter&utm_source=sms'],
    ['/services/accident-and-emergency/?from=qr', '/emergency?from=qr'],
    ['/Services/Home-Care', '/homecare'],
  ]) {
    for (const method of ['GET', 'HEAD']) {
      const response = await fetch(`${base}${url}`, { method, redirect: 'manual' });
      assert.equal(response.status, 301, `${method} ${url}`);
      assert.equal(response.headers.get('location'), location, `${method} ${url}`);
      assert.equal(response.headers.get('cache-control'), 'no-cache', `${method} ${url}`);
    }
  }
});

test('redirects nothing else: other services, longer paths and other methods get what they got before', async () => {
  for (const url of ['/services/cardiology', '/services/home-care/visits', '/services/home-care-plus', '/homecare']) {
    const response = await fetch(`${base}${url}`, { redirect: 'manual' });
    assert.equal(response.status, 200, url);
    assert.match(await response.text(), /<div id=root>/, url);
  }
  assert.equal((await fetch(`${base}/services/home-care`, { method: 'POST', redirect: 'manual' })).status, 404);
});

test('keeps /runtime-config.json, caches hashed files for a year and refuses missing files', async () => {
  const config = await fetch(`${base}/runtime-config.json`);
  assert.equal(((await config.json()) as { apiUrl: string }).apiUrl, 'https://api.example.in');
  const script = await fetch(`${base}/main.0123abcd.js`);
  assert.equal(script.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal((await fetch(`${base}/missing.0123abcd.js`)).status, 404);
});

test("serves the shell's service worker from the root, revalidated on every visit so an update is seen at once", async () => {
  const worker = await fetch(`${base}/sw.js`);
  assert.equal(worker.status, 200);
  assert.match(worker.headers.get('content-type') ?? '', /javascript/);
  assert.equal(worker.headers.get('cache-control'), 'no-cache');
});

test('answers HEAD for a page path as GET does, without a body', async () => {
  const response = await fetch(`${base}/about`, { method: 'HEAD' });
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
  assert.equal(await response.text(), '');
});

test('refuses source maps with 404, even when one is in dist/, whatever the encoding', async () => {
  for (const url of ['/main.0123abcd.js.map', '/main.0123abcd.js.map.gz', '/MAIN.0123ABCD.JS.MAP']) {
    for (const encoding of ['identity', 'gzip']) {
      const response = await fetch(`${base}${url}`, { headers: { 'accept-encoding': encoding } });
      assert.equal(response.status, 404, `${url} ${encoding}`);
      assert.doesNotMatch(await response.text(), /version/);
    }
  }
});

test('sends Permissions-Policy and Cross-Origin-Opener-Policy with pages, files and refusals, and no COEP or CORP', async () => {
  for (const url of [
    '/',
    '/contact-us',
    '/main.0123abcd.js',
    '/runtime-config.json',
    '/missing.0123abcd.js',
    '/main.0123abcd.js.map',
  ]) {
    const { headers } = await fetch(`${base}${url}`);
    assert.equal(headers.get('permissions-policy'), PERMISSIONS_POLICY, url);
    assert.equal(headers.get('cross-origin-opener-policy'), 'same-origin', url);
    // Either would stop the shell's page loading the remotes' files from their origins.
    assert.equal(headers.get('cross-origin-embedder-policy'), null, url);
    assert.equal(headers.get('cross-origin-resource-policy'), null, url);
    assert.equal(headers.get('access-control-allow-origin'), '*', url);
  }
});

test('sends HSTS for a year, subdomains included, with pages, files, redirects and refusals', async () => {
  assert.equal(STRICT_TRANSPORT_SECURITY, 'max-age=31536000; includeSubDomains');
  for (const url of [
    '/',
    '/contact-us',
    '/main.0123abcd.js',
    '/sw.js',
    '/services/home-care',
    '/missing.0123abcd.js',
  ]) {
    for (const method of ['GET', 'HEAD']) {
      const { headers } = await fetch(`${base}${url}`, { method, redirect: 'manual' });
      assert.equal(headers.get('strict-transport-security'), STRICT_TRANSPORT_SECURITY, `${method} ${url}`);
    }
  }
});

test('the permissions policy denies camera, microphone, geolocation, payment and usb and keeps full screen for the page', () => {
  const directives = new Map(
    PERMISSIONS_POLICY.split(', ').map((directive) => directive.split('=') as [string, string]),
  );
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    assert.equal(directives.get(feature), '()', feature);
  }
  assert.equal(directives.get('fullscreen'), '(self)');
});

/**
 * The site's host with a remote that has prerendered its pages: a local server on a free port
 * serving a manifest, a page index and a fragment, counting what it is asked for.
 */
async function siteWithPrerenderedRemote({ prerenderedPages = 'on' } = {}) {
  const manifest = JSON.stringify({
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'routes', assets: { js: { sync: ['routes.1.js'] }, css: { sync: ['routes.2.css'] } } }],
  });
  const buildId = createHash('sha256').update(manifest).digest('hex').slice(0, 16);
  const page = {
    path: '/about',
    lang: 'en',
    fragment: `pages/${buildId}/en/about.html`,
    title: 'About Us | Aravali Hospital',
    description: 'Who we are.',
    canonical: '/about',
    alternates: [{ hreflang: 'en-IN', path: '/about' }],
    image: 'pages/og/about.png',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Hospital', name: 'Aravali' }],
    robots: 'index, follow',
    lastmod: '2026-11-01',
  };
  const hindiPage = {
    ...page,
    path: '/hi/about',
    lang: 'hi',
    fragment: `pages/${buildId}/hi/about.html`,
    title: 'हमारे बारे में | अरावली केयर हॉस्पिटल',
    canonical: '/hi/about',
  };
  const index = {
    version: 1,
    owner: 'mfe_content',
    buildId,
    routes: ['/about', '/blog/:articleSlug'],
    css: ['routes.2.css'],
    pages: [page, hindiPage],
  };
  const files: Record<string, string> = {
    '/mf-manifest.json': manifest,
    '/pages/index.json': JSON.stringify(index),
    [`/pages/${buildId}/en/about.html`]: '<h1>About us</h1>',
    [`/pages/${buildId}/hi/about.html`]: '<h1>हमारे बारे में</h1>',
  };
  const asked: string[] = [];
  const remote = http.createServer((request, response) => {
    asked.push(request.url ?? '');
    const body = files[request.url ?? ''];
    response.writeHead(body === undefined ? 404 : 200).end(body);
  });
  await new Promise((resolve) => remote.listen(0, '127.0.0.1', () => resolve(undefined)));
  const remoteUrl = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;

  const packageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-site-'));
  fs.mkdirSync(path.join(packageDir, 'dist'));
  fs.writeFileSync(
    path.join(packageDir, 'dist', 'index.html'),
    '<!doctype html><html lang=en-IN><head><title>Aravali Care Hospital</title></head><body><div id="root"><header>Aravali Care Hospital</header><main id="main-content"><div data-page-region><!--page-region--></div></main></div></body></html>',
  );
  // Its Hindi twin, the layout in Hindi (prerender.mjs).
  fs.writeFileSync(
    path.join(packageDir, 'dist', 'index.hi.html'),
    '<!doctype html><html lang="hi-IN"><head><title>Aravali Care Hospital</title></head><body><a href=/hi>होम</a><main id="main-content"><div data-page-region><!--page-region--></div></main></body></html>',
  );
  fs.writeFileSync(
    path.join(packageDir, 'dist', 'site-routes.json'),
    JSON.stringify([
      { path: '/about', owner: 'mfe_content' },
      { path: '/blog/:articleSlug', owner: 'mfe_content' },
      { path: '/services/:serviceSlug', owner: 'mfe_services' },
      { path: '/desk', owner: 'mfe_desk', staff: true },
      { path: '/desk/*', owner: 'mfe_desk', staff: true },
    ]),
  );
  Object.assign(process.env, {
    SITE_URL: 'https://www.example.in',
    MFE_CONTENT_URL: `${remoteUrl}/mf-manifest.json`,
    // Not the site's ports: nothing of a running copy is asked.
    MFE_SERVICES_URL: `${remoteUrl}/services/mf-manifest.json`,
    MFE_BOOKING_URL: `${remoteUrl}/booking/mf-manifest.json`,
    MFE_DESK_URL: `${remoteUrl}/desk/mf-manifest.json`,
    PRERENDERED_PAGES: prerenderedPages,
  });
  const site = await createBuildServer({ packageDir, preloadRemotePages: true });
  delete process.env.PRERENDERED_PAGES;
  const siteUrl = await site.listen({ port: 0, host: '127.0.0.1' });
  return {
    siteUrl,
    remoteUrl,
    asked,
    close: async () => {
      await site.close();
      remote.close();
    },
  };
}

test("the site's host serves the remote's prerendered page with its head tags, stylesheet and preloads", async () => {
  const site = await siteWithPrerenderedRemote();
  try {
    const response = await fetch(`${site.siteUrl}/about`);
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.match(html, /<html lang="en-IN">/);
    assert.match(html, /<div id="root"><header>Aravali Care Hospital<\/header>/);
    assert.match(html, /<div data-page-region><h1>About us<\/h1><\/div>/);
    assert.match(html, /<title>About Us \| Aravali Hospital<\/title>/);
    assert.match(html, /<link rel="canonical" href="https:\/\/www.example.in\/about">/);
    assert.match(html, /<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Hospital"/);
    assert.ok(html.includes(`<link rel="stylesheet" href="${site.remoteUrl}/routes.2.css" crossorigin="anonymous">`));
    assert.ok(html.includes(`<link rel="preload" href="${site.remoteUrl}/remoteEntry.js" as="script">`));
    assert.match(html, /<script id="runtime-config" type="application\/json">/);
    // The manifest is read once, for the preloads and for the index's build check alike.
    assert.equal(site.asked.filter((url) => url === '/mf-manifest.json').length, 1);
    // The stylesheet's origin is one the policy allows; the page's style attributes too.
    const policy = response.headers.get('content-security-policy') ?? '';
    assert.match(policy, new RegExp(`style-src 'self' [^;]*${site.remoteUrl.replaceAll('.', '\\.')}`));
    assert.match(policy, /style-src-attr 'unsafe-inline'/);
  } finally {
    await site.close();
  }
});

test("the site's host reads its remotes' pages ahead once listening, before anyone asks", async () => {
  const site = await siteWithPrerenderedRemote();
  try {
    const readAhead = ['/pages/index.json', '/mf-manifest.json', '/en/about.html', '/hi/about.html', '/routes.2.css'];
    for (let waited = 0; !readAhead.every((file) => site.asked.some((url) => url.endsWith(file))); waited += 20) {
      assert.ok(waited < 3000, `read ahead: ${site.asked.join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    site.asked.length = 0;
    assert.match(
      await (await fetch(`${site.siteUrl}/about`)).text(),
      /<div data-page-region><h1>About us<\/h1><\/div>/,
    );
    assert.deepEqual(site.asked, []);
  } finally {
    await site.close();
  }
});

test("the site's host answers 404 with its page, marked noindex, for GET and HEAD alike", async () => {
  const site = await siteWithPrerenderedRemote();
  try {
    for (const url of ['/no/such/page', '/blog/no-such-article']) {
      const response = await fetch(`${site.siteUrl}${url}`);
      assert.equal(response.status, 404, url);
      assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
      const html = await response.text();
      assert.match(html, /<meta name="robots" content="noindex">/, url);
      assert.match(html, /<div data-page-region><!--page-region--><\/div>/, url);
      const head = await fetch(`${site.siteUrl}${url}`, { method: 'HEAD' });
      assert.equal(head.status, 404, url);
      assert.equal(await head.text(), '');
    }
    const about = await fetch(`${site.siteUrl}/about`, { method: 'HEAD' });
    assert.equal(about.status, 200);
    assert.equal(await about.text(), '');
    // A remote that is down: its pages are served as they were, never with an error.
    const service = await fetch(`${site.siteUrl}/services/cardiology`);
    assert.equal(service.status, 200);
  } finally {
    await site.close();
  }
});

test("the site's host answers the staff desk's paths with the bare page, no-store and noindex, reading no index of its", async () => {
  const site = await siteWithPrerenderedRemote();
  try {
    for (const url of ['/desk', '/desk/', '/desk/sign-in', '/desk/enrol']) {
      const response = await fetch(`${site.siteUrl}${url}`);
      assert.equal(response.status, 200, url);
      assert.equal(response.headers.get('cache-control'), 'no-store', url);
      assert.equal(response.headers.get('x-robots-tag'), 'noindex', url);
      const html = await response.text();
      assert.match(html, /<meta name="robots" content="noindex">/, url);
      // Nothing of the public layout: the shell renders the desk's own frame.
      assert.match(html, /<div id="root"><\/div>/, url);
      assert.match(html, /<script id="runtime-config" type="application\/json">/, url);
    }
    // The desk prerenders nothing: its server is never asked for a page index.
    assert.ok(!site.asked.some((url) => url.startsWith('/desk/pages/')), site.asked.join(', '));
    // No Hindi desk yet; the public pages keep their caching.
    assert.equal((await fetch(`${site.siteUrl}/hi/desk`)).status, 404);
    const about = await fetch(`${site.siteUrl}/about`);
    assert.equal(about.headers.get('cache-control'), 'no-cache');
    assert.equal(about.headers.get('x-robots-tag'), null);
    assert.doesNotMatch(await (await fetch(`${site.siteUrl}/sitemap.xml`)).text(), /desk/);
  } finally {
    await site.close();
  }
});

test("the site's host serves a /hi address in its Hindi layout: the Hindi page, or a 404", async () => {
  const site = await siteWithPrerenderedRemote();
  try {
    const response = await fetch(`${site.siteUrl}/hi/about`);
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.match(html, /<html lang="hi-IN">/);
    assert.match(html, /<a href=\/hi>होम<\/a>/);
    assert.match(html, /<div data-page-region><h1>हमारे बारे में<\/h1><\/div>/);
    assert.ok(html.includes(`<link rel="preload" href="${site.remoteUrl}/remoteEntry.js" as="script">`));
    const missing = await fetch(`${site.siteUrl}/hi/no-such-page`);
    assert.equal(missing.status, 404);
    assert.match(await missing.text(), /<html lang="hi-IN">.*<a href=\/hi>होम<\/a>/s);
    // English addresses keep the English layout.
    assert.doesNotMatch(await (await fetch(`${site.siteUrl}/about`)).text(), /होम/);
  } finally {
    await site.close();
  }
});

test("the site's host serves /sitemap.xml and /robots.txt on SITE_URL, not on the address it was asked on", async () => {
  const site = await siteWithPrerenderedRemote();
  try {
    const sitemap = await fetch(`${site.siteUrl}/sitemap.xml`);
    assert.equal(sitemap.status, 200);
    assert.match(sitemap.headers.get('content-type') ?? '', /^application\/xml/);
    const xml = await sitemap.text();
    assert.match(xml, /<loc>https:\/\/www.example.in\/about<\/loc><lastmod>2026-11-01<\/lastmod>/);
    assert.equal(xml.includes(site.siteUrl), false);
    const robots = await fetch(`${site.siteUrl}/robots.txt`);
    assert.match(robots.headers.get('content-type') ?? '', /^text\/plain/);
    assert.equal(await robots.text(), 'User-agent: *\nAllow: /\n\nSitemap: https://www.example.in/sitemap.xml\n');
    for (const url of ['/sitemap.xml', '/robots.txt']) {
      const head = await fetch(`${site.siteUrl}${url}`, { method: 'HEAD' });
      assert.equal(head.status, 200, url);
    }
  } finally {
    await site.close();
  }
});

test('PRERENDERED_PAGES=off serves the page as rendered in the browser only: no layout, no page, its preloads kept', async () => {
  const site = await siteWithPrerenderedRemote({ prerenderedPages: 'off' });
  try {
    const response = await fetch(`${site.siteUrl}/about`);
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.match(html, /<body><div id="root"><\/div><\/body>/);
    assert.match(html, /<title>Aravali Care Hospital<\/title>/);
    assert.equal(html.includes('About us'), false);
    assert.equal(html.includes('rel="canonical"'), false);
    assert.ok(html.includes(`<link rel="preload" href="${site.remoteUrl}/remoteEntry.js" as="script">`));
    assert.match(html, /<script id="runtime-config" type="application\/json">/);
    assert.equal(site.asked.includes('/pages/index.json'), false);
  } finally {
    await site.close();
  }
});

test('PRERENDERED_PAGES is on unless it says off, and refuses anything else', () => {
  assert.equal(prerenderedPagesFromEnv({}), true);
  assert.equal(prerenderedPagesFromEnv({ PRERENDERED_PAGES: '' }), true);
  assert.equal(prerenderedPagesFromEnv({ PRERENDERED_PAGES: 'on' }), true);
  assert.equal(prerenderedPagesFromEnv({ PRERENDERED_PAGES: 'off' }), false);
  assert.throws(() => prerenderedPagesFromEnv({ PRERENDERED_PAGES: 'no' }), /PRERENDERED_PAGES must be "on" or "off"/);
});

/** A page maker that numbers what it makes ("page 1", "page 2"...) and counts the pages made. */
function numberedPages() {
  const pages = { made: 0, make: async () => `page ${(pages.made += 1)}` };
  return pages;
}

test('a page answered is given again for a second to the same key, those asked at once included; then made anew', async () => {
  let clock = 1_000_000;
  const answers = recentAnswers(() => clock);
  const pages = numberedPages();
  const { make } = pages;
  const burst = await Promise.all(Array.from({ length: 50 }, () => answers.get('br /about', make)));
  assert.deepEqual(new Set(burst), new Set(['page 1']));
  assert.equal(await answers.get('gzip /about', make), 'page 2');
  clock += PAGE_REUSE_MS - 1;
  assert.equal(await answers.get('br /about', make), 'page 1');
  clock += PAGE_REUSE_MS + 1;
  assert.equal(await answers.get('br /about', make), 'page 3');
});

test('for a second more, the kept page is given at once while the next is made, once', async () => {
  let clock = 1_000_000;
  const answers = recentAnswers(() => clock);
  const pages = numberedPages();
  const { make } = pages;
  assert.equal(await answers.get('br /', make), 'page 1');
  clock += PAGE_REUSE_MS + 1;
  const meanwhile = await Promise.all(Array.from({ length: 50 }, () => answers.get('br /', make)));
  assert.deepEqual(new Set(meanwhile), new Set(['page 1']));
  assert.equal(pages.made, 2);
  clock += 1;
  assert.equal(await answers.get('br /', make), 'page 2');
});

test('a page not asked for two seconds is made anew while the visitor waits', async () => {
  let clock = 1_000_000;
  const answers = recentAnswers(() => clock);
  const pages = numberedPages();
  const { make } = pages;
  assert.equal(await answers.get('br /', make), 'page 1');
  clock += 2 * PAGE_REUSE_MS;
  assert.equal(await answers.get('br /', make), 'page 2');
});

test('a failed remake leaves the kept page given until it is made again', async () => {
  let clock = 1_000_000;
  const answers = recentAnswers(() => clock);
  assert.equal(await answers.get('br /', async () => 'page 1'), 'page 1');
  clock += PAGE_REUSE_MS + 1;
  assert.equal(await answers.get('br /', async () => Promise.reject(new Error('index unreadable'))), 'page 1');
  await new Promise(setImmediate);
  clock += 1;
  assert.equal(await answers.get('br /', async () => 'page 2'), 'page 1');
  await new Promise(setImmediate);
  assert.equal(await answers.get('br /', async () => 'page 3'), 'page 2');
});

test('a page whose making failed is made again at the next request', async () => {
  const answers = recentAnswers(() => 1_000_000);
  await assert.rejects(answers.get('br /about', async () => Promise.reject(new Error('index unreadable'))));
  assert.equal(await answers.get('br /about', async () => 'page'), 'page');
});
