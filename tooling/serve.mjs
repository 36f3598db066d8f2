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
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { portFrom, runtimeConfigFromEnv } from './runtime-config.mjs';
// Only fastify, @fastify/static and these modules: the container images ship nothing else.
import {
  createRemotePreloads,
  pageWithStartupData,
  redirectLocation,
  SITE_REDIRECTS_FILE,
  SITE_ROUTES_FILE,
} from './page.mjs';

const HASHED_FILE = /\.[0-9a-f]{8}\.\w+(\.(br|gz))?$/;
/** A request for a file (has an extension) gets a 404, not the page, when the file is missing. */
const FILE_REQUEST = /\/[^/]+\.\w+$/;
/** Source maps stay with the team (dist-sourcemaps/): one left in dist/ by an older build is not sent either. */
const SOURCE_MAP_REQUEST = /\.map(\.(br|gz))?$/i;

/**
 * Powerful features the site never uses, refused for the page and every frame it embeds (the contact
 * page's map too). Video stays full-screen-able and picture-in-picture keeps its default (the about
 * page's tour); only names Chromium knows, as an unknown one is logged as an error on every page.
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

/** @param {string[]} urls */
const originsOf = (urls) => [...new Set(urls.map((url) => new URL(url).origin))].join(' ');

/**
 * A policy that allows exactly the hosts the run-time configuration names.
 * @param {{ apiUrl: string, remotes: Record<string, string> }} config
 */
function contentSecurityPolicy(config) {
  const remoteOrigins = originsOf(Object.values(config.remotes));
  const apiOrigin = originsOf([config.apiUrl]);
  return [
    "default-src 'self'",
    `script-src 'self' ${remoteOrigins}`,
    `style-src 'self' ${remoteOrigins}`,
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
 * @param {{
 *   packageDir: string,
 *   name: string,
 *   portVariable: string,
 *   defaultPort: number,
 *   preloadRemotePages?: boolean,
 * }} options `preloadRemotePages`: the site's host, whose page hints the remote owning the requested route
 */
export async function serveBuild({ packageDir, name, portVariable, defaultPort, preloadRemotePages = false }) {
  const dist = path.join(packageDir, 'dist');
  // The shell's page is its dist/index.html; a remote's standalone page sits in dist/standalone/.
  const page = ['index.html', 'standalone/index.html'].map((file) => path.join(dist, file)).find(fs.existsSync);
  if (!page && !fs.existsSync(path.join(dist, 'mf-manifest.json'))) {
    console.error(`${name}: no build in ${dist}; run "npm run build" first.`);
    process.exit(1);
  }
  const port = portFrom(process.env[portVariable], portVariable, defaultPort);
  const config = runtimeConfigFromEnv(process.env);
  const csp = contentSecurityPolicy(config);
  const remotePreloads = preloadRemotePages
    ? createRemotePreloads({ routesFile: path.join(dist, SITE_ROUTES_FILE), remotes: config.remotes })
    : null;

  const app = Fastify({ logger: false });
  app.addHook('onRequest', async (request, reply) => {
    if (SOURCE_MAP_REQUEST.test(new URL(request.url, 'http://localhost').pathname)) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return undefined;
  });
  app.addHook('onSend', async (_request, reply) => {
    // Remote files are fetched by the shell's page, on another origin. No Cross-Origin-Embedder-Policy,
    // nor a -Resource-Policy narrower than cross-origin: either would stop it loading the remotes.
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Content-Security-Policy', csp);
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
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
  /** The build's redirects, read per request like the page (a build without the file has none). */
  const readRedirects = () =>
    fs.promises.readFile(redirectsFile, 'utf8').then(
      (json) => /** @type {{ from: string, to: string }[]} */ (JSON.parse(json)),
      () => [],
    );
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
    const preloads = remotePreloads ? await remotePreloads.forPath(pathname) : [];
    reply.header('Cache-Control', 'no-cache');
    return reply
      .type('text/html; charset=utf-8')
      .send(pageWithStartupData(await fs.promises.readFile(page, 'utf8'), config, preloads));
  };
  // The root is a folder to the static files, which would refuse it without an index file.
  app.get('/', answerWithPage);
  app.setNotFoundHandler(answerWithPage);

  await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
  console.info(`${name} serving ${path.basename(dist)}/ on http://localhost:${port}`);
  const stop = () => {
    app.close().then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return app;
}
