/**
 * Every route declares what it answers (a `response` schema for each status it sends), so the API
 * reference (docs/api-reference.md) is generated from the routes and cannot leave one out. Only
 * routes that cannot have one are exempt, each with its reason.
 */
import type { RouteOptions } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createStore, SITE_ORIGIN } from './helpers';
import type { TestStore } from './helpers';

/** Routes with no response schema, and why they cannot have one. */
const EXEMPT: Record<string, string> = {
  'HEAD,GET /media/*': 'the seeded images, static files (@fastify/static), not JSON',
  'OPTIONS *': 'the CORS preflight (@fastify/cors): 204 with headers, never a body',
};

let store: TestStore;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  store = await createStore();
  const app = buildApp(loadConfig({ API_DATA_DIR: store.dataDir, SITE_ORIGINS: SITE_ORIGIN, LOG_LEVEL: 'silent' }));
  // Added before the plugins load (at ready), so it sees every route they register.
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  await app.ready();
  await app.close();
});

afterAll(async () => {
  await store.dispose();
});

const nameOf = (route: RouteOptions) => `${[route.method].flat().join(',')} ${route.url}`;

test('every route declares its answers, or is exempt with a reason', () => {
  const undeclared = routes
    .filter((route) => route.schema?.response === undefined)
    .map(nameOf)
    .filter((name) => !Object.hasOwn(EXEMPT, name));
  expect(undeclared).toEqual([]);
  // Found this way, the walk cannot pass by seeing no route at all.
  expect(routes.length).toBeGreaterThan(30);
});

test('every exemption is of a route that exists', () => {
  const names = new Set(routes.map(nameOf));
  expect(Object.keys(EXEMPT).filter((name) => !names.has(name))).toEqual([]);
});

test('each answer a route declares names a status it sends: a success, or refusals as `Problem`', () => {
  const declared = routes
    .filter((route) => route.schema?.response !== undefined)
    .map((route) => [nameOf(route), Object.keys(route.schema!.response as object)] as const);
  for (const [name, statuses] of declared) {
    expect([name, statuses.some((status) => /^2\d\d$/.test(status))]).toEqual([name, true]);
  }
});
