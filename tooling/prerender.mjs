#!/usr/bin/env node
// @ts-check
/**
 * `prerender`, run by a package's `build` after webpack, from the package's folder: bundles its
 * `src/app/prerender.tsx` for Node (webpack.mjs `prerenderConfig`), starts the embedded API with its
 * seed in a temporary data folder (or uses PRERENDER_API_URL), renders every page the module lists
 * and writes them beside the package's JavaScript: `dist/pages/<buildId>/<lang>/<path>.html` and
 * the page index `dist/pages/index.json` (docs: the HTML-first contract). A page whose render throws
 * fails the build, naming the page.
 *
 * The package's federation name is its npm name as an identifier (`mfe-content` → `mfe_content`).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import webpack from 'webpack';
import { ogImageFile, writeOgImages } from './og-image.mjs';
import {
  API_URL_TOKEN,
  buildIdOf,
  classesOfCss,
  fragmentFileOf,
  fragmentOf,
  hasExecutableScript,
  HREFLANG,
  LAYOUT_PATH,
  PACKAGE_URL_TOKEN,
  PAGE_INDEX_FILE,
  pageIndexOf,
  PRERENDER_BUILD_FILE,
  pathInLanguage,
  SITE_URL_TOKEN,
  inlineStylesheet,
  parseHtml,
  shellBuildIdOf,
  shellPageFileOf,
  stylesheetsFor,
  widgetFileOf,
} from 'site-server';

import { readSiteRoutes } from './startup-assets.mjs';
import { PRERENDER_DIR, prerenderConfig, publicBaseUrl } from './webpack.mjs';

// Written by the page server too, when it renders pages again (site-server's fragments.ts).
export { fragmentFileOf, fragmentOf, hasExecutableScript, pageIndexOf, stylesheetsFor, widgetFileOf };
const require = createRequire(import.meta.url);

/** How long the embedded API may take to start (it creates and seeds its database first). */
const API_START_TIMEOUT_MS = 150_000;

/**
 * @typedef {import('site-server').Language} Language
 * @typedef {{ path: string, lang: Language }} PageAddress
 * @typedef {{
 *   title: string,
 *   description: string,
 *   jsonLd: unknown[],
 *   robots: string,
 *   lastmod: string,
 *   image?: string | null,
 *   card?: { title: string, subtitle: string },
 * }} PageMeta what a page's render says of it; `card` is what its Open Graph image says, in the
 *   page's language (the prerender draws it and sets `image`)
 * @typedef {{ html: string, data: Record<string, unknown>, meta: PageMeta }} RenderedPage
 * @typedef {{ apiUrl: string, publicApiUrl: string, siteUrl: string }} PrerenderApi
 * @typedef {{ key: string, lang: Language }} WidgetAddress a widget variant (shared-ui's
 *   `SERVER_WIDGETS`, named by `widgetVariantKey`: `mfe_services/DoctorsGrid;limit=8`) in a language
 * @typedef {{
 *   listPages: (api: PrerenderApi) => Promise<PageAddress[]>,
 *   renderPage: (page: PageAddress, api: PrerenderApi) => Promise<RenderedPage>,
 *   renderShellPage?: (page: { lang: Language, layoutPath: string }, api: PrerenderApi) => Promise<string>,
 *   startScript?: string,
 *   listWidgets?: () => WidgetAddress[],
 *   renderWidget?: (widget: WidgetAddress, api: PrerenderApi) => Promise<{ html: string, data: Record<string, unknown> }>,
 *   dataFiles?: () => Promise<{ file: string, data: unknown }[]>,
 * }} PrerenderModule `dataFiles`: data the package's code fetches at run time (mfe-content's search
 *   documents), built from its sources and written as JSON into dist/ at `file`, precompressed
 * @typedef {import('site-server').IndexedWidget} IndexedWidget a widget other packages' pages show,
 *   served into them by the shell's server, with the stylesheets it needs
 * @typedef {import('site-server').PageIndex} PageIndex the page index (its format: site-server)
 */

/**
 * A remote's build id, the stylesheets its pages need (every CSS file of its `./routes` expose,
 * loaded at once or with a page's chunk) and those of each of its exposes (`./DoctorsGrid`).
 * @param {Buffer} manifestBytes dist/mf-manifest.json as written
 */
export function remoteBuildOf(manifestBytes) {
  const manifest = JSON.parse(manifestBytes.toString('utf8'));
  /** @type {{ path: string, assets: { css: { sync: string[], async: string[] } } }[]} */
  const exposes = manifest.exposes ?? [];
  /** @param {string} expose */
  const cssOf = (expose) => {
    const found = exposes.find((candidate) => candidate.path === expose);
    if (!found) throw new Error(`mf-manifest.json has no ${expose} expose`);
    return [...new Set([...found.assets.css.sync, ...found.assets.css.async])];
  };
  return { buildId: buildIdOf(manifestBytes), css: cssOf('./routes'), cssOf };
}

