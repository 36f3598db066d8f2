import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fragmentFileOf, pageIndexOf, PRERENDER_BUILD_FILE, type PageAddress } from './fragments.js';
import {
  createFreshPages,
  hospitalDayOf,
  pagesFor,
  planFor,
  PRERENDER_MODULE_DIR,
  type CatalogueChanges,
} from './fresh-pages.js';
import { buildIdOf } from './page.js';
import { PAGE_INDEX_FILE, pageIndexFrom, type PageIndex } from './page-index.js';
import { PAGES_STATE_FOLDER } from './pages-state.js';

const API = { apiUrl: 'http://api.test', publicApiUrl: 'api-token', siteUrl: 'site-token' };
const page = (pagePath: string, lang: 'en' | 'hi' = 'en'): PageAddress => ({ path: pagePath, lang });
const noChanges = async (): Promise<CatalogueChanges> => assert.fail('the changes were asked for');

test('nothing to render while the version and the hospital day are those rendered', async () => {
  const plan = await planFor({ version: '7', day: '2026-12-06' }, { version: '7', day: '2026-12-06' }, noChanges);
  assert.deepEqual(plan, { kind: 'none' });
});

test('every page once for pages as built, and again on a new hospital day', async () => {
  assert.deepEqual(await planFor(undefined, { version: '7', day: '2026-12-06' }, noChanges), {
    kind: 'all',
    version: '7',
    day: '2026-12-06',
  });
  assert.deepEqual(await planFor({ version: '7', day: '2026-12-05' }, { version: '7', day: '2026-12-06' }, noChanges), {
    kind: 'all',
    version: '7',
    day: '2026-12-06',
  });
});

test('the changes since the version rendered, or every page when the API says too many', async () => {
  const asked: string[] = [];
  const changes = [{ subject: 'doctor:1', at: '2026-12-06T10:00:00.000Z' }];
  const plan = await planFor({ version: '7', day: 'd' }, { version: '9', day: 'd' }, async (since) => {
    asked.push(since);
    return { version: '9', changes };
  });
  assert.deepEqual(asked, ['7']);
  assert.deepEqual(plan, { kind: 'some', version: '9', day: 'd', changes });
  assert.deepEqual(
    await planFor({ version: '7', day: 'd' }, { version: '900', day: 'd' }, async () => ({
      version: '900',
      changes: null,
    })),
    { kind: 'all', version: '900', day: 'd' },
  );
});

test('the pages the module says show the subjects, a page added, and one no longer listed dropped', async () => {
  const indexed = [page('/our-doctor'), page('/our-doctor/a'), page('/our-doctor/gone'), page('/services')];
  const listed = [page('/our-doctor'), page('/our-doctor/a'), page('/our-doctor/new'), page('/services')];
  const asked: string[][] = [];
  const { render, drop } = await pagesFor(
    {
      kind: 'some',
      version: '2',
      day: 'd',
      changes: [
        { subject: 'doctor:1', at: 't' },
        { subject: 'doctor:1', at: 't' },
      ],
    },
    listed,
    indexed,
    async (subjects, pages) => {
      asked.push(subjects);
      return pages.filter((each) => each.path === '/our-doctor/a');
    },
    API,
  );
  assert.deepEqual(asked, [['doctor:1']]);
  assert.deepEqual(render, [page('/our-doctor/a'), page('/our-doctor/new')]);
  assert.deepEqual(drop, [page('/our-doctor/gone')]);
  // A module that does not say, or a plan of everything: every page listed.
  const all = await pagesFor({ kind: 'all', version: '2', day: 'd' }, listed, indexed, undefined, API);
  assert.deepEqual(all.render, listed);
});

const MANIFEST = Buffer.from('{"exposes":[]}');
const BUILD_ID = buildIdOf(MANIFEST);

/**
 * A remote's package folder as its build leaves it: dist/ with a manifest, two pages' fragments and
 * their index, and the pages' module beside it, which renders what `catalogue.json` in the folder
 * says (a doctor's page throws while `broken` names it).
 */
