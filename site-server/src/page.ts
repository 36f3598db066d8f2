/**
 * What a host's server writes into its page as it serves it: the run-time configuration (so the
 * page starts without asking for it) and preload hints for the remote that renders the requested
 * route, read from that remote's manifest.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { LRUCache } from 'lru-cache';
import { appendToHead, escapeHtml, sha256Source, type Document } from './html.js';
import type { Language } from './page-index.js';
import { routeMatcher } from './routes.js';

/** The element the page reads its run-time configuration from (shared-ui/host). */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

/** The route table the shell's build writes beside its page (`SiteRoutesPlugin`), read by its server. */
export const SITE_ROUTES_FILE = 'site-routes.json';

/**
 * The old addresses the shell's build writes beside its page (`SiteRoutesPlugin`), `[{ from, to }]`,
 * which its server answers with a permanent redirect: the `/services/{slug}` twin of each topic page
 * (shared-ui's `TOPIC_PAGE_OF_SERVICE`, the one copy of that map).
 */
export const SITE_REDIRECTS_FILE = 'site-redirects.json';

/**
 * Where the API's images are said to be in prerendered HTML: the API a visitor's browser calls is
 * the server's run-time configuration, not the build's, so the shell's server writes it in here.
 */
export const API_URL_TOKEN = 'https://api-url.prerender.invalid';

/**
 * Where a remote's own files (its images) are said to be in its prerendered HTML: the remote's
 * address is the shell server's run-time configuration too, so the server writes it in here.
 */
export const PACKAGE_URL_TOKEN = 'https://package-url.prerender.invalid/';

/**
 * The site's origin as prerendered JSON-LD names it (its URLs must be absolute): a remote is built
 * and shipped without knowing where the site is deployed, so the shell's server, which reads
 * SITE_URL, writes the origin in as it serves the page.
 */
export const SITE_URL_TOKEN = 'https://site-url.prerender.invalid';

/**
 * Where each language's pages live (shared-ui's `LANGUAGE_BASENAMES`, which the server cannot
 * import): English at the site's paths, Hindi under `/hi`. The address alone decides the language.
 */
const LANGUAGE_BASES: Record<Language, string> = { en: '', hi: '/hi' };

/**
 * A request path's language and the site path of its page: `/hi/about` → Hindi `/about`, `/hi` and
 * `/hi/` → Hindi `/`, anything else English as it is.
 */
export function languagePathOf(pathname: string): { lang: Language; sitePath: string } {
  const base = LANGUAGE_BASES.hi;
  if (pathname === base || pathname.startsWith(`${base}/`))
    return { lang: 'hi', sitePath: pathname.slice(base.length) || '/' };
  return { lang: 'en', sitePath: pathname };
}

/**
 * Where the shell's layout is prerendered: the path of no page, so no menu entry is marked as the
 * current page in HTML every page shares. The layout's links to this path in a language (the
 * language switch's, for browsers without scripts) are written by the server as the served page's
 * path in that language (withLanguageLinks).
 */
export const LAYOUT_PATH = '/prerendered-layout';

/** The layout's links to itself in each language made links to the page at `pathname` in that language. */
export function withLanguageLinks(document: Document, pathname: string): void {
  const { sitePath } = languagePathOf(pathname);
  const targets = new Map(
    Object.values(LANGUAGE_BASES).map((base) => [
      `${base}${LAYOUT_PATH}`,
      base && sitePath === '/' ? base : `${base}${sitePath}`,
    ]),
  );
  for (const link of document.querySelectorAll('[href]')) {
    const target = targets.get(link.getAttribute('href') ?? '');
    // Written escaped: the parser writes a value as it is given, quotes aside.
    if (target !== undefined) link.setAttribute('href', escapeHtml(target));
  }
}

/**
 * The shell's page file for a language's pages (its layout prerendered in that language), beside
 * `index.html`; a build without it serves `index.html` for both.
 */
export const shellPageFileOf = (lang: Language): string => (lang === 'en' ? 'index.html' : `index.${lang}.html`);

/** How long a remote's manifest (and page index) is trusted: remotes ship alone, so not long. */
export const MANIFEST_TTL_MS = 10_000;
/** A page waits this long at most for a file it has never read; later pages use what came. */
export const FIRST_READ_WAIT_MS = 300;
/** A read of another server gives up after this: past it, the remote is as good as down. */
export const FETCH_TIMEOUT_MS = 2_000;

export interface Preload {
  href: string;
  as: 'script' | 'style' | 'fetch';
  crossOrigin: boolean;
}

