// @ts-check
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { PERMISSIONS_POLICY, serveBuild } from './serve.mjs';

const PAGE = '<!doctype html><html><head><title>shell</title></head><body><div id=root></div></body></html>';
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://localhost:${port}`;
/** @type {Awaited<ReturnType<typeof serveBuild>>} */
let app;

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
  process.env.SERVE_TEST_PORT = String(port);
  process.env.API_URL = 'https://api.example.in';
  app = await serveBuild({ packageDir, name: 'test', portVariable: 'SERVE_TEST_PORT', defaultPort: port });
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
  assert.equal((await config.json()).apiUrl, 'https://api.example.in');
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

test('the permissions policy denies camera, microphone, geolocation, payment and usb and keeps full screen for the page', () => {
  const directives = new Map(
    PERMISSIONS_POLICY.split(', ').map((directive) => /** @type {[string, string]} */ (directive.split('='))),
  );
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    assert.equal(directives.get(feature), '()', feature);
  }
  assert.equal(directives.get('fullscreen'), '(self)');
});