function builtPackage() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fresh-pages-'));
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(path.join(dir, PRERENDER_MODULE_DIR), { recursive: true });
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), MANIFEST);
  fs.writeFileSync(path.join(dist, 'a.css'), '.card{color:red}');
  const pages = [page('/our-doctor/a'), page('/hi/our-doctor/a', 'hi'), page('/services')];
  for (const each of pages) {
    const file = path.join(dist, fragmentFileOf(BUILD_ID, each));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `<p class="card">${each.path}: Monday</p>`);
  }
  const meta = {
    title: 'T',
    description: 'D',
    jsonLd: [{ '@type': 'Physician', day: 'Monday' }],
    robots: 'index, follow',
    lastmod: '2026-12-01',
  };
  const index = pageIndexOf({
    owner: 'mfe_services',
    buildId: BUILD_ID,
    routes: ['/our-doctor/:doctorSlug'],
    css: ['a.css'],
    pages: pages.map((each) => ({ ...each, meta, css: ['a.css'] })),
  });
  fs.mkdirSync(path.join(dist, 'pages'), { recursive: true });
  fs.writeFileSync(path.join(dist, PAGE_INDEX_FILE), JSON.stringify(index));
  fs.writeFileSync(path.join(dir, PRERENDER_MODULE_DIR, PRERENDER_BUILD_FILE), JSON.stringify({ buildId: BUILD_ID }));
  const catalogue = path.join(dir, 'catalogue.json');
  const write = (state: { day: string; broken?: string; doctors?: string[] }) =>
    fs.writeFileSync(catalogue, JSON.stringify(state));
  write({ day: 'Monday' });
  fs.writeFileSync(
    path.join(dir, PRERENDER_MODULE_DIR, 'prerender.cjs'),
    `const fs = require('node:fs');
const state = () => JSON.parse(fs.readFileSync(${JSON.stringify(catalogue)}, 'utf8'));
exports.listPages = async () => [
  ...(state().doctors ?? ['a']).flatMap((slug) => [
    { path: '/our-doctor/' + slug, lang: 'en' },
    { path: '/hi/our-doctor/' + slug, lang: 'hi' },
  ]),
  { path: '/services', lang: 'en' },
];
exports.pagesShowing = async (subjects, pages) =>
  pages.filter((page) => subjects.includes('doctor:1') && page.path.includes('/our-doctor/'));
exports.renderPage = async (page) => {
  if (state().broken === page.path) throw new Error('the API answered 500');
  return {
    html: '<p class="card">' + page.path + ': ' + state().day + '</p>',
    data: {},
    meta: { title: 'T', description: 'D', jsonLd: [{ '@type': 'Physician', day: state().day }], robots: 'index, follow', lastmod: '2026-12-01' },
  };
};
`,
  );
  const state = path.join(dir, PAGES_STATE_FOLDER);
  const distIndex = (): PageIndex => pageIndexFrom(fs.readFileSync(path.join(dist, PAGE_INDEX_FILE)));
  /** The index the server answers: the state folder's while it is of dist's build. */
  const readIndex = (): PageIndex => {
    const stateFile = path.join(state, PAGE_INDEX_FILE);
    const rendered = fs.existsSync(stateFile) ? pageIndexFrom(fs.readFileSync(stateFile)) : null;
    return rendered?.buildId === distIndex().buildId ? rendered : distIndex();
  };
  const fragmentAt = (pagePath: string) => {
    const entry = readIndex().pages.find((each) => each.path === pagePath);
    if (!entry?.fragment) return null;
    const rendered = path.join(state, entry.fragment);
    return fs.readFileSync(fs.existsSync(rendered) ? rendered : path.join(dist, entry.fragment), 'utf8');
  };
  return {
    dir,
    dist,
    state,
    write,
    readIndex,
    fragmentAt,
    remove: () => {
      fs.chmodSync(dir, 0o755);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The API's catalogue endpoints as a page server reads them, at `version` with these changes since any. */
function catalogueApi(state: { version: string; changes: CatalogueChanges['changes'] }) {
  const asked: string[] = [];
  const fetchJson = async (url: string) => {
    asked.push(url.replace('http://api.test', ''));
    if (url.endsWith('/api/catalogue/version/')) return { version: state.version };
    return { version: state.version, changes: state.changes };
  };
  return { fetchJson, asked };
}

const NOW = new Date('2026-12-06T10:00:00.000Z');
const quiet = { info: () => undefined, error: () => undefined };

test('a desk change is rendered into new files of the same build, and the index follows', async (t) => {
  const built = builtPackage();
  t.after(built.remove);
  const api = catalogueApi({ version: '5', changes: [] });
  const fresh = createFreshPages({
    packageDir: built.dir,
    apiUrl: 'http://api.test',
    ...api,
    now: () => NOW,
    log: quiet,
  });

  // The first poll renders every page from the live API; the same HTML keeps its file and date.
  await fresh.check();
  assert.deepEqual(built.readIndex().catalogue, { version: '5', day: hospitalDayOf(NOW) });
  assert.equal(built.readIndex().pages[0]?.fragment, fragmentFileOf(BUILD_ID, page('/our-doctor/a')));
  assert.equal(built.readIndex().pages[0]?.lastmod, '2026-12-01');

  // Unchanged: only the version is asked.
  api.asked.length = 0;
  await fresh.check();
  assert.deepEqual(api.asked, ['/api/catalogue/version/']);

  // The doctor's timetable changes at the desk.
  built.write({ day: 'Saturday' });
  Object.assign(api, {});
  const changedAt = '2026-12-06T09:59:30.000Z';
  const later = catalogueApi({ version: '6', changes: [{ subject: 'doctor:1', at: changedAt }] });
  const following = createFreshPages({
    packageDir: built.dir,
    apiUrl: 'http://api.test',
    ...later,
    now: () => NOW,
    log: quiet,
  });
  await following.check();
  assert.deepEqual(later.asked, ['/api/catalogue/version/', '/api/catalogue/changes/?since=5']);
  const index = built.readIndex();
  assert.equal(index.buildId, BUILD_ID);
  assert.deepEqual(index.catalogue, { version: '6', day: hospitalDayOf(NOW) });
  const doctor = index.pages.find((each) => each.path === '/our-doctor/a');
  assert.match(doctor?.fragment ?? '', new RegExp(`^pages/${BUILD_ID}/en/our-doctor/a~[0-9a-f]{8}\\.html$`));
  assert.equal(doctor?.lastmod, changedAt);
  assert.deepEqual(doctor?.jsonLd, [{ '@type': 'Physician', day: 'Saturday' }]);
  assert.deepEqual(doctor?.css, ['a.css']);
  assert.equal(built.fragmentAt('/our-doctor/a'), '<p class="card">/our-doctor/a: Saturday</p>');
  assert.equal(built.fragmentAt('/hi/our-doctor/a'), '<p class="card">/hi/our-doctor/a: Saturday</p>');
  // Not shown on the services page: not rendered, its file and date as they were.
  assert.equal(built.fragmentAt('/services'), '<p class="card">/services: Monday</p>');
  assert.equal(index.pages.find((each) => each.path === '/services')?.lastmod, '2026-12-01');
  // The build's own file is still there for a shell that read the index before.
  assert.ok(fs.existsSync(path.join(built.dist, fragmentFileOf(BUILD_ID, page('/our-doctor/a')))));
  assert.deepEqual(
    fs.readdirSync(path.join(built.state, 'pages')).filter((name) => name.endsWith('.tmp')),
    [],
  );
});

test('a failed render keeps the page as it was; a doctor retired is dropped, one added is listed', async (t) => {
  const built = builtPackage();
  t.after(built.remove);
  const errors: string[] = [];
  built.write({ day: 'Tuesday', broken: '/hi/our-doctor/a', doctors: ['a', 'b'] });
  const api = catalogueApi({ version: '3', changes: [] });
  await createFreshPages({
    packageDir: built.dir,
    apiUrl: 'http://api.test',
    ...api,
    now: () => NOW,
    log: { info: () => undefined, error: (message: string) => errors.push(message) },
  }).check();
  assert.equal(built.fragmentAt('/hi/our-doctor/a'), '<p class="card">/hi/our-doctor/a: Monday</p>');
  assert.equal(built.fragmentAt('/our-doctor/a'), '<p class="card">/our-doctor/a: Tuesday</p>');
  assert.equal(built.fragmentAt('/our-doctor/b'), '<p class="card">/our-doctor/b: Tuesday</p>');
  assert.deepEqual(
    built
      .readIndex()
      .pages.find((each) => each.path === '/our-doctor/b')
      ?.alternates.map((link) => link.path),
    ['/our-doctor/b', '/hi/our-doctor/b', '/our-doctor/b'],
  );
  assert.match(errors.join('\n'), /\/hi\/our-doctor\/a kept as it was: the API answered 500/);

  built.write({ day: 'Tuesday', doctors: ['b'] });
  const retired = catalogueApi({ version: '4', changes: [{ subject: 'doctor:1', at: NOW.toISOString() }] });
  await createFreshPages({
    packageDir: built.dir,
    apiUrl: 'http://api.test',
    ...retired,
    now: () => NOW,
    log: quiet,
  }).check();
  assert.deepEqual(
    built.readIndex().pages.map((each) => each.path),
    ['/services', '/our-doctor/b', '/hi/our-doctor/b'],
  );
});

test('a release, another build, or a server that rendered a later version wins', async (t) => {
  const built = builtPackage();
  t.after(built.remove);
  built.write({ day: 'Wednesday' });
  // The pages' module beside dist/ is of another build: nothing is rendered, the API is not asked.
  fs.writeFileSync(path.join(built.dir, PRERENDER_MODULE_DIR, PRERENDER_BUILD_FILE), '{"buildId":"0000000000000000"}');
  const api = catalogueApi({ version: '8', changes: [] });
  const errors: string[] = [];
  const fresh = createFreshPages({
    packageDir: built.dir,
    apiUrl: 'http://api.test',
    ...api,
    now: () => NOW,
    log: { info: () => undefined, error: (message: string) => errors.push(message) },
  });
  await fresh.check();
  assert.deepEqual(api.asked, []);
  assert.match(errors.join(), /not of the build served/);
  assert.equal(built.fragmentAt('/our-doctor/a'), '<p class="card">/our-doctor/a: Monday</p>');

  // Another server already wrote version 9: an older render (8) does not replace it.
  fs.writeFileSync(
    path.join(built.dir, PRERENDER_MODULE_DIR, PRERENDER_BUILD_FILE),
    JSON.stringify({ buildId: BUILD_ID }),
  );
  const index = built.readIndex();
  const newer = { ...index, catalogue: { version: '9', day: 'another day' } };
  fs.mkdirSync(path.join(built.state, 'pages'), { recursive: true });
  fs.writeFileSync(path.join(built.state, PAGE_INDEX_FILE), JSON.stringify(newer));
  const older = catalogueApi({ version: '8', changes: null });
  await createFreshPages({
    packageDir: built.dir,
    apiUrl: 'http://api.test',
    ...older,
    now: () => NOW,
    log: quiet,
  }).check();
  assert.deepEqual(built.readIndex().catalogue, { version: '9', day: 'another day' });
});

test('one render at a time: a poll while one runs waits for it', async (t) => {
  const built = builtPackage();
  t.after(built.remove);
  let versionsAsked = 0;
  const fresh = createFreshPages({
    packageDir: built.dir,
    apiUrl: 'http://api.test',
    fetchJson: async (url) => {
      if (url.endsWith('/version/')) versionsAsked += 1;
      return { version: '1', changes: [] };
    },
    now: () => NOW,
    log: quiet,
  });
  await Promise.all([fresh.check(), fresh.check(), fresh.check()]);
  assert.equal(versionsAsked, 1);
});

test('an API that does not answer leaves the pages as they were, said once while it lasts', async (t) => {
  const built = builtPackage();
  t.after(built.remove);
  const errors: string[] = [];
  const before = fs.readFileSync(path.join(built.dist, PAGE_INDEX_FILE), 'utf8');
  const fresh = createFreshPages({
    packageDir: built.dir,
    apiUrl: 'http://api.test',
    fetchJson: async () => {
      throw new Error('connect ECONNREFUSED');
    },
    now: () => NOW,
    log: { info: () => undefined, error: (message: string) => errors.push(message) },
  });
  await fresh.check();
  await fresh.check();
  assert.deepEqual(errors, ['fresh pages: connect ECONNREFUSED; the pages stay as they were']);
  assert.equal(fs.readFileSync(path.join(built.dist, PAGE_INDEX_FILE), 'utf8'), before);
});

test('a release that lands while pages are rendered keeps its index', async (t) => {
  const built = builtPackage();
  t.after(built.remove);
  built.write({ day: 'Thursday' });
  const indexFile = path.join(built.dist, PAGE_INDEX_FILE);
  const release = { ...built.readIndex(), buildId: 'feedfacefeedface' };
  const fresh = createFreshPages({
    packageDir: built.dir,
    apiUrl: 'http://api.test',
    // The release's index is written as the API is asked, after the render began with the old build.
    fetchJson: async () => {
      fs.writeFileSync(indexFile, JSON.stringify(release));
      return { version: '2', changes: null };
    },
    now: () => NOW,
    log: quiet,
  });
  await fresh.check();
  assert.deepEqual(built.readIndex(), release);
});

/** Every file under a folder with its bytes, to tell that nothing in it changed. */
const filesIn = (dir: string) =>
  Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), fs.readFileSync(file, 'utf8')];
      }),
  );

