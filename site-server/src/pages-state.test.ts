import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import zlib from 'node:zlib';
import { fragmentFileOf, pageIndexOf } from './fragments.js';
import { PAGE_INDEX_FILE } from './page-index.js';
import { PAGES_STATE_FOLDER, pagesStateDirFromEnv } from './pages-state.js';
import { createBuildServer } from './serve.js';

const BUILD_ID = '0123456789abcdef';
const PAGE = { path: '/our-doctor/a', lang: 'en' as const };
const META = { title: 'T', description: 'D', jsonLd: [], robots: 'index, follow', lastmod: '2026-12-01' };

const indexOf = (buildId: string, fragment: string) =>
  JSON.stringify(
    pageIndexOf({
      owner: 'mfe_services',
      buildId,
      routes: ['/our-doctor/:doctorSlug'],
      css: [],
      pages: [{ ...PAGE, meta: META, css: [] }],
      fragmentOfPage: () => fragment,
    }),
  );

/** A remote's build (its doctor's page as built) and a state folder holding that page rendered again. */
function servedPackage(stateBuildId: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-state-'));
  const dist = path.join(dir, 'dist');
  const state = path.join(dir, 'state');
  const built = fragmentFileOf(BUILD_ID, PAGE);
  const again = fragmentFileOf(stateBuildId, PAGE, 'abcdef12');
  for (const [file, text] of [
    [path.join(dist, 'mf-manifest.json'), '{"exposes":[]}'],
    [path.join(dist, PAGE_INDEX_FILE), indexOf(BUILD_ID, built)],
    [path.join(dist, built), '<p>Monday</p>'],
    // The build's compressed twin, of the index as built.
    [path.join(dist, `${PAGE_INDEX_FILE}.br`), zlib.brotliCompressSync(indexOf(BUILD_ID, built))],
    [path.join(state, PAGE_INDEX_FILE), indexOf(stateBuildId, again)],
    [path.join(state, again), '<p>Saturday</p>'],
  ] as const) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return { dir, again, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The remote's server as its serve.mjs starts it, with the variables given (not listening: no poll). */
async function serverOf(dir: string, env: Record<string, string>) {
  const saved = { ...process.env };
  Object.assign(process.env, { API_URL: 'https://api.example.in', ...env });
  try {
    return await createBuildServer({ packageDir: dir, freshPages: true });
  } finally {
    process.env = saved;
  }
}

const ON = (dir: string) => ({ PAGES_API_URL: 'http://api.test', PAGES_STATE_DIR: path.join(dir, 'state') });

test('the state folder is beside dist/ unless PAGES_STATE_DIR says where', () => {
  assert.equal(pagesStateDirFromEnv({}, '/srv/mfe-services'), path.join('/srv/mfe-services', PAGES_STATE_FOLDER));
  assert.equal(pagesStateDirFromEnv({ PAGES_STATE_DIR: '/pages-state' }, '/srv/mfe-services'), '/pages-state');
  assert.equal(pagesStateDirFromEnv({ PAGES_STATE_DIR: 'state' }, '/srv/mfe-services'), '/srv/mfe-services/state');
});

test("the index and fragments rendered again are answered before dist's while of dist's build", async (t) => {
  const served = servedPackage(BUILD_ID);
  t.after(served.remove);
  const app = await serverOf(served.dir, ON(served.dir));
  t.after(() => app.close());
  // Compressed as it is answered, as the build's twins in dist/ are not of this index.
  for (const encoding of ['identity', 'br']) {
    const index = await app.inject({ url: `/${PAGE_INDEX_FILE}`, headers: { 'accept-encoding': encoding } });
    assert.equal(index.statusCode, 200);
    assert.equal(index.headers['cache-control'], 'no-cache');
    assert.match(index.headers['content-type'] ?? '', /^application\/json/);
    const text =
      index.headers['content-encoding'] === 'br'
        ? zlib.brotliDecompressSync(index.rawPayload).toString('utf8')
        : index.body;
    assert.equal(JSON.parse(text).pages[0].fragment, served.again);
  }
  const fragment = await app.inject({ url: `/${served.again}` });
  assert.equal(fragment.statusCode, 200);
  assert.equal(fragment.body, '<p>Saturday</p>');
  // The build's own file is still answered (a shell may hold the index as built); nothing outside the folder is.
  assert.equal((await app.inject({ url: `/${fragmentFileOf(BUILD_ID, PAGE)}` })).body, '<p>Monday</p>');
  assert.equal((await app.inject({ url: '/pages/..%2f..%2fdist/pages/x~abcdef12.html' })).statusCode, 404);
});

test('a state folder of another build, or a server without PAGES_API_URL, answers the pages as built', async (t) => {
  const older = servedPackage('feedfacefeedface');
  t.after(older.remove);
  const app = await serverOf(older.dir, ON(older.dir));
  t.after(() => app.close());
  const index = await app.inject({ url: `/${PAGE_INDEX_FILE}` });
  assert.equal(JSON.parse(index.body).buildId, BUILD_ID);

  const same = servedPackage(BUILD_ID);
  t.after(same.remove);
  const asBuilt = await serverOf(same.dir, { PAGES_STATE_DIR: path.join(same.dir, 'state') });
  t.after(() => asBuilt.close());
  const built = JSON.parse((await asBuilt.inject({ url: `/${PAGE_INDEX_FILE}` })).body);
  assert.equal(built.pages[0].fragment, fragmentFileOf(BUILD_ID, PAGE));
  assert.equal((await asBuilt.inject({ url: `/${same.again}` })).statusCode, 404);
});
