/**
 * Every route declares what it answers (a `response` schema for each status it sends), so the API
 * reference (docs/api-reference.md) is generated from the routes and cannot leave one out. Only
 * routes that cannot have one are exempt, each with its reason.
 *
 * Answers built as objects are written through their schema, so the other tests' checks of what they
 * say prove those schemas. The catalogue's are sent as the JSON its read cache keeps, past the
 * schema: here they are checked against it, so the reference says what they really are.
 */
import Ajv from 'ajv';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { ANSWER_SCHEMAS } from '../src/http/answer-schemas';
import { createStore, dayFromToday, SITE_ORIGIN } from './helpers';
import type { TestStore } from './helpers';

/** Routes with no response schema, and why they cannot have one. */
const EXEMPT: Record<string, string> = {
  'HEAD,GET /media/*': 'the seeded images, static files (@fastify/static), not JSON',
  'OPTIONS *': 'the CORS preflight (@fastify/cors): 204 with headers, never a body',
};

let store: TestStore;
let app: FastifyInstance;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  store = await createStore();
  app = buildApp(loadConfig({ API_DATA_DIR: store.dataDir, SITE_ORIGINS: SITE_ORIGIN, LOG_LEVEL: 'silent' }));
  // Added before the plugins load (at ready), so it sees every route they register.
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  // Tests call the API over HTTP, as the site does (Jest cannot load `inject`'s cookie parser).
  await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
  await store.dispose();
});

const baseUrl = () => `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

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

test('each declared route names its success answer (2xx), not only its refusals', () => {
  const declared = routes
    .filter((route) => route.schema?.response !== undefined)
    .map((route) => [nameOf(route), Object.keys(route.schema!.response as object)] as const);
  for (const [name, statuses] of declared) {
    expect([name, statuses.some((status) => /^2\d\d$/.test(status))]).toEqual([name, true]);
  }
});

test('outside production the OpenAPI document is served, naming every route but its own', async () => {
  const document = (await get('/api/docs/json')) as { openapi: string; paths: Record<string, unknown> };
  expect(document.openapi).toMatch(/^3\./);
  expect(Object.keys(document.paths)).toContain('/api/doctor/availability/');
  expect(Object.keys(document.paths)).not.toContain('/api/docs/json');
});

const get = async (url: string) => (await fetch(`${baseUrl()}${url}`)).json() as Promise<unknown>;

/** Each catalogue read, with its path parameters and query filled in from the seed. */
async function reads(lang: string): Promise<string[]> {
  const [service] = await get(`/api/service/service-pages/?lang=${lang}`).then((list) => list as { slug: string }[]);
  const [doctor] = await get(`/api/doctor/doctor?lang=${lang}`).then(
    (list) => list as { id: number; slug: string; department: { id: number } }[],
  );
  const today = dayFromToday(0);
  const inAWeek = dayFromToday(7);
  return [
    '/api/service/service-pages/',
    '/api/service/search-words/',
    `/api/service/service-page/${service!.slug}/`,
    '/api/doctor/doctor',
    `/api/doctor/doctor?department=${doctor!.department.id}`,
    '/api/doctor/department/',
    `/api/doctor/doctors/${doctor!.slug}/`,
    `/api/doctor/availability/?doctor=${doctor!.id}&from=${today}&to=${inAWeek}`,
    `/api/doctor/next-free/?department=${doctor!.department.id}`,
    '/api/lab/lab/',
    '/api/lab/lab-tests/',
    '/api/package/packages/',
  ].map((url) => `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`);
}

describe('the catalogue’s answers are what their schemas say', () => {
  const ajv = new Ajv({ allowUnionTypes: true, schemas: ANSWER_SCHEMAS });

  test.each(['en', 'hi'])('in %s', async (lang) => {
    const urls = await reads(lang);
    for (const url of urls) {
      const path = url.split('?')[0]!;
      const route = routes.find(
        (candidate) =>
          candidate.method === 'GET' && new RegExp(`^${candidate.url.replace(/:\w+/g, '[^/]+')}$`).test(path),
      );
      const answer = await fetch(`${baseUrl()}${url}`);
      const validate = ajv.compile((route!.schema!.response as Record<number, object>)[200]!);
      const valid = validate(await answer.json());
      expect([url, answer.status, valid ? [] : validate.errors]).toEqual([url, 200, []]);
    }
  });
});
