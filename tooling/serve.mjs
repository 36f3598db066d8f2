// @ts-check
/**
 * Serves a package's production build as it is deployed: the page for deep links (with the run-time
 * configuration written into it, and preload hints for the first route's remote), the run-time
 * configuration as /runtime-config.json too, fixed-name files (HTML, manifest, remoteEntry.js)
 * revalidated on every visit and content-hashed files cached for a year, pre-compressed when the
 * browser accepts it. Files are read per request, so shipping a build is replacing dist/ (no restart).
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { portFrom, runtimeConfigFromEnv, siteUrlFromEnv } from './runtime-config.mjs';
// Only fastify, @fastify/static and these modules: the container images ship nothing else.
import {
  createRemoteManifests,
  createRemotePreloads,
  headScriptHashesOf,
  inlineStylesheetHashesOf,
  languagePathOf,
  pageWithStartupData,
  redirectLocation,
  shellPageFileOf,
  siteRoutesReader,
  SITE_REDIRECTS_FILE,
  SITE_ROUTES_FILE,
  STARTUP_LOADER_HASH,
  withLanguageLinksOf,
  withStartupAfterFirstPaint,
} from './page.mjs';
import { createPrerenderedPages, pageBeforePrerendering } from './prerendered-pages.mjs';

const HASHED_FILE = /\.[0-9a-f]{8}\.\w+(\.(br|gz))?$/;
/** A request for a file (has an extension) gets a 404, not the page, when the file is missing. */
const FILE_REQUEST = /\/[^/]+\.\w+$/;
/** Source maps stay with the team (dist-sourcemaps/): one left in dist/ by an older build is not sent either. */
const SOURCE_MAP_REQUEST = /\.map(\.(br|gz))?$/i;

/**
 * `PRERENDERED_PAGES=off` serves the site's page as it was before pages were prerendered (rendered in
 * the browser only: no page stitched in, no layout in the root), for the bench's side-by-side
 * comparison; `on` (or unset) is the site as deployed.
 * @param {NodeJS.ProcessEnv} env
 */
export function prerenderedPagesFromEnv(env) {
  const value = env.PRERENDERED_PAGES ?? '';
  if (value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`PRERENDERED_PAGES must be "on" or "off", got "${value}"`);
}

/**
 * Powerful features the site never uses, refused for the page and every frame it embeds (the contact
 * page's map too). Video stays full-screen-able and picture-in-picture keeps its default (the about
 * page's tour); only names Chromium knows, as an unknown one is logged as an error on every page.
 */
/**
 * HSTS as helmet sends it for the API: a year, subdomains included. Sent on every answer, as helmet
 * does, rather than only when a proxy says the request came over HTTPS: browsers heed it only over
 * HTTPS (RFC 6797 8.1), so plain http://localhost is unaffected, and it needs no trust in a header.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'bluetooth=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The page compressed as the browser accepts it (it is written per request, so not pre-compressed
 * like the build's files): brotli at a quality that costs about a millisecond, or gzip.
 * @param {string | undefined} acceptEncoding @param {string} html
 * @returns {Promise<{ encoding: 'br' | 'gzip' | null, body: Buffer | string }>}
 */
export async function compressedPage(acceptEncoding, html) {
  const encoding = pageEncodingFor(acceptEncoding);
  if (encoding === 'br') {
    return {
      encoding: 'br',
      body: await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    };
  }
  if (encoding === 'gzip') return { encoding: 'gzip', body: await gzip(html) };
  return { encoding: null, body: html };
}

/**
 * The encoding a page is sent in for the browser's Accept-Encoding: brotli, else gzip, else none.
 * @param {string | undefined} acceptEncoding @returns {'br' | 'gzip' | null}
 */
