// @ts-check
/**
 * The pages each package prerendered at its build, as the shell's server serves them: the package's
 * page index (`pages/index.json` in its dist/), the requested page's fragment written into the shell's
 * page region with the page's head tags, the status (404 for a path no package owns), and
 * /sitemap.xml and /robots.txt from the same indexes. Only text crosses: the server runs no
 * package's code. An index or fragment that is missing, slow, broken or of another build than the
 * package's current JavaScript leaves the page as it was before prerendering (rendered in the browser).
 * A page may show another package's widget: its fragment marks the widget's place, and the widget's
 * owner's fragment goes there, under the same rules (else the placeholder stays, as before).
 */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import {
  API_URL_TOKEN,
  buildIdOf,
  cachedReads,
  escapeHtml,
  FETCH_TIMEOUT_MS,
  inlineStylesheet,
  FIRST_READ_WAIT_MS,
  languagePathOf,
  loadUrl,
  MANIFEST_TTL_MS,
  PACKAGE_URL_TOKEN,
  routeMatcher,
  SITE_URL_TOKEN,
} from './page.mjs';

/** Where a package's page index sits, relative to its base URL. */
export const PAGE_INDEX_FILE = 'pages/index.json';
/** The shell page's placeholder for the page region's content. */
export const PAGE_REGION_MARKER = '<!--page-region-->';
/**
 * The site's Open Graph image in the shell's dist/ (og-image.mjs `OG_DEFAULT_FILE`, which the server
 * cannot import: it loads the image renderer), for pages whose index gives none.
 */
export const SITE_IMAGE_FILE = 'pages/og/og-default.png';
/** A fragment not in this soon is left to the browser; its read goes on, for the next visitor. */
const FRAGMENT_WAIT_MS = 300;
/** How often, and how far apart, the start-up read asks a package that does not answer yet (about half a minute). */
const WARM_ATTEMPTS = 30;
const WARM_RETRY_MS = 1000;

/**
 * Whether `read` succeeds within `attempts` tries, `retryMs` apart; false at once when `signal` aborts.
 * @param {() => Promise<unknown>} read @param {number} attempts @param {number} retryMs @param {AbortSignal} [signal]
 */
async function answersWithin(read, attempts, retryMs, signal) {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    if (signal?.aborted) return false;
    try {
      await read();
      return !signal?.aborted;
    } catch {
      if (attempt < attempts) await sleep(retryMs, undefined, { signal }).catch(() => undefined);
    }
  }
  return false;
}

/** Fragments and stylesheets are content-addressed: an answer never changes, so only a failed one is read again. */
const FRAGMENT_CACHE_ENTRIES = 500;
/**
 * A served widget's place in a page's fragment, as a prerendered `RemoteWidget` marks it around its
 * placeholder (shared-ui `servedWidgets.ts`): widgets never nest, so the first end marker of the
 * same variant after a start closes it.
 */
const WIDGET_SLOT =
  /<template data-server-widget-start="([^"<>]*)"><\/template>[\s\S]*?<template data-server-widget-end="\1"><\/template>/g;
const SHELL = 'shell';

/**
 * @typedef {{
 *   path: string,
 *   lang: 'en' | 'hi',
 *   fragment: string | null,
 *   title: string,
 *   description: string,
 *   canonical: string,
 *   alternates: { hreflang: string, path: string }[],
 *   image: string | null,
 *   jsonLd: unknown[],
 *   robots: string,
 *   lastmod: string,
 *   css?: string[],
 * }} IndexedPage `css`: the stylesheets its HTML needs (an index of before it had them: all of the index's)
 * @typedef {{ key: string, lang: 'en' | 'hi', fragment: string, css: string[] }} IndexedWidget a
 *   widget variant (`mfe_services/DoctorsGrid;limit=8`) its owner serves into other pages
 * @typedef {{
 *   version: 1,
 *   owner: string,
 *   buildId: string,
 *   routes: string[],
 *   css: string[],
 *   pages: IndexedPage[],
 *   widgets?: IndexedWidget[],
 * }} PageIndex an index written before widgets were served has none
 */

