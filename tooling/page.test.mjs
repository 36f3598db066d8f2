// @ts-check
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createRemotePreloads, pageWithStartupData, remotePreloadsFromManifest } from './page.mjs';

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

/** @param {(url: string) => Promise<unknown>} fetchJson */
function preloadsWith(fetchJson) {
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
    routesFile,
    remotes: { mfe_content: 'http://localhost:3001/mf-manifest.json', mfe_services: MANIFEST_URL },
    fetchJson,
  });
}

test("finds the route's owner as the router does, and asks each manifest once while it is fresh", async () => {
  /** @type {string[]} */
  const asked = [];
  const preloads = preloadsWith(async (url) => {
    asked.push(url);
    return manifest;
  });
  const first = await preloads.forPath('/Services/cardiology/');
  assert.equal(first[1]?.href, 'http://localhost:3002/remoteEntry.js');
  assert.deepEqual(await preloads.forPath('/services/orthopaedics'), first);
  assert.deepEqual(asked, [MANIFEST_URL]);
  assert.deepEqual(await preloads.forPath('/terms'), []);
  assert.deepEqual(await preloads.forPath('/services'), []);
  assert.deepEqual(await preloads.forPath('/no/such/page'), []);
});

test('gives no hints, and does not hold the page, when a remote is down or slow', async () => {
  const down = preloadsWith(() => Promise.reject(new Error('ECONNREFUSED')));
  assert.deepEqual(await down.forPath('/'), []);
  const slow = preloadsWith(() => new Promise(() => undefined));
  const started = Date.now();
  assert.deepEqual(await slow.forPath('/'), []);
  assert.ok(Date.now() - started < 1000);
});
