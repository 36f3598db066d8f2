// @ts-check
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import zlib from 'node:zlib';
import {
  exposeOfWidget,
  fragmentFileOf,
  fragmentOf,
  hasExecutableScript,
  pageIndexOf,
  remoteBuildOf,
  shellBuildOf,
  shellPageWith,
  stylesheetsFor,
  withOgImages,
  widgetFileOf,
  withOwnStylesheetsInline,
  writeDataFile,
} from './prerender.mjs';
import { shellBuildIdOf } from 'site-server';

/** @param {string} title */
const meta = (title) => ({
  title,
  description: `${title}.`,
  jsonLd: [],
  robots: 'index, follow',
  lastmod: '2026-11-24',
});

test("a remote's build id is the manifest's hash; its CSS is its routes' stylesheets, once each", () => {
  const manifest = Buffer.from(
    JSON.stringify({
      exposes: [
        { path: './searchDocuments', assets: { css: { sync: ['search.css'], async: ['shared.css'] } } },
        { path: './routes', assets: { css: { sync: ['shared.css'], async: ['home.css', 'shared.css', 'blog.css'] } } },
      ],
    }),
  );
  const build = remoteBuildOf(manifest);
  assert.equal(build.buildId, createHash('sha256').update(manifest).digest('hex').slice(0, 16));
  assert.deepEqual(build.css, ['shared.css', 'home.css', 'blog.css']);
  // A widget's stylesheets are its own expose's.
  assert.deepEqual(build.cssOf('./searchDocuments'), ['search.css', 'shared.css']);
  assert.throws(() => build.cssOf('./Nothing'), /no \.\/Nothing expose/);
  assert.throws(() => remoteBuildOf(Buffer.from('{"exposes":[]}')), /no \.\/routes expose/);
});

test("a widget's fragment is filed by build and language apart from pages, its data marked as a widget's", () => {
  const grid = { key: 'mfe_services/DoctorsGrid;limit=8', lang: /** @type {const} */ ('hi') };
  assert.match(widgetFileOf('abc', grid), /^pages\/abc\/widgets\/hi\/DoctorsGrid-[0-9a-f]{8}\.html$/);
  // Each variant its own file.
  assert.notEqual(widgetFileOf('abc', grid), widgetFileOf('abc', { ...grid, key: 'mfe_services/DoctorsGrid;limit=4' }));
  assert.throws(() => widgetFileOf('abc', { key: '../x', lang: 'en' }), /not a widget variant/);
  assert.equal(exposeOfWidget(grid.key), './DoctorsGrid');
  assert.equal(
    fragmentOf('<ul></ul>', { '["doctors"]': [] }, 'widget'),
    '<ul></ul><script type="application/json" data-widget-data>{"[\\"doctors\\"]":[]}</script>',
  );
});

test("the shell's build id is the hash of its page's script sources, one per line", () => {
  const html = '<head><script defer src="/main.1a.js"></script><script src=\'/shared.2b.js\'></script></head>';
  assert.equal(
    shellBuildIdOf(html),
    createHash('sha256').update('/main.1a.js\n/shared.2b.js').digest('hex').slice(0, 16),
  );
});

test("the shell's own pages may link its lazy chunks' stylesheets, not those its page already links", () => {
  const html = '<head><link rel=stylesheet href=/main.1a.css><link rel="stylesheet" href="/2.3c.css"></head>';
  const build = shellBuildOf(html, ['main.1a.css', '2.3c.css', '9.terms.css', '4.chat.css', 'main.1a.js']);
  assert.deepEqual(build.css, ['4.chat.css', '9.terms.css']);
  assert.equal(build.buildId, shellBuildIdOf(html));
});

test("the shell's page paints with its own stylesheets written in, not linked", () => {
  const html =
    '<head><link rel=stylesheet href=/main.1a.css><link rel="stylesheet" href="/2.3c.css">' +
    '<link rel="stylesheet" href="http://cdn.test/x.css"></head>';
  const files = { 'main.1a.css': '.a{background:url(assets/a.svg)}', '2.3c.css': '.b{}' };
  assert.equal(
    withOwnStylesheetsInline(html, (file) => files[/** @type {keyof typeof files} */ (file)]),
    '<head><style data-href="/main.1a.css">.a{background:url(/assets/a.svg)}</style>' +
      '<style data-href="/2.3c.css">.b{}</style><link rel="stylesheet" href="http://cdn.test/x.css"></head>',
  );
});