/**
 * The shell's build id, and the stylesheets its own pages may need: those of its lazy chunks (a
 * page such as /terms comes in one), as the page it serves links its first ones itself.
 * @param {string} html dist/index.html @param {readonly string[]} files dist's file names
 */
export function shellBuildOf(html, files) {
  const linked = new Set(
    parseHtml(html)
      .querySelectorAll('link[href]')
      .map((link) => (link.getAttribute('href') ?? '').replace(/^\//, '')),
  );
  const css = files.filter((file) => file.endsWith('.css') && !linked.has(file)).sort();
  return { buildId: shellBuildIdOf(html), css, cssOf: () => [] };
}

/** The expose a widget variant's code is (`mfe_services/DoctorsGrid;limit=8` → `./DoctorsGrid`). */
export const exposeOfWidget = (/** @type {string} */ key) => `./${key.split(';')[0]?.split('/')[1]}`;

/**
 * Each page's Open Graph image drawn into `dist/pages/og/` from its `card` (the shell's build adds
 * the site default, for pages with none), and the pages with `image` set to it, relative to the
 * package's base URL as the index names files.
 * @template {PageAddress & { meta: PageMeta }} Page
 * @param {string} dist
 * @param {Page[]} pages
 * @param {{ withSiteDefault: boolean }} options
 * @returns {Promise<{ pages: Page[], written: Awaited<ReturnType<typeof writeOgImages>> }>}
 */
export async function withOgImages(dist, pages, { withSiteDefault }) {
  const carded = pages.flatMap(({ path: pagePath, lang, meta }) =>
    meta.card ? [{ path: pathInLanguage({ path: pagePath, lang }), lang, ...meta.card }] : [],
  );
  const written = await writeOgImages(path.join(dist, 'pages'), carded, { withSiteDefault });
  return {
    pages: pages.map((page) =>
      page.meta.card
        ? { ...page, meta: { ...page.meta, image: `pages/${ogImageFile(pathInLanguage(page), page.lang)}` } }
        : page,
    ),
    written,
  };
}

/**
 * The shell's page with its layout in a language written in, marked as that language. With its
 * layout and pages written in, the page reads without script: the template's "needs JavaScript"
 * notice would no longer be true (a form page says what does need it).
 * `startScript`: the layout's script to run in the head before the page paints (allowed by its hash:
 * headScriptHashesOf).
 * @param {string} html the built dist/index.html @param {string} layout @param {Language} lang
 * @param {string} [startScript]
 */
export function shellPageWith(html, layout, lang, startScript) {
  if (startScript !== undefined && /<\/script/i.test(startScript))
    throw new Error('A start script cannot hold </script');
  const page = parseHtml(html);
  if (startScript !== undefined)
    page.querySelector('head')?.insertAdjacentHTML('beforeend', `<script>${startScript}</script>`);
  page.querySelector('html')?.setAttribute('lang', HREFLANG[lang]);
  // The template's notice for browsers without script (tooling/index.html): text only.
  for (const notice of page.querySelectorAll('noscript'))
    if (notice.childNodes.every((node) => node.nodeType === 3)) notice.remove();
  page.querySelector('#root')?.set_content(layout);
  return page.toString();
}

/** A stylesheet of the shell's own build, as its page links it: `/main.1a.css`. */
const OWN_STYLESHEET = /^\/([^/]+\.css)$/;

/**
 * The shell's page with its own stylesheets written in (`inlineStylesheet`): its layout paints with
 * the HTML, not after a request per file.
 * @param {string} html @param {(file: string) => string} readFile a file of the build, by name
 */
export function withOwnStylesheetsInline(html, readFile) {
  const page = parseHtml(html);
  for (const link of page.querySelectorAll('link[rel="stylesheet"][href]')) {
    const file = OWN_STYLESHEET.exec(link.getAttribute('href') ?? '')?.[1];
    const inline = file === undefined ? undefined : inlineStylesheet(`/${file}`, readFile(file));
    if (inline) link.replaceWith(inline);
  }
  return page.toString();
}

/** @param {import('webpack').Configuration} config */
function bundle(config) {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) reject(error);
      else if (!stats || stats.hasErrors()) reject(new Error(stats?.toString('errors-only') ?? 'webpack failed'));
      else resolve(undefined);
    });
  });
}

