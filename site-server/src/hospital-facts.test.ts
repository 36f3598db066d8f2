import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fragmentFileOf, pageIndexOf, PRERENDER_BUILD_FILE, type PageAddress } from './fragments.js';
import { createFreshPages, PRERENDER_MODULE_DIR } from './fresh-pages.js';
import { createHospitalFacts, hospitalFactsOf } from './hospital-facts.js';
import { PAGE_INDEX_FILE, pageIndexFrom, type PageIndex } from './page-index.js';
import { PAGES_STATE_FOLDER, pagesState } from './pages-state.js';
import { shellBuildIdOf } from './prerendered-pages.js';
import { createBuildServer } from './serve.js';

const quiet = { info: () => undefined, error: () => undefined };
const FACTS_AT_FIRST = { emergencyPhone: '+91 129 400 0108', supportPhone: '+91 129 400 0000', latitude: 28.39 };
const FACTS_SAVED = { emergencyPhone: '+91 129 411 1999', supportPhone: '+91 129 411 1000', latitude: 28.39 };

test('only text and number facts are taken from an answer; an answer without facts has none', () => {
  assert.deepEqual(
    hospitalFactsOf({ ...FACTS_AT_FIRST, bad: { nested: true }, nan: Number.NaN, version: 3 }),
    FACTS_AT_FIRST,
  );
  assert.equal(hospitalFactsOf([]), null);
  assert.equal(hospitalFactsOf({ version: 3 }), null);
  assert.equal(hospitalFactsOf(null), null);
});

test('the facts are read again only when the catalogue moved; an API down keeps the last ones, said once', async () => {
  const answers: unknown[] = [{ ...FACTS_AT_FIRST, version: 1 }];
  const asked: string[] = [];
  const errors: string[] = [];
  const facts = createHospitalFacts({
    apiUrl: 'http://api.test',
    fetchJson: async (url) => {
      asked.push(url);
      const answer = answers.shift();
      if (answer instanceof Error) throw answer;
      return answer;
    },
    log: { error: (message: string) => errors.push(message) },
  });
  assert.equal(facts.current(), null);
  assert.equal(await facts.follow('1'), true);
  assert.deepEqual(facts.current(), FACTS_AT_FIRST);
  assert.equal(await facts.follow('1'), false);
  assert.deepEqual(asked, ['http://api.test/api/hospital/facts/']);

  answers.push(new Error('connect ECONNREFUSED'), new Error('connect ECONNREFUSED'));
  assert.equal(await facts.follow('2'), false);
  assert.equal(await facts.follow('2'), false);
  assert.deepEqual(facts.current(), FACTS_AT_FIRST);
  assert.equal(errors.length, 1);
  assert.match(errors[0] ?? '', /ECONNREFUSED; the pages keep the last facts read/);

  answers.push({ ...FACTS_SAVED, version: 2 });
  assert.equal(await facts.follow('2'), true);
  assert.deepEqual(facts.current(), FACTS_SAVED);
});

const layoutOf = (lang: string, phone: string) =>
  `<header lang="${lang}"><a href="tel:${phone.replaceAll(' ', '')}">${phone}</a></header><main><div data-page-region="server"><!--page-region--></div></main>`;
const shellPageOf = (lang: string, phone: string, script = '/main.0123abcd.js') =>
  `<!doctype html><html lang="${lang}"><head><title>shell</title><script src="${script}"></script></head><body><div id="root">${layoutOf(lang, phone)}</div></body></html>`;

/**
 * The shell's folder as its build leaves it: its page in each language with the layout rendered
 * from the build's facts, its own pages' index (/terms, whose text names the support phone) and the
 * pages' module beside dist/, which renders from the facts put in force (its `pagesShowing` names
 * no page, so only the shared rule can render /terms again for the hospital).
 */