test('a fragment may carry data scripts, never one a browser would run, however it is written', () => {
  assert.equal(hasExecutableScript('<main><script type="application/json">{}</script></main>'), false);
  assert.equal(hasExecutableScript("<main><script type='application/ld+json'>{}</script></main>"), false);
  assert.equal(hasExecutableScript('<main><SCRIPT>alert(1)</SCRIPT></main>'), true);
  assert.equal(hasExecutableScript('<main><script type=module src=/x.js></script></main>'), true);
  assert.equal(hasExecutableScript('<main><p>script</p></main>'), false);
});

test('fragments are filed by build and language, the root as index', () => {
  assert.equal(fragmentFileOf('abc', { path: '/', lang: 'en' }), 'pages/abc/en/index.html');
  assert.equal(fragmentFileOf('abc', { path: '/about', lang: 'en' }), 'pages/abc/en/about.html');
  assert.equal(fragmentFileOf('abc', { path: '/blog/air', lang: 'en' }), 'pages/abc/en/blog/air.html');
  assert.equal(fragmentFileOf('abc', { path: '/hi/about', lang: 'hi' }), 'pages/abc/hi/about.html');
  assert.equal(fragmentFileOf('abc', { path: '/hi', lang: 'hi' }), 'pages/abc/hi/index.html');
  assert.throws(() => fragmentFileOf('abc', { path: '/blog/../secrets', lang: 'en' }), /not a page path/);
});

test('a fragment carries its data as JSON no text can break out of, and none when there is none', () => {
  assert.equal(fragmentOf('<h1>About</h1>', {}), '<h1>About</h1>');
  const fragment = fragmentOf('<h1>Home</h1>', { '["news"]': ['</script><script>alert(1)</script>'] });
  assert.equal(
    fragment,
    '<h1>Home</h1><script type="application/json" data-page-data>' +
      '{"[\\"news\\"]":["\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"]}</script>',
  );
  const json = fragment.slice(fragment.indexOf('>{') + 1, -'</script>'.length);
  assert.deepEqual(JSON.parse(json), { '["news"]': ['</script><script>alert(1)</script>'] });
});

test('the page index lists each page with its fragment, meta, and its languages as alternates', () => {
  const index = pageIndexOf({
    owner: 'mfe_content',
    buildId: '0123456789abcdef',
    routes: ['/', '/about'],
    css: ['1.css'],
    pages: [
      { path: '/', lang: 'en', meta: meta('Home'), css: ['1.css'] },
      { path: '/about', lang: 'en', meta: { ...meta('About'), image: 'pages/og/about.png' }, css: [] },
      { path: '/hi/about', lang: 'hi', meta: meta('हमारे बारे में'), css: [] },
    ],
  });
  assert.deepEqual(
    { ...index, pages: [] },
    {
      version: 1,
      owner: 'mfe_content',
      buildId: '0123456789abcdef',
      routes: ['/', '/about'],
      css: ['1.css'],
      pages: [],
      widgets: [],
    },
  );
  assert.deepEqual(index.pages[0], {
    path: '/',
    lang: 'en',
    fragment: 'pages/0123456789abcdef/en/index.html',
    title: 'Home',
    description: 'Home.',
    canonical: '/',
    alternates: [
      { hreflang: 'en-IN', path: '/' },
      { hreflang: 'x-default', path: '/' },
    ],
    image: null,
    jsonLd: [],
    robots: 'index, follow',
    lastmod: '2026-11-24',
    css: ['1.css'],
  });
  const about = [
    { hreflang: 'en-IN', path: '/about' },
    { hreflang: 'hi-IN', path: '/hi/about' },
    { hreflang: 'x-default', path: '/about' },
  ];
  assert.deepEqual(index.pages[1]?.alternates, about);
  assert.equal(index.pages[1]?.image, 'pages/og/about.png');
  assert.deepEqual(index.pages[2]?.alternates, about);
  assert.equal(index.pages[2]?.canonical, '/hi/about');
  assert.equal(index.pages[2]?.fragment, 'pages/0123456789abcdef/hi/about.html');
});

