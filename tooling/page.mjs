// @ts-check
/**
 * What a host's server writes into its page as it serves it: the run-time configuration (so the
 * page starts without asking for it) and preload hints for the remote that renders the requested
 * route, read from that remote's manifest.
 */
import fs from 'node:fs';

/** The element the page reads its run-time configuration from (shared-ui/host). */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

/**
 * The route table the shell's build writes beside its page (`SiteRoutesPlugin`), read by its server.
 * Declared here, not in startup-assets.mjs, so the server loads no build tools (esbuild, webpack
 * plugins): a container image ships fastify and these few files only (docs/deployment.md).
 */
export const SITE_ROUTES_FILE = 'site-routes.json';

/**
 * The old addresses the shell's build writes beside its page (`SiteRoutesPlugin`), `[{ from, to }]`,
 * which its server answers with a permanent redirect: the `/services/{slug}` twin of each topic page
 * (shared-ui's `TOPIC_PAGE_OF_SERVICE`, the one copy of that map).
 */
export const SITE_REDIRECTS_FILE = 'site-redirects.json';

/** How long a remote's manifest is trusted: remotes ship alone, so not long. */
export const MANIFEST_TTL_MS = 10_000;
/** A page waits this long at most for a manifest it has never read; later pages use what came. */
const FIRST_READ_WAIT_MS = 300;
const FETCH_TIMEOUT_MS = 2_000;

/**
 * @typedef {{ href: string, as: 'script' | 'style' | 'fetch', crossOrigin: boolean }} Preload
 */

const escapeAttribute = (/** @type {string} */ value) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * The page with the configuration as inert JSON (not a script, so the content security policy has
 * nothing to allow) and the preload links, at the end of its head.
 * @param {string} html
 * @param {unknown} config
 * @param {readonly Preload[]} preloads
 */
export function pageWithStartupData(html, config, preloads) {
  // `<` escaped, so no value can close the element.
  const json = JSON.stringify(config).replaceAll('<', '\\u003c');
  const tags = [
    `<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`,
    ...preloads.map(
      (preload) =>
        `<link rel="preload" href="${escapeAttribute(preload.href)}" as="${preload.as}"${preload.crossOrigin ? ' crossorigin="anonymous"' : ''}>`,
    ),
  ].join('');
  return html.replace('</head>', `${tags}</head>`);
}

/**
 * Where a request is permanently redirected, or null: a `from` path matched as the router matches
 * a static path (case-insensitive, a trailing slash allowed), the request's query string kept as
 * sent (a campaign's `?utm_…` survives). Targets are paths without a query of their own.
 * @param {readonly { from: string, to: string }[]} redirects
 * @param {string} url the request's path and query
 */
export function redirectLocation(redirects, url) {
  const { pathname, search } = new URL(url, 'http://localhost');
  const requested = pathname.replace(/(.)\/$/, '$1').toLowerCase();
  const redirect = redirects.find((candidate) => candidate.from.toLowerCase() === requested);
  return redirect ? `${redirect.to}${search}` : null;
}

/**
 * A route pattern (`/services/:serviceSlug`) as React Router matches it: whole segments,
 * case-insensitive, a trailing slash allowed.
 * @param {string} pattern
 */
function routeMatcher(pattern) {
  const source = pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, (char) => `\\${char}`),
    )
    .join('/');
  return new RegExp(`^${source}/?$`, 'i');
}

/**
 * The remote's entry script and the chunks of its `./routes` module, as the federation runtime
 * loads them, or the browser fetches them twice: scripts by plain script tags (no CORS), styles with
 * `crossorigin="anonymous"` like webpack's loader, the manifest by `fetch`.
 * @param {string} manifestUrl
 * @param {any} manifest mf-manifest.json
 * @returns {Preload[]}
 */
export function remotePreloadsFromManifest(manifestUrl, manifest) {
  const { publicPath, remoteEntry } = manifest.metaData;
  const base = !publicPath || publicPath === 'auto' ? new URL('.', manifestUrl).href : publicPath;
  const routes = manifest.exposes.find((/** @type {{ name: string }} */ expose) => expose.name === 'routes');
  /** @param {string} file */
  const url = (file) => new URL(file, base).href;
  return [
    { href: manifestUrl, as: 'fetch', crossOrigin: true },
    {
      href: url(`${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`),
      as: 'script',
      crossOrigin: false,
    },
    ...(routes?.assets.js.sync ?? []).map((/** @type {string} */ file) => ({
      href: url(file),
      as: 'script',
      crossOrigin: false,
    })),
    ...(routes?.assets.css.sync ?? []).map((/** @type {string} */ file) => ({
      href: url(file),
      as: 'style',
      crossOrigin: true,
    })),
  ].map((preload) => /** @type {Preload} */ (preload));
}

/**
 * Preloads for the remote that owns a path, from its manifest, read at most every MANIFEST_TTL_MS
 * and never holding a page up for long: a remote that is down or slow gets no hints.
 * @param {{ routesFile: string, remotes: Record<string, string>, fetchJson?: (url: string) => Promise<unknown> }} options
 */
export function createRemotePreloads({ routesFile, remotes, fetchJson = fetchManifest }) {
  /** @type {{ pattern: RegExp, owner: string }[]} */
  const routes = fs.existsSync(routesFile)
    ? JSON.parse(fs.readFileSync(routesFile, 'utf8')).map((/** @type {{ path: string, owner: string }} */ route) => ({
        pattern: routeMatcher(route.path),
        owner: route.owner,
      }))
    : [];
  /** @type {Map<string, { readAt: number, preloads: Preload[], reading: Promise<Preload[]> | null }>} */
  const cache = new Map();

  /** @param {string} manifestUrl */
  const read = (manifestUrl) => {
    const entry = cache.get(manifestUrl) ?? { readAt: 0, preloads: [], reading: null };
    cache.set(manifestUrl, entry);
    entry.reading ??= fetchJson(manifestUrl)
      .then((manifest) => {
        entry.preloads = remotePreloadsFromManifest(manifestUrl, manifest);
        return entry.preloads;
      })
      .catch(() => {
        entry.preloads = [];
        return entry.preloads;
      })
      .finally(() => {
        entry.readAt = Date.now();
        entry.reading = null;
      });
    return entry;
  };

  return {
    /** @param {string} pathname @returns {Promise<Preload[]>} */
    async forPath(pathname) {
      const owner = routes.find((route) => route.pattern.test(pathname))?.owner;
      const manifestUrl = owner ? remotes[owner] : undefined;
      if (!manifestUrl) return [];
      const known = cache.get(manifestUrl);
      if (known && known.readAt > 0) {
        // Stale hints are still the right remote; the next page gets the fresh ones.
        if (Date.now() - known.readAt > MANIFEST_TTL_MS) read(manifestUrl);
        return known.preloads;
      }
      const { reading } = read(manifestUrl);
      const timeout = new Promise((resolve) => setTimeout(resolve, FIRST_READ_WAIT_MS, []));
      return /** @type {Promise<Preload[]>} */ (Promise.race([reading ?? Promise.resolve([]), timeout]));
    },
  };
}

/** @param {string} url */
async function fetchManifest(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}