/**
 * The embedded API on a free port, with its seed in a temporary folder that goes with it.
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
async function startEmbeddedApi() {
  const server = path.join(path.dirname(require.resolve('api/package.json')), 'dist', 'server.js');
  if (!fs.existsSync(server)) throw new Error(`${server} is missing: build the API first (npm run build -w api)`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-api-'));
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, API_PORT: '0', API_HOST: '127.0.0.1', API_DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // The database is removed once the server has stopped writing it: removed while it still writes,
  // a folder may refill under the removal (ENOTEMPTY).
  const stop = async () => {
    child.kill();
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  };
  try {
    /** Its last log lines, to say why when it does not start. */
    const logged = /** @type {string[]} */ ([]);
    const url = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the embedded API did not start')), API_START_TIMEOUT_MS);
      child.once('exit', (code) =>
        reject(new Error(`the embedded API stopped (exit code ${code}):\n${logged.join('\n')}`)),
      );
      // fastify logs where it listens; the port is the one the system gave it.
      readline.createInterface({ input: /** @type {NodeJS.ReadableStream} */ (child.stdout) }).on('line', (line) => {
        logged.push(line);
        if (logged.length > 20) logged.shift();
        const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (!listening) return;
        clearTimeout(timer);
        resolve(listening[1]);
      });
    });
    return { url: /** @type {string} */ (url), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A file and its precompressed twins, written again. @param {string} file @param {string} text */
function writeWithCompressed(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  for (const [extension, compress] of /** @type {const} */ ([
    ['.gz', zlib.gzipSync],
    ['.br', zlib.brotliCompressSync],
  ])) {
    if (fs.existsSync(`${file}${extension}`)) fs.writeFileSync(`${file}${extension}`, compress(text));
  }
}

/**
 * A data file a package's code fetches, as JSON in dist/, with its gzip and brotli twins (served
 * precompressed). @param {string} dist @param {string} file a relative path inside dist/ @param {unknown} data
 */
export function writeDataFile(dist, file, data) {
  const target = path.resolve(dist, file);
  if (!target.startsWith(`${path.resolve(dist)}${path.sep}`) || !target.endsWith('.json')) {
    throw new Error(`a data file must be a .json file inside dist/, not ${file}`);
  }
  const text = JSON.stringify(data);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, text);
  fs.writeFileSync(`${target}.gz`, zlib.gzipSync(text));
  fs.writeFileSync(`${target}.br`, zlib.brotliCompressSync(text));
}

/**
 * The widgets a package serves into other packages' pages, written beside its pages.
 * @param {PrerenderModule} pagesModule @param {PrerenderApi} api
 * @param {{ dist: string, buildId: string, cssOf: (expose: string, html: string) => string[] }} build
 *   `cssOf`: the stylesheets of its expose that its HTML needs
 */
async function prerenderWidgets({ listWidgets, renderWidget }, api, { dist, buildId, cssOf }) {
  /** @type {IndexedWidget[]} */
  const indexed = [];
  let bytes = 0;
  if (!listWidgets || !renderWidget) return { indexed, bytes };
  for (const widget of listWidgets()) {
    const result = await renderWidget(widget, api).catch((error) => {
      throw new Error(
        `prerender of widget ${widget.key} (${widget.lang}) failed: ${error instanceof Error ? error.message : error}`,
        { cause: error },
      );
    });
    if (hasExecutableScript(result.html)) {
      throw new Error(`prerender of widget ${widget.key} wrote a script, which the site's policy refuses`);
    }
    const fragment = fragmentOf(result.html, result.data, 'widget');
    bytes += Buffer.byteLength(fragment);
    const file = widgetFileOf(buildId, widget);
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), fragment);
    indexed.push({ ...widget, fragment: file, css: cssOf(exposeOfWidget(widget.key), result.html) });
  }
  return { indexed, bytes };
}

