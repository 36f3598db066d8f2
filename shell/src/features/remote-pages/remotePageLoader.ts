import { matchPath } from 'shared-ui/router';
import { SITE_ROUTES } from 'shared-ui';
import type { PageModule, RemoteName, RemoteRoutesModule } from 'shared-ui';
import { RemoteUnavailableError, loadRemoteModule, preloadRemoteModule } from 'shared-ui/host';

/** A route of the site that a remote renders. */
export interface RemoteRoute {
  path: string;
  owner: RemoteName;
}

export const REMOTE_ROUTES: readonly RemoteRoute[] = SITE_ROUTES.filter(
  (route): route is (typeof SITE_ROUTES)[number] & RemoteRoute => route.owner !== 'shell',
);

/** Resolves before the first remote is asked for; the app sets it to its run-time set-up. */
let remotesReady: () => Promise<void> = () => Promise.resolve();

export function setRemotesReady(ready: () => Promise<void>): void {
  remotesReady = ready;
}

/** Loads the page a remote renders for a site route: its route table first, then the page's own code. */
export async function loadRemotePage(route: RemoteRoute): Promise<PageModule> {
  await remotesReady();
  const routes = await loadRemoteModule<RemoteRoutesModule>(`${route.owner}/routes`);
  const loadPage = routes.pages[route.path];
  if (!loadPage) throw new RemoteUnavailableError(`${route.owner}/routes`, `no page for ${route.path}`);
  return loadPage();
}

const routeOf = (pathname: string): RemoteRoute | undefined =>
  REMOTE_ROUTES.find((candidate) => matchPath(candidate.path, pathname));

/** The first page's load, begun while the layout waits for it; `page` once its code is in. */
let firstPageLoad: { path: string; load: Promise<PageModule>; page?: PageModule } | null = null;

/**
 * Waits, at most `waitMs`, for the code of the page at a site path (never fails: a page that does
 * not come in time, or at all, loads as any other). The first page waits for it so the live layout
 * and page replace the server's HTML in one commit, not the layout with a copy of the server's page
 * and then the page: half the elements built and inserted, on a phone's busiest second.
 */
export function waitForPageOf(pathname: string, waitMs: number): Promise<void> {
  const route = routeOf(pathname);
  if (!route) return Promise.resolve();
  const first: NonNullable<typeof firstPageLoad> = { path: route.path, load: loadRemotePage(route) };
  firstPageLoad = first;
  return new Promise((resolve) => {
    let waiting = true;
    setTimeout(() => {
      waiting = false;
      resolve();
    }, waitMs);
    first.load.then((page) => {
      // Only in time: once the wait is over the start readies what the first render shows (on a
      // Hindi page, the texts of the catalogues defined by then), so a page whose code came later
      // would go live before its Hindi; it loads as any other, its texts with it (withPageTexts).
      if (waiting) first.page = page;
      resolve();
    }, resolve);
  });
}

/**
 * The first page's code came, its texts not yet: it is not rendered with the layout (in English) but
 * as any other page, the server's copy in view until its code and texts are in (withPageTexts).
 */
export function renderFirstPageWhenItsTextsAreIn(): void {
  if (firstPageLoad) firstPageLoad.page = undefined;
}

/** The code of a route's page when the layout waited for it and it came in time. */
export function waitedPageOf(route: RemoteRoute): PageModule | undefined {
  return firstPageLoad?.path === route.path ? firstPageLoad.page : undefined;
}

/**
 * Loads the page of a route's region: the first page's load the layout began, for every render of
 * its region until the region is on screen (React may render it more than once before; a page's code
 * is never evaluated twice, and how it failed is what its region reports), else anew.
 */
export function loadPageOfRegion(route: RemoteRoute): Promise<PageModule> {
  return firstPageLoad?.path === route.path ? firstPageLoad.load : loadRemotePage(route);
}

/** The first page's region is on screen: from now on its page loads anew (a Retry). */
export function forgetFirstPageLoad(): void {
  firstPageLoad = null;
}

const prefetched = new Set<string>();

/** Fetches the code behind a link the visitor is about to follow (hover or focus), once per route. */
export function prefetchPageFor(pathname: string): void {
  const route = routeOf(pathname);
  if (!route || prefetched.has(route.path)) return;
  prefetched.add(route.path);
  preloadRemoteModule(`${route.owner}/routes`);
  loadRemotePage(route).catch(() => prefetched.delete(route.path));
}