export function pageEncodingFor(acceptEncoding) {
  const accepted = new Set((acceptEncoding ?? '').split(',').map((part) => part.split(';')[0]?.trim()));
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

/** How long a page's answer is given again as it was: under the second the indexes are read for. */
export const PAGE_REUSE_MS = 1000;

/**
 * Answers made by `make`, each given again for `PAGE_REUSE_MS` to whoever asks by the same key, the
 * ones still being made included: a burst of visitors to one page (a link shared in a family's
 * group) costs one stitching and one compression, not one each. For one `PAGE_REUSE_MS` more the
 * kept answer is still given while the next is made, so visitors who keep coming never wait for a
 * page to be made again (on a busy phone-sized server that is tens of milliseconds each time); an
 * answer older than that is made anew while the visitor waits. A failed answer is not kept.
 * @template T @param {() => number} [now]
 */
export function recentAnswers(now = Date.now) {
  /** @typedef {{ at: number, answer: Promise<T>, next?: Promise<T> }} Kept */
  /** @type {Map<string, Kept>} */
  const recent = new Map();
  /** @param {string} key @param {number} at @param {Promise<T>} answer */
  const keep = (key, at, answer) => {
    recent.set(key, { at, answer });
    answer.catch(() => {
      if (recent.get(key)?.answer === answer) recent.delete(key);
    });
  };
  return {
    /** @param {string} key @param {() => Promise<T>} make @returns {Promise<T>} */
    get(key, make) {
      const at = now();
      const kept = recent.get(key);
      if (kept && at - kept.at < PAGE_REUSE_MS) return kept.answer;
      if (kept && at - kept.at < 2 * PAGE_REUSE_MS) {
        if (!kept.next) {
          const next = make();
          kept.next = next;
          next.then(
            () => {
              if (recent.get(key) === kept) keep(key, at, next);
            },
            () => {
              kept.next = undefined;
            },
          );
        }
        return kept.answer;
      }
      for (const [oldKey, old] of recent) if (at - old.at >= 2 * PAGE_REUSE_MS) recent.delete(oldKey);
      const answer = make();
      keep(key, at, answer);
      return answer;
    },
  };
}

/** @param {string[]} urls */
const originsOf = (urls) => [...new Set(urls.map((url) => new URL(url).origin))].join(' ');

/**
 * A policy that allows exactly the hosts the run-time configuration names, and the stylesheets the
 * page was written with (`inlineStylesheetHashesOf`) and its start-up loader when it has one.
 * @param {{ apiUrl: string, remotes: Record<string, string> }} config
 * @param {{ styleHashes?: readonly string[], scriptHashes?: readonly string[] }} [inline]
 */
function contentSecurityPolicy(config, { styleHashes = [], scriptHashes = [] } = {}) {
  const remoteOrigins = originsOf(Object.values(config.remotes));
  const apiOrigin = originsOf([config.apiUrl]);
  return [
    "default-src 'self'",
    ['script-src', "'self'", remoteOrigins, ...scriptHashes].join(' '),
    ['style-src', "'self'", remoteOrigins, ...styleHashes].join(' '),
    // A prerendered page's style attributes (a clamp's line count, a carousel's offset), which the
    // browser would drop from the server's HTML; <style> elements other than the page's stay refused.
    "style-src-attr 'unsafe-inline'",
    `connect-src 'self' ${remoteOrigins} ${apiOrigin}`,
    `img-src 'self' data: blob: ${remoteOrigins} ${apiOrigin}`,
    `font-src 'self' ${remoteOrigins}`,
    // A remote's own video (the about page's tour), fetched only when its player opens.
    `media-src 'self' ${remoteOrigins}`,
    'frame-src https://www.google.com https://maps.google.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * What the site's host reads to write its page: the route table of its build, each remote's manifest
 * (read once for preload hints and for the page indexes' build check) and the prerendered pages.
 * @param {string} dist the host's build
 * @param {{ apiUrl: string, remotes: Record<string, string> }} config the run-time configuration
 */
function siteReads(dist, { apiUrl, remotes }) {
  const siteRoutes = siteRoutesReader(path.join(dist, SITE_ROUTES_FILE));
  const manifests = createRemoteManifests();
  return {
    remotePreloads: createRemotePreloads({ siteRoutes, remotes, manifests }),
    pages: createPrerenderedPages({
      distDir: dist,
      siteUrl: siteUrlFromEnv(process.env),
      apiUrl,
      remotes,
      siteRoutes,
      manifests,
    }),
  };
}

/** The shell's page is its dist/index.html; a remote's standalone page sits in dist/standalone/. */
const pageOf = (/** @type {string} */ dist) =>
  ['index.html', 'standalone/index.html'].map((file) => path.join(dist, file)).find(fs.existsSync);

/**
 * The page for a language's addresses: the shell's twin with its layout in that language
 * (`index.hi.html`), or the one page where there is none (a remote's standalone page, an older build).
 * @param {string} file the page @param {import('./page.mjs').Language} lang
 */
const readPage = (file, lang) =>
  fs.promises
    .readFile(path.join(path.dirname(file), shellPageFileOf(lang)), 'utf8')
    .catch(() => fs.promises.readFile(file, 'utf8'));

/**
 * @param {{
 *   packageDir: string,
 *   name: string,
 *   portVariable: string,
 *   defaultPort: number,
 *   preloadRemotePages?: boolean,
 * }} options `preloadRemotePages`: see `createBuildServer`
 */
export async function serveBuild({ packageDir, name, portVariable, defaultPort, preloadRemotePages = false }) {
  const dist = path.join(packageDir, 'dist');
  if (!pageOf(dist) && !fs.existsSync(path.join(dist, 'mf-manifest.json'))) {
    console.error(`${name}: no build in ${dist}; run "npm run build" first.`);
    process.exit(1);
  }
  const port = portFrom(process.env[portVariable], portVariable, defaultPort);
  const app = await createBuildServer({ packageDir, preloadRemotePages });
  await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
  console.info(`${name} serving ${path.basename(dist)}/ on http://localhost:${port}`);
  const stop = () => {
    app.close().then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return app;
}

/**
 * The server of a package's build, configured from the environment, not yet listening.
 * @param {{ packageDir: string, preloadRemotePages?: boolean }} options `preloadRemotePages`: the
 * site's host, whose page hints the remote owning the requested route and carries the prerendered
 * page (pages/index.json of each package) with its real status, and which serves /sitemap.xml and
 * /robots.txt
 */
export async function createBuildServer({ packageDir, preloadRemotePages = false }) {
  const dist = path.join(packageDir, 'dist');
  const page = pageOf(dist);
  const config = runtimeConfigFromEnv(process.env);
  const csp = contentSecurityPolicy(config);
  const site = preloadRemotePages ? siteReads(dist, config) : null;
  const prerendered = prerenderedPagesFromEnv(process.env);

  const app = Fastify({ logger: false });
  app.addHook('onRequest', async (request, reply) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    if (SOURCE_MAP_REQUEST.test(pathname)) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    // A page's address is never a file: answered without looking in dist/ for one (three lookups,
    // compressed forms included, that a burst of visitors queues on the file system's threads).
    if (page && (request.method === 'GET' || request.method === 'HEAD') && !FILE_REQUEST.test(pathname)) {
      return answerWithPage(request, reply);
    }
    return undefined;
  });
  app.addHook('onSend', async (_request, reply) => {
    // Remote files are fetched by the shell's page, on another origin. No Cross-Origin-Embedder-Policy,
    // nor a -Resource-Policy narrower than cross-origin: either would stop it loading the remotes.
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    // A page's own policy names its stylesheets (answerWithPage).
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', csp);
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    // Windows of other sites (the map's links open Google's) get no handle on the site's pages.
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
  });
  await app.register(fastifyStatic, {
    root: dist,
    preCompressed: true,
    cacheControl: false,
    // The page is answered below, with the configuration written in.
    index: false,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/runtime-config.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return config;
  });
  const redirectsFile = path.join(dist, SITE_REDIRECTS_FILE);
  /** @type {ReturnType<typeof recentAnswers<{ from: string, to: string }[]>>} */
  const redirectReads = recentAnswers();
  /** The build's redirects, read like the page (a build without the file has none). */
  const readRedirects = () =>
    redirectReads.get('redirects', () =>
      fs.promises.readFile(redirectsFile, 'utf8').then(
        (json) => /** @type {{ from: string, to: string }[]} */ (JSON.parse(json)),
        () => [],
      ),
    );
  /** @type {ReturnType<typeof recentAnswers<{ status: number, policy: string, encoding: 'br' | 'gzip' | null, body: Buffer | string }>>} */
  const pageAnswers = recentAnswers();
  /** @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply */
  const answerWithPage = async (request, reply) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    // HEAD as well as GET: monitors and link checkers ask with HEAD (the body is dropped for it).
    if (!page || (request.method !== 'GET' && request.method !== 'HEAD') || FILE_REQUEST.test(pathname)) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    // Permanent, so search engines move to the page that now holds the content; revalidated like
    // the page, so a later build that changes the table is followed at once.
    const location = redirectLocation(await readRedirects(), request.url);
    if (location) return reply.header('Cache-Control', 'no-cache').redirect(location, 301);
    const accepted = request.headers['accept-encoding'];
    const { status, policy, encoding, body } = await pageAnswers.get(
      `${pageEncodingFor(accepted)} ${pathname}`,
      async () => {
        const built = await readPage(page, languagePathOf(pathname).lang);
        const html = prerendered ? built : pageBeforePrerendering(built);
        const [preloads, served] = await Promise.all([
          site ? site.remotePreloads.forPath(pathname) : [],
          site && prerendered ? site.pages.pageFor(pathname, html) : { status: 200, html, withPage: false },
        ]);
        const withData = pageWithStartupData(withLanguageLinksOf(served.html, pathname), config, preloads);
        return {
          status: served.status,
          policy: contentSecurityPolicy(config, {
            styleHashes: inlineStylesheetHashesOf(served.html),
            scriptHashes: [...headScriptHashesOf(built), ...(served.withPage ? [STARTUP_LOADER_HASH] : [])],
          }),
          // A page that paints from its HTML fetches its code once it has painted.
          ...(await compressedPage(accepted, served.withPage ? withStartupAfterFirstPaint(withData) : withData)),
        };
      },
    );
    reply.header('Cache-Control', 'no-cache');
    reply.header('Content-Security-Policy', policy);
    reply.header('Vary', 'Accept-Encoding');
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.code(status).type('text/html; charset=utf-8').send(body);
  };
  // The root is a folder to the static files, which would refuse it without an index file.
  app.get('/', answerWithPage);
  if (site) {
    const { pages } = site;
    app.get('/sitemap.xml', async (_request, reply) => {
      const html = page ? await fs.promises.readFile(page, 'utf8') : '';
      reply.header('Cache-Control', 'no-cache');
      return reply.type('application/xml; charset=utf-8').send(await pages.sitemap(html));
    });
    app.get('/robots.txt', async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return reply.type('text/plain; charset=utf-8').send(pages.robots());
    });
    if (prerendered && page) {
      // Once listening, not before: the remotes it reads may be starting beside it. What it cannot
      // read is left to the first visitor, as without it.
      const closing = new AbortController();
      app.addHook('onListen', async () => {
        void readPage(page, 'en')
          .then((html) => pages.warm(html, { signal: closing.signal }))
          .catch(() => undefined);
      });
      app.addHook('onClose', async () => closing.abort());
    }
  }
  app.setNotFoundHandler(answerWithPage);
  return app;
}