test("a page links the stylesheets that style its HTML's classes, in the remote's order", () => {
  const sheets = [
    { file: 'shared.css', classes: new Set(['c-card', 'c-grid']) },
    { file: 'home.css', classes: new Set(['c-hero']) },
    { file: 'blog.css', classes: new Set(['c-post']) },
  ];
  assert.deepEqual(stylesheetsFor('<section class="c-hero"><div class="x  c-grid">Home</div></section>', sheets), [
    'shared.css',
    'home.css',
  ]);
  assert.deepEqual(stylesheetsFor('<p>No classes</p>', sheets), []);
});

test("each page with a card gets its Open Graph image, named in the index as the package's file", async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-og-'));
  try {
    const card = { title: 'Cardiology', subtitle: 'Heart care in Faridabad.' };
    /** @type {(import('./prerender.mjs').PageAddress & { meta: import('./prerender.mjs').PageMeta })[]} */
    const listed = [
      { path: '/services/cardiology', lang: 'en', meta: { ...meta('Cardiology'), card } },
      {
        path: '/hi/services/cardiology',
        lang: 'hi',
        meta: { ...meta('हृदय रोग'), card: { ...card, title: 'हृदय रोग' } },
      },
      { path: '/login', lang: 'en', meta: meta('Sign in') },
    ];
    const { pages, written } = await withOgImages(dist, listed, { withSiteDefault: false });
    assert.deepEqual(
      pages.map((page) => page.meta.image ?? null),
      ['pages/og/services-cardiology.png', 'pages/og/hi-services-cardiology.png', null],
    );
    assert.deepEqual(
      written.map(({ file }) => file),
      ['og/services-cardiology.png', 'og/hi-services-cardiology.png'],
    );
    for (const page of pages.slice(0, 2)) {
      const png = fs.readFileSync(path.join(dist, String(page.meta.image)));
      // PNG's header chunk: width and height.
      assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [1200, 630]);
    }
  } finally {
    fs.rmSync(dist, { recursive: true, force: true });
  }
});

test("the shell's page in a language: its layout written in, marked as that language, the same scripts", () => {
  const built =
    '<!doctype html><html lang=en-IN><head><script defer src=/main.1.js></script></head>' +
    '<body><noscript>This site needs JavaScript.</noscript><div id=root></div></body></html>';
  const hindi = shellPageWith(built, '<header>होम</header>', 'hi');
  assert.equal(
    hindi,
    '<!doctype html><html lang="hi-IN"><head><script defer src=/main.1.js></script></head>' +
      '<body><div id=root><header>होम</header></div></body></html>',
  );
  assert.match(shellPageWith(built, '<header>Home</header>', 'en'), /^<!doctype html><html lang="en-IN">/);
  // One build: the server pairs either page with the same fragments.
  assert.equal(shellBuildIdOf(hindi), shellBuildIdOf(built));
});

test("the shell's start script runs in the page's head, before anything paints", () => {
  const built = '<!doctype html><html lang=en-IN><head><title>A</title></head><body><div id=root></div></body></html>';
  assert.match(
    shellPageWith(built, '<header>Home</header>', 'en', 'window.started=1'),
    /<title>A<\/title><script>window.started=1<\/script><\/head>/,
  );
  assert.throws(() => shellPageWith(built, '', 'en', '"</script><script>x()"'));
});

test("a package's data file is JSON in dist/ with its compressed twins, and stays inside dist/", () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'data-file-'));
  try {
    writeDataFile(dist, 'search/en.json', [{ title: 'Accident & Emergency', words: 'cashless dengue' }]);
    const file = path.join(dist, 'search', 'en.json');
    assert.deepEqual(JSON.parse(fs.readFileSync(file, 'utf8')), [
      { title: 'Accident & Emergency', words: 'cashless dengue' },
    ]);
    assert.equal(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString('utf8'), fs.readFileSync(file, 'utf8'));
    assert.equal(
      zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString('utf8'),
      fs.readFileSync(file, 'utf8'),
    );
    assert.throws(() => writeDataFile(dist, '../outside.json', []), /inside dist/);
    assert.throws(() => writeDataFile(dist, 'search/en.js', []), /\.json file/);
  } finally {
    fs.rmSync(dist, { recursive: true, force: true });
  }
});
