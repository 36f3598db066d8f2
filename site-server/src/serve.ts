/**
 * Serves a package's production build as it is deployed: the page for deep links (with the run-time
 * configuration written into it, and preload hints for the first route's remote), the run-time
 * configuration as /runtime-config.json too, fixed-name files (HTML, manifest, remoteEntry.js)
 * revalidated on every visit and content-hashed files cached for a year, pre-compressed when the
 * browser accepts it. Files are read per request, so shipping a build is replacing dist/ (no restart).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { appendToHead, parseHtml } from './html.js';
import {
  createRemoteManifests,
  createRemotePreloads,
  loadUrl,
  headScriptHashesOf,
  inlineStylesheetHashesOf,
  languagePathOf,
  redirectLocation,
  shellPageFileOf,
  siteRoutesReader,
  SITE_REDIRECTS_FILE,
  SITE_ROUTES_FILE,
  STARTUP_LOADER_HASH,
  withLanguageLinks,
  withStartupAfterFirstPaint,
  withStartupData,
  type Redirect,
  type SiteRoute,
} from './page.js';
import type { Language } from './page-index.js';
import { createFreshPages, freshPagesApiFromEnv, freshPagesPollMsFromEnv } from './fresh-pages.js';
import { createHospitalFacts } from './hospital-facts.js';
import { pagesState, pagesStateDirFromEnv } from './pages-state.js';
import { createPrerenderedPages, pageBeforePrerendering } from './prerendered-pages.js';
import {
  portFrom,
  remotesWithPages,
  runtimeConfigFromEnv,
  siteUrlFromEnv,
  type RuntimeConfig,
} from './runtime-config.js';

const HASHED_FILE = /\.[0-9a-f]{8}\.\w+(\.(br|gz))?$/;
/** A request for a file (has an extension) gets a 404, not the page, when the file is missing. */
const FILE_REQUEST = /\/[^/]+\.\w+$/;
/** Source maps stay with the team (dist-sourcemaps/): one left in dist/ by an older build is not sent either. */
const SOURCE_MAP_REQUEST = /\.map(\.(br|gz))?$/i;

/**
 * `PRERENDERED_PAGES=off` serves the site's page as it was before pages were prerendered (rendered in
 * the browser only: no page stitched in, no layout in the root), for the bench's side-by-side
 * comparison; `on` (or unset) is the site as deployed.
 */
export function prerenderedPagesFromEnv(env: Record<string, string | undefined>): boolean {
  const value = env.PRERENDERED_PAGES ?? '';
  if (value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`PRERENDERED_PAGES must be "on" or "off", got "${value}"`);
}

/**
 * HSTS as helmet sends it for the API: a year, subdomains included. Sent on every answer rather than
 * only when a proxy says the request came over HTTPS: browsers heed it only over HTTPS (RFC 6797
 * 8.1), so plain http://localhost is unaffected, and it needs no trust in a header.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Powerful features the site never uses, refused for the page and every frame it embeds (the contact
 * page's map too). Video stays full-screen-able and picture-in-picture keeps its default (the about
 * page's tour); only names Chromium knows, as an unknown one is logged as an error on every page.
 * Helmet sends no Permissions-Policy, so it is sent here.
 */
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

const originsOf = (urls: string[]) => [...new Set(urls.map((url) => new URL(url).origin))];

type Directives = Record<string, string[]>;

/**
 * A policy that allows exactly the hosts the run-time configuration names, and the stylesheets the
 * page was written with (`inlineStylesheetHashesOf`) and its start-up loader when it has one.
 */
export function policyDirectives(
  config: Pick<RuntimeConfig, 'apiUrl' | 'remotes'>,
  { styleHashes = [], scriptHashes = [] }: { styleHashes?: readonly string[]; scriptHashes?: readonly string[] } = {},
): Directives {
  const remoteOrigins = originsOf(Object.values(config.remotes));
  const apiOrigin = originsOf([config.apiUrl]);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remoteOrigins, ...scriptHashes],
    'style-src': ["'self'", ...remoteOrigins, ...styleHashes],
    // A prerendered page's style attributes (a clamp's line count, a carousel's offset), which the
    // browser would drop from the server's HTML; <style> elements other than the page's stay refused.
    'style-src-attr': ["'unsafe-inline'"],
    'connect-src': ["'self'", ...remoteOrigins, ...apiOrigin],
    'img-src': ["'self'", 'data:', 'blob:', ...remoteOrigins, ...apiOrigin],
    'font-src': ["'self'", ...remoteOrigins],
    // A remote's own video (the about page's tour), fetched only when its player opens.
    'media-src': ["'self'", ...remoteOrigins],
    'frame-src': ['https://www.google.com', 'https://maps.google.com'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** A page's own policy as its header says it (the same directives helmet sends for every other answer). */
const policyHeader = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/**
 * The headers of every answer, by helmet: only those the site has always sent (a policy for the
 * page, no sniffing, the referrer's origin only across sites, HSTS, a window of its own). No
 * Cross-Origin-Embedder-Policy, nor a -Resource-Policy: remote files are fetched by the shell's page,
 * on another origin, and either would stop it loading them.
 */
const helmetOptions = (directives: Directives) => ({
  global: true,
  contentSecurityPolicy: { useDefaults: false, directives },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: { policy: 'same-origin' as const },
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true, preload: false },
  xContentTypeOptions: true,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xPoweredBy: false,
  xXssProtection: false,
});