function builtShell() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hospital-facts-'));
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(path.join(dir, PRERENDER_MODULE_DIR), { recursive: true });
  fs.mkdirSync(path.join(dist, 'pages'), { recursive: true });
  const built = FACTS_AT_FIRST.emergencyPhone;
  fs.writeFileSync(path.join(dist, 'index.html'), shellPageOf('en', built));
  fs.writeFileSync(path.join(dist, 'index.hi.html'), shellPageOf('hi', built));
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{"exposes":[]}');
  const buildId = shellBuildIdOf(shellPageOf('en', built));
  const pages: PageAddress[] = [
    { path: '/terms', lang: 'en' },
    { path: '/hi/terms', lang: 'hi' },
  ];
  for (const each of pages) {
    const file = path.join(dist, fragmentFileOf(buildId, each));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `<p>Write to us or call ${FACTS_AT_FIRST.supportPhone}</p>`);
  }
  const meta = { title: 'Terms', description: 'D', jsonLd: [], robots: 'index, follow', lastmod: '2026-11-01' };
  const index = pageIndexOf({
    owner: 'shell',
    buildId,
    routes: ['/terms'],
    css: [],
    pages: pages.map((each) => ({ ...each, meta, css: [] })),
  });
  fs.writeFileSync(path.join(dist, PAGE_INDEX_FILE), JSON.stringify(index));
  fs.writeFileSync(path.join(dir, PRERENDER_MODULE_DIR, PRERENDER_BUILD_FILE), JSON.stringify({ buildId }));
  fs.writeFileSync(
    path.join(dir, PRERENDER_MODULE_DIR, 'prerender.cjs'),
    `const defaults = ${JSON.stringify(FACTS_AT_FIRST)};
let facts = defaults;
exports.setHospitalFacts = (next) => { facts = { ...defaults, ...next }; };
exports.listPages = async () => ${JSON.stringify(pages)};
exports.pagesShowing = async () => [];
exports.renderPage = async () => ({
  html: '<p>Write to us or call ' + facts.supportPhone + '</p>',
  data: {},
  meta: ${JSON.stringify(meta)},
});
exports.renderShellPage = async ({ lang }) =>
  '<header lang="' + lang + '"><a href="tel:' + facts.emergencyPhone.replaceAll(' ', '') + '">' + facts.emergencyPhone + '</a></header>' +
  '<main><div data-page-region="server"><!--page-region--></div></main>';
`,
  );
  const state = path.join(dir, PAGES_STATE_FOLDER);
  const readIndex = (): PageIndex => {
    const stateFile = path.join(state, PAGE_INDEX_FILE);
    return pageIndexFrom(fs.readFileSync(fs.existsSync(stateFile) ? stateFile : path.join(dist, PAGE_INDEX_FILE)));
  };
  const fragmentAt = (pagePath: string) => {
    const entry = readIndex().pages.find((each) => each.path === pagePath);
    const rendered = path.join(state, entry?.fragment ?? '');
    return fs.readFileSync(fs.existsSync(rendered) ? rendered : path.join(dist, entry?.fragment ?? ''), 'utf8');
  };
  return {
    dir,
    dist,
    state,
    buildId,
    readIndex,
    fragmentAt,
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** The API as a page server reads it: the catalogue's version, its changes and the facts in force. */
function hospitalApi() {
  const api = {
    version: '1',
    changes: [] as { subject: string; at: string }[],
    facts: FACTS_AT_FIRST as Record<string, string | number>,
  };
  const fetchJson = async (url: string) => {
    if (url.endsWith('/api/catalogue/version/')) return { version: api.version };
    if (url.endsWith('/api/hospital/facts/')) return { ...api.facts, version: Number(api.version) };
    return { version: api.version, changes: api.changes };
  };
  const save = (facts: Record<string, string | number>, version: string, at: string) =>
    Object.assign(api, { facts, version, changes: [{ subject: 'hospital', at }] });
  return { api, fetchJson, save };
}

const NOW = new Date('2026-12-06T10:00:00.000Z');

test("a hospital change renders every page again with the facts read, and the shell's layout for its build", async (t) => {
  const shell = builtShell();
  t.after(shell.remove);
  const { fetchJson, save } = hospitalApi();
  const facts = createHospitalFacts({ apiUrl: 'http://api.test', fetchJson, log: quiet });
  const fresh = createFreshPages({
    packageDir: shell.dir,
    apiUrl: 'http://api.test',
    fetchJson,
    facts,
    shell: true,
    now: () => NOW,
    log: quiet,
  });
  const served = pagesState(shell.dist, shell.state);
  await fresh.check();
  // The first poll renders from the live API: the same facts, the same HTML and date.
  assert.equal(shell.fragmentAt('/terms'), `<p>Write to us or call ${FACTS_AT_FIRST.supportPhone}</p>`);
  assert.equal(shell.readIndex().pages[0]?.lastmod, '2026-11-01');

  const savedAt = '2026-12-06T09:59:40.000Z';
  save(FACTS_SAVED, '2', savedAt);
  await fresh.check();
  // The module says no page shows `hospital`: every page is rendered again all the same.
  for (const pagePath of ['/terms', '/hi/terms']) {
    assert.equal(shell.fragmentAt(pagePath), `<p>Write to us or call ${FACTS_SAVED.supportPhone}</p>`);
    assert.equal(shell.readIndex().pages.find((each) => each.path === pagePath)?.lastmod, savedAt);
  }
  for (const lang of ['en', 'hi'] as const) {
    const layout = served.layoutFor(lang);
    assert.ok(layout, `a ${lang} layout rendered again`);
    const html = fs.readFileSync(layout, 'utf8');
    assert.ok(html.includes(`<a href="tel:+911294111999">${FACTS_SAVED.emergencyPhone}</a>`), html);
    assert.ok(!html.includes(FACTS_AT_FIRST.emergencyPhone));
    // The page as built around it: its script, its language.
    assert.ok(html.includes('<script src="/main.0123abcd.js"></script>'));
    assert.ok(html.includes(`<html lang="${lang}">`));
  }

  // A release of the shell (another script): its own layout is served, not one of the build before.
  fs.writeFileSync(path.join(shell.dist, 'index.html'), shellPageOf('en', 'x', '/main.99999999.js'));
  fs.utimesSync(path.join(shell.dist, 'index.html'), new Date(), new Date(Date.now() + 5000));
  assert.equal(served.layoutFor('en'), null);
});

/** A stand-in API on a free port, answering what `hospitalApi` holds. */
async function listeningApi() {
  const held = hospitalApi();
  const server = http.createServer((request, response) => {
    void held.fetchJson(request.url ?? '').then((answer) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { ...held, url, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The run-time configuration a page carries. */
const configOf = (html: string) =>
  JSON.parse(/<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as {
    hospital?: Record<string, unknown>;
  };

/** Asks `read` until `done` holds of its answer, for up to `ms` (the server polls every second). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 8000): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await new Promise((resolve) => setImmediate(resolve));
    value = await read();
  }
  return value;
}

test("the shell's server writes the facts in force into each page's configuration and serves its layout rendered again", async (t) => {
  const shell = builtShell();
  t.after(shell.remove);
  const api = await listeningApi();
  t.after(api.close);
  Object.assign(process.env, {
    PAGES_API_URL: api.url,
    API_URL: 'https://api.example.in',
    PAGES_POLL_SECONDS: '1',
    MFE_CONTENT_URL: 'http://127.0.0.1:9/mf-manifest.json',
    MFE_SERVICES_URL: 'http://127.0.0.1:9/mf-manifest.json',
    MFE_BOOKING_URL: 'http://127.0.0.1:9/mf-manifest.json',
    MFE_DESK_URL: 'http://127.0.0.1:9/mf-manifest.json',
  });
  const app = await createBuildServer({ packageDir: shell.dir, preloadRemotePages: true, freshPages: true });
  t.after(() => app.close());
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const page = async (pathname: string) => (await fetch(`${base}${pathname}`)).text();

  const first = await eventually(
    () => page('/'),
    (html) => configOf(html).hospital !== undefined,
  );
  assert.deepEqual(configOf(first).hospital, FACTS_AT_FIRST);
  assert.deepEqual(
    ((await (await fetch(`${base}/runtime-config.json`)).json()) as { hospital: unknown }).hospital,
    FACTS_AT_FIRST,
  );

  api.save(FACTS_SAVED, '2', new Date().toISOString());
  const saved = await eventually(
    () => page('/hi/terms'),
    (html) => html.includes(`>${FACTS_SAVED.emergencyPhone}</a>`),
  );
  assert.deepEqual(configOf(saved).hospital, FACTS_SAVED);
  assert.ok(saved.includes('<header lang="hi">'), 'the Hindi layout');
  assert.ok(!saved.includes(FACTS_AT_FIRST.emergencyPhone));
});
