// @ts-check
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { serveBuild } from './serve.mjs';

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

test('keeps /runtime-config.json, caches hashed files for a year and refuses missing files', async () => {
  const config = await fetch(`${base}/runtime-config.json`);
  assert.equal((await config.json()).apiUrl, 'https://api.example.in');
  const script = await fetch(`${base}/main.0123abcd.js`);
  assert.equal(script.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal((await fetch(`${base}/missing.0123abcd.js`)).status, 404);
});
