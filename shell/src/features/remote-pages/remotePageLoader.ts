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

const prefetched = new Set<string>();

/** Fetches the code behind a link the visitor is about to follow (hover or focus), once per route. */
export function prefetchPageFor(pathname: string): void {
  const route = REMOTE_ROUTES.find((candidate) => matchPath(candidate.path, pathname));
  if (!route || prefetched.has(route.path)) return;
  prefetched.add(route.path);
  preloadRemoteModule(`${route.owner}/routes`);
  loadRemotePage(route).catch(() => prefetched.delete(route.path));
}