/** Makes a folder and everything in it read-only, as the image's dist/ is. */
const readOnly = (dir: string) => {
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    fs.chmodSync(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o555 : 0o444);
  }
  fs.chmodSync(dir, 0o555);
};
const writable = (dir: string) => {
  fs.chmodSync(dir, 0o755);
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    fs.chmodSync(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644);
  }
};

test('dist/ is never written: the pages rendered again go into the state folder', async (t) => {
  const built = builtPackage();
  t.after(() => {
    writable(built.dist);
    built.remove();
  });
  const before = filesIn(built.dist);
  readOnly(built.dist);
  built.write({ day: 'Friday' });
  const errors: string[] = [];
  await createFreshPages({
    packageDir: built.dir,
    apiUrl: 'http://api.test',
    ...catalogueApi({ version: '2', changes: null }),
    now: () => NOW,
    log: { info: () => undefined, error: (message: string) => errors.push(message) },
  }).check();
  assert.deepEqual(errors, []);
  assert.deepEqual(filesIn(built.dist), before);
  const rendered = pageIndexFrom(fs.readFileSync(path.join(built.state, PAGE_INDEX_FILE)));
  assert.equal(rendered.buildId, BUILD_ID);
  assert.deepEqual(rendered.catalogue, { version: '2', day: hospitalDayOf(NOW) });
  const doctor = rendered.pages.find((each) => each.path === '/our-doctor/a');
  assert.equal(
    fs.readFileSync(path.join(built.state, doctor?.fragment ?? ''), 'utf8'),
    '<p class="card">/our-doctor/a: Friday</p>',
  );
});