const isString = (/** @type {unknown} */ value) => typeof value === 'string';
const isPath = (/** @type {unknown} */ value) => typeof value === 'string' && value.startsWith('/');
const isStringArray = (/** @type {unknown} */ value) => Array.isArray(value) && value.every(isString);

/** @param {any} page */
function isIndexedPage(page) {
  return (
    isPath(page?.path) &&
    (page.lang === 'en' || page.lang === 'hi') &&
    (page.fragment === null || isString(page.fragment)) &&
    isString(page.title) &&
    isString(page.description) &&
    isPath(page.canonical) &&
    Array.isArray(page.alternates) &&
    page.alternates.every((/** @type {any} */ link) => isString(link?.hreflang) && isPath(link.path)) &&
    (page.image === null || isString(page.image)) &&
    Array.isArray(page.jsonLd) &&
    isString(page.robots) &&
    /^\d{4}-\d{2}-\d{2}$/.test(page.lastmod) &&
    (page.css === undefined || isStringArray(page.css))
  );
}

/** @param {any} widget */
const isIndexedWidget = (widget) =>
  isString(widget?.key) &&
  (widget.lang === 'en' || widget.lang === 'hi') &&
  isString(widget.fragment) &&
  isStringArray(widget.css);

/**
 * A page index from its bytes, or an error when it is not one (a half-written or older file is
 * treated as no index at all, not trusted in part).
 * @param {Uint8Array} bytes
 * @returns {PageIndex}
 */
export function pageIndexFrom(bytes) {
  const index = JSON.parse(Buffer.from(bytes).toString('utf8'));
  const valid =
    index?.version === 1 &&
    isString(index.owner) &&
    /^[0-9a-f]{16}$/.test(index.buildId) &&
    isStringArray(index.routes) &&
    index.routes.every(isPath) &&
    isStringArray(index.css) &&
    Array.isArray(index.pages) &&
    index.pages.every(isIndexedPage) &&
    (index.widgets === undefined || (Array.isArray(index.widgets) && index.widgets.every(isIndexedWidget)));
  if (!valid) throw new Error('not a version 1 page index');
  return index;
}

/**
 * The shell's build id: it has no manifest of its own pages, so the scripts its page loads (their
 * names are content-hashed) stand for its build: the first 16 hex digits of the SHA-256 of their
 * `src`s, in page order, one per line.
 * @param {string} html the shell's dist/index.html
 */
export function shellBuildIdOf(html) {
  const sources = [...html.matchAll(/<script\b[^>]*?\ssrc=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)].map(
    (match) => match[1] ?? match[2] ?? match[3],
  );
  return buildIdOf(sources.join('\n'));
}

/** @param {string} pattern */
const isDynamicPattern = (pattern) => pattern.split('/').some((segment) => segment.startsWith(':') || segment === '*');

/** A request's path as index paths are written: no trailing slash except the root's. */
const indexPathOf = (/** @type {string} */ pathname) => pathname.replace(/(.)\/$/, '$1');
/** @type {WeakMap<PageIndex, Map<string, IndexedPage>>} */
const pagesByRequestPath = new WeakMap();

/**
 * An index's page for a request's path, the index's paths taken as they arrive in a request
 * (percent-encoded); the lookup is made once per index read, not once per request.
 * @param {PageIndex} index @param {string} pathname
 */
function indexedPageAt(index, pathname) {
  let pages = pagesByRequestPath.get(index);
  if (!pages) {
    pages = new Map(index.pages.map((page) => [new URL(page.path, 'http://localhost').pathname, page]));
    pagesByRequestPath.set(index, pages);
  }
  return pages.get(indexPathOf(pathname));
}

/** @param {string} siteUrl @param {string} sitePath */
const absoluteUrl = (siteUrl, sitePath) => new URL(sitePath, `${siteUrl}/`).href;

/** @param {'en' | 'hi'} lang */
const localeOf = (lang) => (lang === 'hi' ? { tag: 'hi-IN', og: 'hi_IN' } : { tag: 'en-IN', og: 'en_IN' });

