import { expect } from '@playwright/test';
import type { Locator, Page, Route } from '@playwright/test';
import { PORTS } from './site';

/** The ways a remote can fail in production that its region must survive. */
export const REMOTE_FAULTS = [
  'down',
  'entry 404',
  'entry 500',
  'manifest 404',
  'manifest 500',
  'entry throws at load',
  'page throws while rendering',
  'slower than the time limit',
] as const;
export type RemoteFault = (typeof REMOTE_FAULTS)[number];

export type RemoteName = 'mfe_content' | 'mfe_services' | 'mfe_booking';

export const REMOTE_PORTS: Record<RemoteName, number> = {
  mfe_content: PORTS.content,
  mfe_services: PORTS.services,
  mfe_booking: PORTS.booking,
};

/** The shell gives up on a remote that has not answered in 8 s (REMOTE_LOAD_TIMEOUT_MS in shared-ui). */
const REMOTE_TIME_LIMIT_MS = 8000;

/**
 * Waits for the fallback of a remote that does not answer, moving the page's clock (installed before
 * the page was opened) past the shell's time limit rather than waiting 8 s of the wall clock. The
 * load's timer starts when the page asks for the remote, which the journey cannot see (a load that
 * joins one already waiting asks the network for nothing): the clock is moved past the limit until
 * the fallback shows, each move firing the timers started since the last.
 */
export async function fallbackPastTimeLimit(page: Page, fallback: Locator): Promise<void> {
  await expect(async () => {
    await page.clock.fastForward(REMOTE_TIME_LIMIT_MS);
    await expect(fallback).toBeVisible({ timeout: 1000 });
  }).toPass({ intervals: [0], timeout: 15_000 });
}

/**
 * Appended to the real remoteEntry.js: the container's `get` hands out pages and widgets whose
 * component throws when rendered, as a release with a render bug would, for as long as the page's
 * flag is set. The flag (not the route) switches it off, because the page keeps the container it loaded.
 */
const renderBug = (name: RemoteName, flag: string) => `
;(function () {
  var container = self[${JSON.stringify(name)}];
  var get = container.get;
  var init = container.init;
  var broken = function () { throw new Error('e2e: render bug in this release'); };
  var on = function () { return self[${JSON.stringify(flag)}] === true; };
  self[${JSON.stringify(flag)}] = true;
  // webpack defines the container's get and init as getters: the global is replaced instead.
  self[${JSON.stringify(name)}] = { init: init, get: function (request) {
    return Promise.resolve(get.apply(container, arguments)).then(function (factory) {
      return function () {
        var module = factory();
        if (!on()) return module;
        if (request !== './routes') return Object.assign({}, module, { default: broken });
        var pages = {};
        Object.keys(module.pages).forEach(function (path) {
          pages[path] = function () {
            return module.pages[path]().then(function (page) {
              return on() ? Object.assign({}, page, { default: broken }) : page;
            });
          };
        });
        return Object.assign({}, module, { pages: pages });
      };
    });
  } };
})();`;

export interface InjectedFault {
  /**
   * Waits for a fallback the fault brings; for a remote held past the time limit, by the page's
   * clock, which the fault installs (fallbackPastTimeLimit).
   */
  fallsBack: (fallback: Locator) => Promise<void>;
  /** Lifts the fault: later requests reach the real remote (held ones are let through). */
  remove: () => Promise<void>;
}

/**
 * Makes one remote fail in one way for this page only, with `page.route`. Patterns end in `*`
 * because a Retry asks again under a fresh URL (`?retry=...`).
 */
export async function injectRemoteFault(page: Page, remote: RemoteName, fault: RemoteFault): Promise<InjectedFault> {
  const origin = `http://localhost:${REMOTE_PORTS[remote]}`;
  const entry = `${origin}/remoteEntry.js*`;
  const manifest = `${origin}/mf-manifest.json*`;
  const flag = `__e2eRenderBug_${remote}`;
  const held: Route[] = [];

  const handlers: Record<RemoteFault, [string, (route: Route) => Promise<void> | void]> = {
    down: [`${origin}/**`, (route) => route.abort('connectionrefused')],
    'entry 404': [entry, (route) => route.fulfill({ status: 404, body: 'Not found' })],
    'entry 500': [entry, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' })],
    'manifest 404': [manifest, (route) => route.fulfill({ status: 404, body: 'Not found' })],
    'manifest 500': [manifest, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' })],
    'entry throws at load': [
      entry,
      (route) =>
        route.fulfill({ contentType: 'application/javascript', body: 'throw new Error("e2e: broken release");' }),
    ],
    'page throws while rendering': [
      entry,
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: (await response.text()) + renderBug(remote, flag) });
      },
    ],
    // Held until the fault is lifted: the answer comes, but long after the shell gave up.
    'slower than the time limit': [entry, (route) => void held.push(route)],
  };
  const [pattern, handler] = handlers[fault];
  await page.route(pattern, handler);
  const late = fault === 'slower than the time limit';
  // Before the page is opened, so its timers run on this clock (it ticks on its own between moves).
  if (late) await page.clock.install();

  return {
    fallsBack: (fallback) => (late ? fallbackPastTimeLimit(page, fallback) : expect(fallback).toBeVisible()),
    remove: async () => {
      // Let the held answers through; one the page already gave up on cannot be answered any more.
      await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
      await page.unroute(pattern, handler);
      if (fault === 'page throws while rendering') {
        await page.evaluate((name) => {
          (window as unknown as Record<string, unknown>)[name] = false;
        }, flag);
      }
    },
  };
}