test("a state folder of another build is ignored, and replaced by a render for dist's", async (t) => {
  const built = builtPackage();
  t.after(built.remove);
  // What the server rendered for the build before this release, at a later version than the API's now.
  const earlier = { ...built.readIndex(), buildId: 'feedfacefeedface', catalogue: { version: '40', day: 'd' } };
  fs.mkdirSync(path.join(built.state, 'pages'), { recursive: true });
  fs.writeFileSync(path.join(built.state, PAGE_INDEX_FILE), JSON.stringify(earlier));
  assert.equal(built.readIndex().buildId, BUILD_ID);
  built.write({ day: 'Sunday' });
  const api = catalogueApi({ version: '3', changes: [] });
  await createFreshPages({
    packageDir: built.dir,
    apiUrl: 'http://api.test',
    ...api,
    now: () => NOW,
    log: quiet,
  }).check();
  // As for the build's own pages: every page from the live API, no changes asked since the other build's version.
  assert.deepEqual(api.asked, ['/api/catalogue/version/']);
  const index = pageIndexFrom(fs.readFileSync(path.join(built.state, PAGE_INDEX_FILE)));
  assert.equal(index.buildId, BUILD_ID);
  assert.deepEqual(index.catalogue, { version: '3', day: hospitalDayOf(NOW) });
  assert.equal(built.fragmentAt('/services'), '<p class="card">/services: Sunday</p>');
});