/**
 * @typedef {{
 *   status: 200 | 404,
 *   page: IndexedPage | null,
 *   fragment: string | null,
 *   stylesheets: { href: string, crossOrigin: boolean, css?: string | null }[],
 *   imageUrl: string | null,
 * }} PageAnswer what the server writes into the shell's page for one request; with no `page`,
 * the page as it is (rendered in the browser). A stylesheet with its `css` read is written into the
 * page, one without it is linked.
 */

/** @type {PageAnswer} */
const PAGE_AS_IT_IS = { status: 200, page: null, fragment: null, stylesheets: [], imageUrl: null };
/** @type {PageAnswer} */
const NOT_FOUND = { ...PAGE_AS_IT_IS, status: 404 };

/**
 * A page's JSON-LD with the site's and the API's addresses written in where the prerender named
 * them by their tokens (neither is known when a package is built). The tokens and both origins are
 * URLs, with nothing JSON escapes, so the text can be replaced as it is.
 * @param {readonly unknown[]} jsonLd @param {{ siteUrl: string, apiUrl: string }} urls
 * @returns {unknown[]}
 */
export function jsonLdAt(jsonLd, { siteUrl, apiUrl }) {
  if (jsonLd.length === 0) return [];
  return JSON.parse(JSON.stringify(jsonLd).replaceAll(SITE_URL_TOKEN, siteUrl).replaceAll(API_URL_TOKEN, apiUrl));
}

/** @param {'name' | 'property'} attribute @param {string} name @param {string} content */
const meta = (attribute, name, content) => `<meta ${attribute}="${name}" content="${escapeHtml(content)}">`;

/**
 * A page's tags for the head: what search engines and link previews read.
 * @param {IndexedPage} page
 * @param {{ siteUrl: string, siteName: string, imageUrl: string | null, stylesheets: PageAnswer['stylesheets'] }} context
 */
export function headTagsOf(page, { siteUrl, siteName, imageUrl, stylesheets }) {
  const canonical = absoluteUrl(siteUrl, page.canonical);
  return [
    meta('name', 'description', page.description),
    meta('name', 'robots', page.robots),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...page.alternates.map(
      (link) =>
        `<link rel="alternate" hreflang="${escapeHtml(link.hreflang)}" href="${escapeHtml(absoluteUrl(siteUrl, link.path))}">`,
    ),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:locale', localeOf(page.lang).og),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', canonical),
    ...(imageUrl
      ? [
          meta('property', 'og:image', imageUrl),
          meta('property', 'og:image:width', '1200'),
          meta('property', 'og:image:height', '630'),
          meta('name', 'twitter:card', 'summary_large_image'),
        ]
      : [meta('name', 'twitter:card', 'summary')]),
    // Data, not script: `<` escaped so nothing in it can close the element.
    ...page.jsonLd.map(
      (item) => `<script type="application/ld+json">${JSON.stringify(item).replaceAll('<', '\\u003c')}</script>`,
    ),
    ...stylesheets.map(
      (sheet) =>
        (sheet.css ? inlineStylesheet(sheet.href, sheet.css) : null) ??
        `<link rel="stylesheet" href="${escapeHtml(sheet.href)}"${sheet.crossOrigin ? ' crossorigin="anonymous"' : ''}>`,
    ),
  ].join('');
}

/**
 * The shell's page with a page's answer written in: `<html lang>`, title and head tags, the
 * fragment in place of the region's marker (a page without the marker gets none), `noindex` on a
 * 404. Replacements are functions, so no `$` in a value is read as a pattern.
 * @param {string} html
 * @param {PageAnswer} answer
 * @param {string} siteUrl
 */