/** How long a page's answer is given again as it was: under the second the indexes are read for. */
export const PAGE_REUSE_MS = 1000;

/**
 * Answers made by `make`, each given again for `PAGE_REUSE_MS` to whoever asks by the same key, the
 * ones still being made included: a burst of visitors to one page (a link shared in a family's
 * group) costs one stitching and one compression, not one each. For one `PAGE_REUSE_MS` more the
 * kept answer is still given while the next is made, so visitors who keep coming never wait for a
 * page to be made again (on a busy phone-sized server that is tens of milliseconds each time); an
 * answer older than that is made anew while the visitor waits. A failed answer is not kept.
 */
export function recentAnswers<T extends object | string>(now: () => number = Date.now) {
  const recent = new LRUCache<string, T, () => Promise<T>>({
    max: 1000,
    ttl: PAGE_REUSE_MS,
    ttlResolution: 0,
    perf: { now },
    allowStale: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return {
    get(key: string, make: () => Promise<T>): Promise<T> {
      if (recent.getRemainingTTL(key) <= -PAGE_REUSE_MS) recent.delete(key);
      return recent.fetch(key, { context: make }) as Promise<T>;
    },
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type PageEncoding = 'br' | 'gzip' | null;

/**
 * A page is compressed once per answer kept (`recentAnswers`), not per request as @fastify/compress
 * compresses the other answers: brotli at a quality that costs about a millisecond, or gzip.
 */
async function compressed(encoding: PageEncoding, html: string): Promise<Buffer | string> {
  if (encoding === 'br') return brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return gzip(html);
  return html;
}

/** The encoding a page is sent in for the browser's Accept-Encoding: brotli, else gzip, else none. */
export const pageEncodingFor = (acceptEncoding: string | undefined): PageEncoding =>
  (negotiate(acceptEncoding ?? '', ['br', 'gzip']) as PageEncoding | undefined) ?? null;

/**
 * What the site's host reads to write its page: the route table of its build, each remote's manifest
 * (read once for preload hints and for the page indexes' build check) and the prerendered pages.
 */
function siteReads(dist: string, { apiUrl, remotes }: RuntimeConfig, state: ReturnType<typeof pagesState> | null) {
  const siteRoutes = siteRoutesReader(path.join(dist, SITE_ROUTES_FILE));
  const manifests = createRemoteManifests();
  // The shell's own pages rendered again since the build (its state folder) before dist's.
  const distUrl = pathToFileURL(dist).href;
  const loadBytes = (url: string) => {
    const stateFile = state && url.startsWith(`${distUrl}/`) ? state.fileFor(url.slice(distUrl.length)) : null;
    return stateFile ? fs.promises.readFile(stateFile) : loadUrl(url);
  };
  return {
    siteRoutes,
    remotePreloads: createRemotePreloads({ siteRoutes, remotes, manifests }),
    pages: createPrerenderedPages({
      distDir: dist,
      siteUrl: siteUrlFromEnv(process.env),
      apiUrl,
      remotes: remotesWithPages(remotes),
      siteRoutes,
      manifests,
      loadBytes,
    }),
  };
}

/**
 * Whether a path is the staff desk's (an English address only: the desk has no Hindi pages yet, so
 * `/hi/desk` is not found, like any other unknown path).
 */
async function isStaffPath(siteRoutes: () => Promise<SiteRoute[]>, pathname: string): Promise<boolean> {
  const { lang, sitePath } = languagePathOf(pathname);
  if (lang !== 'en') return false;
  return (await siteRoutes()).some((route) => route.staff === true && route.matches(sitePath));
}

/**
 * The staff desk's page: the shell's page with nothing of the public site's layout in it (no
 * splash, header or footer HTML; the shell renders the desk's plain frame), and a robots tag
 * saying what its X-Robots-Tag header says.
 */
function asStaffPage(document: ReturnType<typeof parseHtml>): void {
  pageBeforePrerendering(document);
  for (const robots of document.querySelectorAll('meta[name="robots"]')) robots.remove();
  appendToHead(document, '<meta name="robots" content="noindex">');
}

/** The shell's page is its dist/index.html; a remote's standalone page sits in dist/standalone/. */
const pageOf = (dist: string) =>
  ['index.html', 'standalone/index.html'].map((file) => path.join(dist, file)).find((file) => fs.existsSync(file));

/**
 * The page for a language's addresses: the shell's twin with its layout in that language
 * (`index.hi.html`), or the one page where there is none (a remote's standalone page, an older build).
 * A layout rendered again for this build (the hospital's facts changed: `layout`) comes first.
 */
const readPage = (file: string, lang: Language, layout: string | null = null) =>
  (layout ? fs.promises.readFile(layout, 'utf8') : Promise.reject(new Error('none')))
    .catch(() => fs.promises.readFile(path.join(path.dirname(file), shellPageFileOf(lang)), 'utf8'))
    .catch(() => fs.promises.readFile(file, 'utf8'));

export interface ServeOptions {
  packageDir: string;
  /**
   * The site's host, whose page hints the remote owning the requested route and carries the
   * prerendered page (pages/index.json of each package) with its real status, and which serves
   * /sitemap.xml and /robots.txt.
   */
  preloadRemotePages?: boolean;
  /**
   * A remote whose pages show the catalogue (doctors, fees, prices): with `PAGES_API_URL` set, its
   * server renders the pages a desk change touched again, with its build's pages' module, within
   * seconds (fresh-pages.ts), into its state folder (`PAGES_STATE_DIR`), whose index and fragments
   * it then answers before dist's (pages-state.ts).
   */
  freshPages?: boolean;
}

export async function serveBuild({
  packageDir,
  name,
  portVariable,
  defaultPort,
  preloadRemotePages = false,
  freshPages = false,
}: ServeOptions & { name: string; portVariable: string; defaultPort: number }): Promise<FastifyInstance> {
  const dist = path.join(packageDir, 'dist');
  if (!pageOf(dist) && !fs.existsSync(path.join(dist, 'mf-manifest.json'))) {
    console.error(`${name}: no build in ${dist}; run "npm run build" first.`);
    process.exit(1);
  }
  const port = portFrom(process.env[portVariable], portVariable, defaultPort);
  const app = await createBuildServer({ packageDir, preloadRemotePages, freshPages });
  await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
  console.info(`${name} serving ${path.basename(dist)}/ on http://localhost:${port}`);
  const stop = () => {
    void app.close().then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return app;
}

interface PageReply {
  status: number;
  /** A page its package marks moved (301): where to. */
  location?: string | undefined;
  /** A staff page: one person's, never stored by a browser or proxy, never indexed. */
  staff: boolean;
  policy: string;
  encoding: PageEncoding;
  body: Buffer | string;
}

/** The server of a package's build, configured from the environment, not yet listening. */
export async function createBuildServer({ packageDir, preloadRemotePages = false, freshPages = false }: ServeOptions) {
  const dist = path.join(packageDir, 'dist');
  const pagesApiUrl = freshPages ? freshPagesApiFromEnv(process.env) : null;
  const pollMs = freshPagesPollMsFromEnv(process.env);
  // Without PAGES_API_URL the pages are as built: a state folder left by an earlier run is not read.
  const state = pagesApiUrl ? pagesState(dist, pagesStateDirFromEnv(process.env, packageDir)) : null;
  const page = pageOf(dist);
  const config = runtimeConfigFromEnv(process.env);
  const site = preloadRemotePages ? siteReads(dist, config, state) : null;
  // The hospital's facts in force, for every page's configuration: from the API the pages are
  // rendered from, or the one the browser calls.
  const facts = page ? createHospitalFacts({ apiUrl: pagesApiUrl ?? config.apiUrl }) : null;
  /** The configuration with the facts in force (none read yet: the page keeps its build's). */
  const configNow = () => {
    const hospital = facts?.current();
    return hospital ? { ...config, hospital } : config;
  };
  const prerendered = prerenderedPagesFromEnv(process.env);

  const app = Fastify({ logger: false });
  await app.register(fastifyHelmet, helmetOptions(policyDirectives(config)));
  // Files without a compressed twin in dist/, the configuration and the sitemap; pages come compressed.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    const { pathname } = new URL(request.url, 'http://localhost');
    if (SOURCE_MAP_REQUEST.test(pathname)) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    // The pages rendered again since the build (not dist/'s files, which stay as built).
    const stateFile = state && (request.method === 'GET' || request.method === 'HEAD') ? state.fileFor(pathname) : null;
    if (stateFile) {
      const body = await fs.promises.readFile(stateFile).catch(() => null);
      if (body) {
        reply.header('Cache-Control', 'no-cache');
        return reply.type(stateFile.endsWith('.json') ? 'application/json' : 'text/html; charset=utf-8').send(body);
      }
    }
    // A page's address is never a file: answered without looking in dist/ for one (three lookups,
    // compressed forms included, that a burst of visitors queues on the file system's threads).
    if (page && (request.method === 'GET' || request.method === 'HEAD') && !FILE_REQUEST.test(pathname)) {
      return answerWithPage(request, reply);
    }
    return undefined;
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
    return configNow();
  });
  const redirectsFile = path.join(dist, SITE_REDIRECTS_FILE);
  const redirectReads = recentAnswers<Redirect[]>();
  /** The build's redirects, read like the page (a build without the file has none). */
  const readRedirects = () =>
    redirectReads.get('redirects', () =>
      fs.promises.readFile(redirectsFile, 'utf8').then(
        (json) => JSON.parse(json) as Redirect[],
        () => [],
      ),
    );

  /** The page for a path, written and compressed for one encoding. */
  const makePage = async (pathname: string, encoding: PageEncoding): Promise<PageReply> => {
    const { lang } = languagePathOf(pathname);
    const document = parseHtml(await readPage(page ?? '', lang, state?.layoutFor(lang) ?? null));
    const scriptHashes = headScriptHashesOf(document);
    const staff = site ? await isStaffPath(site.siteRoutes, pathname) : false;
    if (!prerendered || staff) pageBeforePrerendering(document);
    if (staff) asStaffPage(document);
    const [preloads, served] = await Promise.all([
      site ? site.remotePreloads.forPath(pathname) : [],
      site && prerendered && !staff ? site.pages.pageFor(pathname, document) : { status: 200, withPage: false },
    ]);
    withLanguageLinks(document, pathname);
    const styleHashes = inlineStylesheetHashesOf(document);
    withStartupData(document, configNow(), preloads);
    // A page that paints from its HTML fetches its code once it has painted.
    if (served.withPage) withStartupAfterFirstPaint(document);
    return {
      status: served.status,
      location: 'location' in served ? served.location : undefined,
      staff,
      policy: policyHeader(
        policyDirectives(config, {
          styleHashes,
          scriptHashes: [...scriptHashes, ...(served.withPage ? [STARTUP_LOADER_HASH] : [])],
        }),
      ),
      encoding,
      body: await compressed(encoding, document.toString()),
    };
  };
  const pageAnswers = recentAnswers<PageReply>();

  const answerWithPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    // HEAD as well as GET: monitors and link checkers ask with HEAD (the body is dropped for it).
    if (!page || (request.method !== 'GET' && request.method !== 'HEAD') || FILE_REQUEST.test(pathname)) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    // Permanent, so search engines move to the page that now holds the content; revalidated like
    // the page, so a later build that changes the table is followed at once.
    const location = redirectLocation(await readRedirects(), request.url);
    if (location) return reply.header('Cache-Control', 'no-cache').redirect(location, 301);
    const encoding = pageEncodingFor(request.headers['accept-encoding']);
    const {
      status,
      location: movedTo,
      staff,
      policy,
      body,
    } = await pageAnswers.get(`${encoding} ${pathname}`, () => makePage(pathname, encoding));
    // A page its package moved since the build (a renamed doctor's): revalidated, as it may move again.
    if (status === 301 && movedTo) return reply.header('Cache-Control', 'no-cache').redirect(movedTo, 301);
    reply.header('Cache-Control', staff ? 'no-store' : 'no-cache');
    if (staff) reply.header('X-Robots-Tag', 'noindex');
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
  if (pagesApiUrl) {
    const fresh = createFreshPages({
      packageDir,
      stateDir: state?.stateDir,
      apiUrl: pagesApiUrl,
      facts: facts ?? undefined,
      shell: preloadRemotePages,
    });
    app.addHook('onListen', async () => fresh.start(pollMs));
    app.addHook('onClose', async () => fresh.stop());
  } else if (facts) {
    // No pages rendered here: the facts are followed for the pages' configuration alone.
    app.addHook('onListen', async () => facts.start(pollMs));
  }
  if (facts) app.addHook('onClose', async () => facts.stop());
  app.setNotFoundHandler(answerWithPage);
  return app;
}