/** An origin no URL of the site has: root-relative hrefs are resolved against it, then stripped back. */
const RELATIVE_BASE = 'http://relative.invalid';
/** A `url()` in a stylesheet, quoted or not. */
const CSS_URL = /url\(\s*(['"]?)([^'")]*)\1\s*\)/g;
/** Already absolute: a scheme (`data:`, `https:`) or an element's id (an SVG filter). */
const ABSOLUTE_CSS_URL = /^(?:[a-z][a-z\d+.-]*:|#)/i;
/** A stylesheet written into the page, as `inlineStylesheet` writes it. */
export const INLINE_STYLESHEET_SELECTOR = 'style[data-href]';

/**
 * A stylesheet written into the page as a `<style>` element, so the page paints when its HTML is in
 * instead of after a request per file (a page links 20-30, on three origins): its `url()`s resolved
 * against where the file is served (fonts and images stay where they are), `data-href` naming that
 * file, where webpack's CSS loader looks before it fetches one (it never fetches it again). Null for
 * a text that is not plain CSS for an element (a `<` could end it early): the page links that one.
 * @param href where the page would link it (root-relative on the page's own origin)
 */
export function inlineStylesheet(href: string, css: string): string | null {
  if (css.includes('<')) return null;
  const base = new URL(href, `${RELATIVE_BASE}/`);
  const text = css.replace(CSS_URL, (match, quote: string, ref: string) => {
    if (ref === '' || ABSOLUTE_CSS_URL.test(ref)) return match;
    const url = new URL(ref, base);
    const resolved = url.origin === RELATIVE_BASE ? `${url.pathname}${url.search}${url.hash}` : url.href;
    return `url(${quote}${resolved}${quote})`;
  });
  return `<style data-href="${escapeHtml(href)}">${text}</style>`;
}

/**
 * The Content-Security-Policy sources that allow exactly the stylesheets written into this page
 * (`'sha256-…'` of each element's text); any other `<style>` stays refused.
 */
export const inlineStylesheetHashesOf = (document: Document): string[] => [
  ...new Set(document.querySelectorAll(INLINE_STYLESHEET_SELECTOR).map((style) => sha256Source(style.rawText))),
];

/**
 * The Content-Security-Policy sources that allow the inline scripts the build wrote into the head of
 * its page (the shell's start script): read from the built page, before any fragment is stitched into
 * its body, so nothing a page carries is allowed by them.
 */
export const headScriptHashesOf = (builtPage: Document): string[] => [
  ...new Set(
    (builtPage.querySelector('head')?.querySelectorAll('script') ?? [])
      // Attribute-less: the start script; not data (JSON) nor a file.
      .filter((script) => Object.keys(script.attributes).length === 0)
      .map((script) => sha256Source(script.rawText)),
  ),
];

/** The page's code and the hints that fetch it early: its entry script, its script, style and fetch preloads. */
const STARTUP_TAGS =
  'script[src], link[rel="preload"][as="script"], link[rel="preload"][as="style"], link[rel="preload"][as="fetch"]';
/**
 * Puts the page's code in once the page has painted its first content (the paint's performance
 * entry), or at `load` for a tab that paints nothing while hidden. Signals, not timers: a page's
 * timers may be held (a test's clock, a throttled background tab). Text, so the page's policy allows
 * it by its hash.
 */
export const STARTUP_LOADER =
  "(function(){var d=0;function go(){if(d)return;d=1;var t=document.getElementById('startup');" +
  'document.head.appendChild(t.content.cloneNode(true))}' +
  "try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)go()})" +
  ".observe({type:'paint',buffered:true})}catch(e){}addEventListener('load',go)})();";
/** The Content-Security-Policy source that allows `STARTUP_LOADER`. */
export const STARTUP_LOADER_HASH = sha256Source(STARTUP_LOADER);

/**
 * A page that paints from its HTML, with its code fetched after that paint: the entry script and
 * the preloads move into an inert `<template>` that `STARTUP_LOADER` puts into the head then. On a
 * slow phone the HTML, its stylesheets and its first images then have the connection to themselves,
 * and the page reads before a byte of script arrives (its code only takes over the same page).
 * Image preloads stay where they are: they are what the first paint shows.
 */
export function withStartupAfterFirstPaint(document: Document): void {
  const body = document.querySelector('body');
  const tags = document.querySelectorAll(STARTUP_TAGS);
  if (!body || tags.length === 0) return;
  const markup = tags.map((tag) => tag.toString()).join('');
  for (const tag of tags) tag.remove();
  body.insertAdjacentHTML('beforeend', `<template id="startup">${markup}</template><script>${STARTUP_LOADER}</script>`);
}

/**
 * The origins of another server that the preloads fetch with CORS: a CORS request never shares the
 * connection an image or a script of that server opened, so the browser opens one for it while the
 * page paints (the preloads themselves wait for the first paint).
 */
const corsOriginsOf = (preloads: readonly Preload[]): string[] => [
  ...new Set(
    preloads
      .filter((preload) => preload.crossOrigin && URL.canParse(preload.href))
      .map((preload) => new URL(preload.href).origin),
  ),
];

/**
 * The page with the configuration as inert JSON (not a script, so the content security policy has
 * nothing to allow), a preconnect to each other server the page's code is fetched from with CORS,
 * and the preload links, at the end of its head.
 */
export function withStartupData(document: Document, config: unknown, preloads: readonly Preload[]): void {
  // `<` escaped, so no value can close the element.
  const json = JSON.stringify(config).replaceAll('<', '\\u003c');
  appendToHead(
    document,
    [
      `<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`,
      ...corsOriginsOf(preloads).map(
        (origin) => `<link rel="preconnect" href="${escapeHtml(origin)}" crossorigin="anonymous">`,
      ),
      ...preloads.map(
        (preload) =>
          `<link rel="preload" href="${escapeHtml(preload.href)}" as="${preload.as}"${preload.crossOrigin ? ' crossorigin="anonymous"' : ''}>`,
      ),
    ].join(''),
  );
}

export interface Redirect {
  from: string;
  to: string;
}

/**
 * Where a request is permanently redirected, or null: a `from` path matched as the router matches
 * a static path (case-insensitive, a trailing slash allowed), in either language (`/hi/…` goes to
 * the target's `/hi/…`), the request's query string kept as sent (a campaign's `?utm_…` survives).
 * Targets are paths without a query of their own.
 * @param url the request's path and query
 */
export function redirectLocation(redirects: readonly Redirect[], url: string): string | null {
  const { pathname, search } = new URL(url, 'http://localhost');
  const { lang, sitePath } = languagePathOf(pathname);
  const requested = sitePath.replace(/(.)\/$/, '$1').toLowerCase();
  const redirect = redirects.find((candidate) => candidate.from.toLowerCase() === requested);
  return redirect ? `${LANGUAGE_BASES[lang]}${redirect.to}${search}` : null;
}

interface FederationManifest {
  metaData: { publicPath?: string; remoteEntry: { name: string; path: string } };
  exposes: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

/**
 * The remote's entry script and the chunks of its `./routes` module, as the federation runtime
 * loads them, or the browser fetches them twice: scripts by plain script tags (no CORS), styles with
 * `crossorigin="anonymous"` like webpack's loader, the manifest by `fetch`.
 */
export function remotePreloadsFromManifest(manifestUrl: string, manifest: FederationManifest): Preload[] {
  const { publicPath, remoteEntry } = manifest.metaData;
  const base = !publicPath || publicPath === 'auto' ? new URL('.', manifestUrl).href : publicPath;
  const routes = manifest.exposes.find((expose) => expose.name === 'routes');
  const url = (file: string) => new URL(file, base).href;
  return [
    { href: manifestUrl, as: 'fetch', crossOrigin: true },
    {
      href: url(`${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`),
      as: 'script',
      crossOrigin: false,
    },
    ...(routes?.assets.js.sync ?? []).map((file): Preload => ({ href: url(file), as: 'script', crossOrigin: false })),
    ...(routes?.assets.css.sync ?? []).map((file): Preload => ({ href: url(file), as: 'style', crossOrigin: true })),
  ];
}

/** What a failed read is remembered as (the cache keeps no null). */
const NOTHING = Symbol('nothing there');

export type CachedRead<T> = (key: string, waitMs?: number) => Promise<T | null>;

/**
 * Reads that never hold a page up for long, by key (a URL): a value is trusted for `ttlMs` and then
 * served stale while it is read again; a key never read before is waited for `waitMs` at most (the
 * read goes on, for the next page). A failed read counts as "nothing there" (null) for
 * `failureTtlMs`; at most `maxEntries` keys are kept, the least recently asked for leaving first.
 */
export function cachedReads<T extends object | string>(
  load: (key: string) => Promise<T>,
  {
    ttlMs = MANIFEST_TTL_MS,
    failureTtlMs = ttlMs,
    maxEntries = 1000,
  }: { ttlMs?: number; failureTtlMs?: number; maxEntries?: number } = {},
): CachedRead<T> {
  const cache = new LRUCache<string, T | typeof NOTHING>({
    max: maxEntries,
    // The wall clock, as the tests' mocked one; looked at on every read (no timer caching it).
    perf: { now: () => Date.now() },
    ttlResolution: 0,
    // 0: kept until pushed out (content-addressed files never change).
    ttl: Number.isFinite(ttlMs) ? ttlMs : 0,
    allowStale: true,
    fetchMethod: async (key, _stale, { options }) => {
      try {
        return await load(key);
      } catch {
        options.ttl = failureTtlMs;
        return NOTHING;
      }
    },
  });
  const read = async (key: string) => {
    const value = await cache.fetch(key);
    return value === undefined || value === NOTHING ? null : value;
  };
  return async (key, waitMs = FIRST_READ_WAIT_MS) => {
    if (cache.peek(key, { allowStale: true }) !== undefined) return read(key);
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<null>((resolve) => {
      timer = setTimeout(resolve, waitMs, null);
    });
    try {
      return await Promise.race([read(key), waited]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * The bytes at a URL: another server's answer (2xx only, within FETCH_TIMEOUT_MS), or a file of
 * this server's own build (`file:`), so the shell's own files go through the same reads as remotes'.
 */
export async function loadUrl(url: string): Promise<Buffer> {
  if (url.startsWith('file:')) return fs.promises.readFile(new URL(url));
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

export type LoadBytes = (url: string) => Promise<Uint8Array>;

/**
 * A build's id as its page index records it: the first 16 hex digits of the SHA-256 of its
 * mf-manifest.json, so HTML is only ever paired with the JavaScript it was rendered from.
 */
export const buildIdOf = (bytes: string | Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/** A remote's mf-manifest.json as the server read it, with the id of the build it describes. */
export interface RemoteManifest {
  manifest: FederationManifest;
  buildId: string;
}

/** Every remote's manifest, read once for all that need it (preload hints, the page index's build check). */
export function createRemoteManifests({ loadBytes = loadUrl }: { loadBytes?: LoadBytes } = {}) {
  return cachedReads(async (manifestUrl): Promise<RemoteManifest> => {
    const bytes = await loadBytes(manifestUrl);
    return {
      manifest: JSON.parse(Buffer.from(bytes).toString('utf8')) as FederationManifest,
      buildId: buildIdOf(bytes),
    };
  });
}

export type RemoteManifests = ReturnType<typeof createRemoteManifests>;

export interface SiteRoute {
  path: string;
  owner: string;
  /** A staff route (the desk): never prerendered, `noindex`, answered `no-store`, English only. */
  staff?: boolean;
  matches: (sitePath: string) => boolean;
}

/**
 * The route table of the shell's build (`[{ path, owner }]`), read again like the page, so shipping
 * the shell is replacing dist/. A build without the file has no routes.
 */
export function siteRoutesReader(
  routesFile: string,
  { loadBytes = loadUrl }: { loadBytes?: LoadBytes } = {},
): () => Promise<SiteRoute[]> {
  const read = cachedReads(async (url) =>
    (
      JSON.parse(Buffer.from(await loadBytes(url)).toString('utf8')) as {
        path: string;
        owner: string;
        staff?: boolean;
      }[]
    ).map((route): SiteRoute => ({ ...route, matches: routeMatcher(route.path) })),
  );
  const url = pathToFileURL(routesFile).href;
  return async () => (await read(url)) ?? [];
}

/**
 * Preloads for the remote that owns a path, from its manifest (read at most every MANIFEST_TTL_MS,
 * never holding a page up for long): a remote that is down or slow gets no hints.
 */
export function createRemotePreloads({
  siteRoutes,
  remotes,
  manifests,
}: {
  siteRoutes: () => Promise<SiteRoute[]>;
  remotes: Record<string, string>;
  manifests: RemoteManifests;
}) {
  return {
    async forPath(pathname: string): Promise<Preload[]> {
      const { sitePath } = languagePathOf(pathname);
      const owner = (await siteRoutes()).find((route) => route.matches(sitePath))?.owner;
      const manifestUrl = owner ? remotes[owner] : undefined;
      if (!manifestUrl) return [];
      // Stale hints are still the right remote; the next page gets the fresh ones.
      const read = await manifests(manifestUrl);
      return read ? remotePreloadsFromManifest(manifestUrl, read.manifest) : [];
    },
  };
}