export function stitchPage(html, { status, page, fragment, stylesheets, imageUrl }, siteUrl) {
  if (status === 404) return html.replace('</head>', () => '<meta name="robots" content="noindex"></head>');
  if (!page) return html;
  // The shell's own title, before the page's replaces it, is the site's name.
  const siteName = /<title>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() ?? '';
  const lang = localeOf(page.lang).tag;
  const head = headTagsOf(page, { siteUrl, siteName: decodeEntities(siteName), imageUrl, stylesheets });
  const stitched = html
    .replace(/<html\b[^>]*>/i, (tag) =>
      /\slang=/i.test(tag)
        ? tag.replace(/\slang=("[^"]*"|'[^']*'|[^\s>]*)/i, () => ` lang="${lang}"`)
        : tag.replace(/^<html/i, `<html lang="${lang}"`),
    )
    .replace(/<meta\s[^>]*\bname=["']?description["'\s>][^>]*>/gi, '')
    .replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${head}</head>`);
  return fragment === null ? stitched : stitched.replace(PAGE_REGION_MARKER, () => fragment);
}

/** The few entities a minifier leaves in a title. */
const decodeEntities = (/** @type {string} */ text) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

const escapeXml = (/** @type {string} */ value) => escapeHtml(value).replaceAll("'", '&apos;');

/** The opening tag of the shell's root element (quoted or, minified, not). */
const ROOT_OPENING = /<div id=(?:"root"|root)>/;
const DIV_TAG = /<(\/?)div\b[^>]*>/gi;

/**
 * The shell's page as it was before its layout was prerendered into it: the root element emptied
 * (the bench's client-rendered comparison). A page whose root is already empty, or has none, is
 * returned as it is.
 * @param {string} html
 */
export function pageBeforePrerendering(html) {
  const opening = ROOT_OPENING.exec(html);
  if (!opening) return html;
  const contentStart = opening.index + opening[0].length;
  let depth = 1;
  for (const tag of html.slice(contentStart).matchAll(DIV_TAG)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return html.slice(0, contentStart) + html.slice(contentStart + tag.index);
  }
  return html;
}

/**
 * /sitemap.xml: every page that may be indexed (not `noindex`, and its own canonical), with the
 * content's date and its language alternates.
 * @param {readonly IndexedPage[]} pages
 * @param {string} siteUrl
 */
export function sitemapXml(pages, siteUrl) {
  const entries = new Map();
  for (const page of pages) {
    if (/\bnoindex\b/i.test(page.robots) || page.canonical !== page.path) continue;
    const loc = absoluteUrl(siteUrl, page.path);
    const links = page.alternates.map(
      (link) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(absoluteUrl(siteUrl, link.path))}"/>`,
    );
    entries.set(loc, `<url><loc>${escapeXml(loc)}</loc><lastmod>${page.lastmod}</lastmod>${links.join('')}</url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...[...entries.keys()].sort().map((loc) => entries.get(loc)),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * /robots.txt: everything may be crawled (a `noindex` page must be crawled for its `noindex` to be
 * seen), and where the sitemap is.
 * @param {string} siteUrl
 */
export const robotsTxt = (siteUrl) => `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;

/**
 * @typedef {{
 *   indexUrl: string,
 *   baseUrl: string,
 *   assetUrl: (file: string) => string,
 *   imageUrl: (file: string) => string,
 *   crossOrigin: boolean,
 *   currentBuildId: (shellHtml: string, waitMs: number) => Promise<string | null>,
 * }} PageSource where a package's index and fragments are read, how its files are linked from the
 * shell's page, and the id of the build its JavaScript is at now
 */

/**
 * A file named by an index, if it stays on its package's base (an index names no other server).
 * @param {PageSource} source @param {string} file
 */
function fileUrl(source, file) {
  const url = new URL(file, source.baseUrl);
  return url.href.startsWith(source.baseUrl) ? url.href : null;
}

/**
 * A package's stylesheets as the shell's page names them (only files on its own base), and where the
 * server reads each.
 * @param {PageSource} source @param {readonly string[]} files
 * @returns {{ href: string, crossOrigin: boolean, url: string }[]}
 */
const stylesheetsOf = (source, files) =>
  files.flatMap((file) => {
    const url = fileUrl(source, file);
    return url ? [{ href: source.assetUrl(file), crossOrigin: source.crossOrigin, url }] : [];
  });

/** @template {{ href: string }} Sheet @param {Sheet[]} sheets */
const uniqueSheets = (sheets) => [...new Map(sheets.map((sheet) => [sheet.href, sheet])).values()];

/**
 * @param {{
 *   distDir: string,
 *   siteUrl: string,
 *   apiUrl: string,
 *   remotes: Record<string, string>,
 *   siteRoutes: () => Promise<import('./page.mjs').SiteRoute[]>,
 *   manifests: ReturnType<typeof import('./page.mjs').createRemoteManifests>,
 *   loadBytes?: (url: string) => Promise<Uint8Array>,
 * }} options `distDir`: the shell's build; `apiUrl`: the API visitors' browsers call (written in
 * where a fragment names the prerender's API); `remotes`: manifest URL by federation name;
 * `manifests`: the reads shared with the preload hints
 */
export function createPrerenderedPages({
  distDir,
  siteUrl,
  apiUrl,
  remotes,
  siteRoutes,
  manifests,
  loadBytes = loadUrl,
}) {
  const shellBase = pathToFileURL(`${path.resolve(distDir)}${path.sep}`).href;
  const indexes = cachedReads(async (/** @type {string} */ url) => pageIndexFrom(await loadBytes(url)));
  const fragments = cachedReads(
    async (/** @type {string} */ url) => Buffer.from(await loadBytes(url)).toString('utf8'),
    { ttlMs: Infinity, failureTtlMs: MANIFEST_TTL_MS, maxEntries: FRAGMENT_CACHE_ENTRIES },
  );
  /**
   * The page's stylesheets with their text, each read by the time the fragment is (a file not read
   * in time is linked, and read for the next visitor).
   * @param {ReturnType<typeof stylesheetsOf>} sheets
   * @returns {Promise<PageAnswer['stylesheets']>}
   */
  const withText = (sheets) =>
    Promise.all(sheets.map(async ({ url, ...sheet }) => ({ ...sheet, css: await fragments(url, FRAGMENT_WAIT_MS) })));
  const siteImage = cachedReads(async (/** @type {string} */ url) => {
    await fs.promises.access(new URL(url));
    return absoluteUrl(siteUrl, `/${SITE_IMAGE_FILE}`);
  });

  /** @type {Map<string, PageSource>} */
  const sources = new Map([
    [
      SHELL,
      {
        indexUrl: new URL(PAGE_INDEX_FILE, shellBase).href,
        baseUrl: shellBase,
        // Root-relative: the page's own origin, whatever name the visitor used for it.
        assetUrl: (file) => `/${file}`,
        imageUrl: (file) => absoluteUrl(siteUrl, `/${file}`),
        crossOrigin: false,
        currentBuildId: async (shellHtml) => shellBuildIdOf(shellHtml),
      },
    ],
    ...Object.entries(remotes).map(([owner, manifestUrl]) => {
      const baseUrl = new URL('.', manifestUrl).href;
      return /** @type {[string, PageSource]} */ ([
        owner,
        {
          indexUrl: new URL(PAGE_INDEX_FILE, baseUrl).href,
          baseUrl,
          assetUrl: (file) => new URL(file, baseUrl).href,
          imageUrl: (file) => new URL(file, baseUrl).href,
          crossOrigin: true,
          currentBuildId: async (_shellHtml, waitMs) => (await manifests(manifestUrl, waitMs))?.buildId ?? null,
        },
      ]);
    }),
  ]);

  /**
   * An owner's index, and whether it is of the build the owner's JavaScript is at now.
   * @param {string} owner @param {string} shellHtml @param {number} [waitMs]
   */
  const readIndex = async (owner, shellHtml, waitMs = FIRST_READ_WAIT_MS) => {
    const source = sources.get(owner);
    if (!source) return null;
    const [index, buildId] = await Promise.all([
      indexes(source.indexUrl, waitMs),
      source.currentBuildId(shellHtml, waitMs),
    ]);
    return index && index.owner === owner ? { source, index, current: index.buildId === buildId } : null;
  };

  /**
   * The owner and pattern of a path no route of the shell's build matches, from the indexes' routes
   * (a route a package added after the shell was built): every index is asked, all at once.
   * @param {string} pathname @param {string} shellHtml
   * @returns {Promise<{ owner: string, path: string } | undefined>}
   */
  const indexedRoute = async (pathname, shellHtml) => {
    const reads = await Promise.all([...sources.keys()].map((owner) => readIndex(owner, shellHtml)));
    for (const read of reads) {
      const pattern = read?.index.routes.find((candidate) => routeMatcher(candidate).test(pathname));
      if (read && pattern) return { owner: read.index.owner, path: pattern };
    }
    return undefined;
  };

  /**
   * What to write into the shell's page for a path. A Hindi address (`/hi/…`) is owned, and found
   * missing, as the same page's English one; its page is the index's entry for the Hindi address.
   * @param {string} pathname the request's path
   * @param {string} shellHtml the shell's page as read for this request
   * @returns {Promise<PageAnswer>}
   */
  const answerFor = async (pathname, shellHtml) => {
    const { sitePath } = languagePathOf(pathname);
    const routes = await siteRoutes();
    const route =
      routes.find((candidate) => candidate.pattern.test(sitePath)) ?? (await indexedRoute(sitePath, shellHtml));
    // Without the shell's route table (a build before it had one), nothing is known to be missing.
    if (!route) return routes.length > 0 ? NOT_FOUND : PAGE_AS_IT_IS;
    const read = await readIndex(route.owner, shellHtml);
    // An index of another build may list other pages and other HTML: it decides nothing.
    if (!read?.current) return PAGE_AS_IT_IS;
    const page = indexedPageAt(read.index, pathname);
    if (!page) return isDynamicPattern(route.path) ? NOT_FOUND : PAGE_AS_IT_IS;
    const fragmentUrl = page.fragment === null ? null : fileUrl(read.source, page.fragment);
    const prerendered = fragmentUrl ? await fragments(fragmentUrl, FRAGMENT_WAIT_MS) : null;
    const withWidgets =
      prerendered === null
        ? null
        : await serveWidgets(
            prerendered.replaceAll(API_URL_TOKEN, apiUrl).replaceAll(PACKAGE_URL_TOKEN, read.source.assetUrl('')),
            page.lang,
            shellHtml,
          );
    const image = page.image !== null && fileUrl(read.source, page.image) ? read.source.imageUrl(page.image) : null;
    return {
      status: 200,
      page: { ...page, jsonLd: jsonLdAt(page.jsonLd, { siteUrl, apiUrl }) },
      fragment: withWidgets?.fragment ?? null,
      // The fragment's styles, before it paints; without it, the page loads its own.
      stylesheets: withWidgets
        ? await withText(
            uniqueSheets([...stylesheetsOf(read.source, page.css ?? read.index.css), ...withWidgets.stylesheets]),
          )
        : [],
      imageUrl: image ?? (await siteImage(new URL(SITE_IMAGE_FILE, shellBase).href)),
    };
  };

  /**
   * A page's fragment with each widget it marks written in from the widget's owner, when that
   * owner's current build serves it in the page's language and its fragment comes in time, and
   * the stylesheets those widgets need. A widget that is not served keeps its placeholder.
   * @param {string} fragment @param {'en' | 'hi'} lang @param {string} shellHtml
   */
  const serveWidgets = async (fragment, lang, shellHtml) => {
    const keys = [...new Set([...fragment.matchAll(WIDGET_SLOT)].map((slot) => /** @type {string} */ (slot[1])))];
    /** @type {Map<string, { html: string, stylesheets: ReturnType<typeof stylesheetsOf> }>} */
    const served = new Map();
    await Promise.all(
      keys.map(async (key) => {
        const variant = decodeEntities(key);
        const read = await readIndex(variant.split('/')[0] ?? '', shellHtml);
        if (!read?.current) return;
        const widget = read.index.widgets?.find((candidate) => candidate.key === variant && candidate.lang === lang);
        const url = widget ? fileUrl(read.source, widget.fragment) : null;
        const html = url ? await fragments(url, FRAGMENT_WAIT_MS) : null;
        if (!widget || html === null) return;
        served.set(key, {
          html: html.replaceAll(API_URL_TOKEN, apiUrl).replaceAll(PACKAGE_URL_TOKEN, read.source.assetUrl('')),
          stylesheets: stylesheetsOf(read.source, widget.css),
        });
      }),
    );
    return {
      // No box of its own (`display: contents`): it lays out as the live widget will.
      fragment: fragment.replace(WIDGET_SLOT, (slot, /** @type {string} */ key) => {
        const widget = served.get(key);
        return widget ? `<div data-server-widget="${key}" style="display:contents">${widget.html}</div>` : slot;
      }),
      stylesheets: [...served.values()].flatMap((widget) => widget.stylesheets),
    };
  };

  return {
    /**
     * The shell's page for a path, as it is answered: the status, the page with its answer written
     * in, and whether that answer had the page's HTML.
     * @param {string} pathname @param {string} shellHtml
     * @returns {Promise<{ status: 200 | 404, html: string, withPage: boolean }>}
     */
    async pageFor(pathname, shellHtml) {
      try {
        const answer = await answerFor(pathname, shellHtml);
        return {
          status: answer.status,
          html: stitchPage(shellHtml, answer, siteUrl),
          withPage: answer.fragment !== null,
        };
      } catch (error) {
        // Whatever a package's index holds, the visitor gets the page as it was, never an error.
        console.error(`prerendered page for ${pathname} left out:`, error);
        return { status: 200, html: shellHtml, withPage: false };
      }
    },

    /**
     * The site's sitemap from every index that can be read (a slower remote is waited for up to
     * the fetch timeout: a crawler can wait; a visitor is never made to).
     * @param {string} shellHtml
     */
    async sitemap(shellHtml) {
      const reads = await Promise.all(
        [...sources.keys()].map((owner) => readIndex(owner, shellHtml, FETCH_TIMEOUT_MS)),
      );
      return sitemapXml(
        reads.flatMap((read) => read?.index.pages ?? []),
        siteUrl,
      );
    },

    robots: () => robotsTxt(siteUrl),

    /**
     * Reads, before anyone asks, what visits read: every package's index and manifest, and each
     * fragment and stylesheet its current build lists. A visit waits at most a few hundred
     * milliseconds for each read in turn, so the first visitors after a start (the server's first
     * fetches are its slowest) would otherwise get pages without their HTML; warmed, they are
     * answered from memory. A package is read once it answers (packages start beside the shell: one
     * still starting must not be remembered as down), one file at a time so its server is not
     * flooded; one that never answers is left to its first visitor.
     * @param {string} shellHtml
     * @param {{ attempts?: number, retryMs?: number, signal?: AbortSignal }} [patience] how often, how
     * far apart, to ask a package that does not answer yet; `signal`: the server is closing, stop
     */
    async warm(shellHtml, { attempts = WARM_ATTEMPTS, retryMs = WARM_RETRY_MS, signal } = {}) {
      await siteRoutes();
      await Promise.all(
        [...sources.entries()].map(async ([owner, source]) => {
          if (!(await answersWithin(() => loadBytes(source.indexUrl), attempts, retryMs, signal))) return;
          const read = await readIndex(owner, shellHtml, FETCH_TIMEOUT_MS);
          if (!read?.current) return;
          const { index } = read;
          const files = new Set([
            ...index.pages.flatMap((each) => [
              ...(each.fragment === null ? [] : [each.fragment]),
              ...(each.css ?? index.css),
            ]),
            ...(index.widgets ?? []).flatMap((widget) => [widget.fragment, ...widget.css]),
          ]);
          for (const file of files) {
            if (signal?.aborted) return;
            const url = fileUrl(source, file);
            if (url) await fragments(url, FETCH_TIMEOUT_MS);
          }
        }),
      );
    },
  };
}
