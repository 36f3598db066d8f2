// @ts-check
/**
 * Serves a package's production build as it is deployed: the SPA page for deep links, the
 * run-time configuration, fixed-name files (HTML, manifest, remoteEntry.js) revalidated on every
 * visit and content-hashed files cached for a year, pre-compressed when the browser accepts it.
 * Files are read per request, so shipping a build is replacing dist/ (no restart).
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { portFrom, runtimeConfigFromEnv } from './runtime-config.mjs';

const HASHED_FILE = /\.[0-9a-f]{8}\.\w+(\.(br|gz))?$/;
/** A request for a file (has an extension) gets a 404, not the SPA page, when the file is missing. */
const FILE_REQUEST = /\/[^/]+\.\w+$/;

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
 * @param {{ packageDir: string, name: string, portVariable: string, defaultPort: number }} options
 */
export async function serveBuild({ packageDir, name, portVariable, defaultPort }) {
  const dist = path.join(packageDir, 'dist');
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) {
    console.error(`${name}: no build in ${dist}; run "npm run build" first.`);
    process.exit(1);
  }
  const port = portFrom(process.env[portVariable], portVariable, defaultPort);
  const config = runtimeConfigFromEnv(process.env);
  const csp = contentSecurityPolicy(config);

  const app = Fastify({ logger: false });
  app.addHook('onSend', async (_request, reply) => {
    // Remote files are fetched by the shell's page, on another origin.
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Content-Security-Policy', csp);
  });
  await app.register(fastifyStatic, {
    root: dist,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/runtime-config.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return config;
  });
  // The shell answers every page path with its page; a remote's build has no page.
  const hasPage = fs.existsSync(path.join(dist, 'index.html'));
  app.setNotFoundHandler(async (request, reply) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    if (!hasPage || request.method !== 'GET' || FILE_REQUEST.test(pathname)) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });

  await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
  console.info(`${name} serving ${path.basename(dist)}/ on http://localhost:${port}`);
  const stop = () => {
    app.close().then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return app;
}