/** @param {string} packageDir */
export async function prerender(packageDir) {
  const started = performance.now();
  const ownPackage = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const owner = String(ownPackage.name).replace(/-/g, '_');
  const dist = path.join(packageDir, 'dist');

  // A remote's files are named by a token, as the API is: the build's own idea of the remote's
  // address (its port at build time) is not where the site serves it. The shell's are on its page's origin.
  const publicUrl = publicBaseUrl(owner, process.env) === '/' ? '/' : PACKAGE_URL_TOKEN;
  await bundle(prerenderConfig({ packageDir, federationName: owner, publicUrl }));
  /** @type {PrerenderModule} */
  const pagesModule = require(path.join(packageDir, PRERENDER_DIR, 'prerender.cjs'));

  const shellPage = path.join(dist, 'index.html');
  const manifest = path.join(dist, 'mf-manifest.json');
  const isShell = typeof pagesModule.renderShellPage === 'function';
  const { buildId, css, cssOf } = isShell
    ? shellBuildOf(fs.readFileSync(shellPage, 'utf8'), fs.readdirSync(dist))
    : remoteBuildOf(fs.readFileSync(manifest));
  const routes = (await readSiteRoutes()).filter((route) => route.owner === owner).map((route) => route.path);

  const given = process.env.PRERENDER_API_URL;
  const api = given ? { url: given, stop: async () => undefined } : await startEmbeddedApi();
  // Image addresses in the HTML name the API by a token: the shell's server writes in the API its
  // visitors' browsers call, so one build serves any API (run-time configuration).
  /** @type {PrerenderApi} */
  // Absolute URLs in JSON-LD name the site by a token in the same way, written in from SITE_URL.
  const apiContext = { apiUrl: api.url, publicApiUrl: API_URL_TOKEN, siteUrl: SITE_URL_TOKEN };
  try {
    const rendered = [];
    let fragmentBytes = 0;
    /** @type {Map<string, Set<string>>} */
    const classesByFile = new Map();
    /** A stylesheet's classes, read once. @param {readonly string[]} files */
    const sheetsOf = (files) =>
      files.map((file) => {
        let classes = classesByFile.get(file);
        if (!classes) {
          classes = classesOfCss(fs.readFileSync(path.join(dist, file), 'utf8'));
          classesByFile.set(file, classes);
        }
        return { file, classes };
      });
    const stylesheets = sheetsOf(css);
    for (const page of await pagesModule.listPages(apiContext)) {
      const result = await pagesModule.renderPage(page, apiContext).catch((error) => {
        throw new Error(
          `prerender of ${page.lang} ${page.path} failed: ${error instanceof Error ? error.message : error}`,
          {
            cause: error,
          },
        );
      });
      if (hasExecutableScript(result.html)) {
        throw new Error(`prerender of ${page.lang} ${page.path} wrote a script, which the site's policy refuses`);
      }
      const fragment = fragmentOf(result.html, result.data);
      fragmentBytes += Buffer.byteLength(fragment);
      const file = path.join(dist, fragmentFileOf(buildId, page));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, fragment);
      rendered.push({ ...page, meta: result.meta, css: stylesheetsFor(result.html, stylesheets) });
    }
    if (pagesModule.renderShellPage) {
      const built = fs.readFileSync(shellPage, 'utf8');
      if (parseHtml(built).querySelector('#root')?.childNodes.length !== 0) {
        throw new Error('dist/index.html has no empty <div id="root">');
      }
      const html = withOwnStylesheetsInline(built, (file) => fs.readFileSync(path.join(dist, file), 'utf8'));
      // One page per language (index.html, index.hi.html), the layout in its words and links: the
      // server picks by the address's language.
      for (const lang of /** @type {Language[]} */ (Object.keys(HREFLANG))) {
        const layout = await pagesModule.renderShellPage({ lang, layoutPath: LAYOUT_PATH }, apiContext);
        writeWithCompressed(
          path.join(dist, shellPageFileOf(lang)),
          shellPageWith(html, layout, lang, pagesModule.startScript),
        );
      }
    }
    const ogStarted = performance.now();
    const og = await withOgImages(dist, rendered, { withSiteDefault: isShell });
    const ogSeconds = ((performance.now() - ogStarted) / 1000).toFixed(1);
    const ogBytes = og.written.reduce((sum, image) => sum + image.bytes, 0);
    const widgets = await prerenderWidgets(pagesModule, apiContext, {
      dist,
      buildId,
      cssOf: (expose, html) => stylesheetsFor(html, sheetsOf(cssOf(expose))),
    });
    fragmentBytes += widgets.bytes;
    for (const { file, data } of (await pagesModule.dataFiles?.()) ?? []) writeDataFile(dist, file, data);
    const index = pageIndexOf({ owner, buildId, routes, css, pages: og.pages, widgets: widgets.indexed });
    writeWithCompressed(path.join(dist, PAGE_INDEX_FILE), JSON.stringify(index, null, 2));
    fs.writeFileSync(path.join(packageDir, PRERENDER_DIR, PRERENDER_BUILD_FILE), JSON.stringify({ buildId }));

    const cssGzip = css.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `${ownPackage.name}: prerendered ${rendered.length} pages and ${widgets.indexed.length} widgets in ${seconds} s ` +
        `(fragments ${(fragmentBytes / 1024).toFixed(1)} KB, ${css.length} stylesheets ${(cssGzip / 1024).toFixed(1)} KB gzip); ` +
        `${og.written.length} Open Graph images ${(ogBytes / 1024).toFixed(1)} KB in ${ogSeconds} s`,
    );
  } finally {
    await api.stop();
  }
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  prerender(process.cwd()).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
