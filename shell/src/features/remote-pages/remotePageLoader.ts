import { matchPath } from 'react-router';
import { RemoteUnavailableError, SITE_ROUTES, loadRemoteModule, preloadRemoteModule } from 'shared-ui';
import type { RemoteRoutesModule, SiteRoute } from 'shared-ui';

/** Resolves before the first remote is asked for; the app sets it to its run-time set-up. */
let remotesReady: () => Promise<void> = () => Promise.resolve();

export function setRemotesReady(ready: () => Promise<void>): void {
  remotesReady = ready;
}

/** Loads the page a remote renders for a site route: its route table first, then the page's own code. */
export async function loadRemotePage(route: Pick<SiteRoute, 'owner' | 'path'>) {
  await remotesReady();
  const routes = await loadRemoteModule<RemoteRoutesModule>(`${route.owner}/routes`);
  const loadPage = routes.pages[route.path];
  if (!loadPage) throw new RemoteUnavailableError(`${route.owner}/routes`, `no page for ${route.path}`);
  return loadPage();
}

const prefetched = new Set<string>();

/** Fetches the code behind a link the visitor is about to follow (hover or focus), once per route. */
export function prefetchPageFor(pathname: string): void {
  const route = SITE_ROUTES.find((candidate) => matchPath(candidate.path, pathname));
  if (!route || prefetched.has(route.path)) return;
  prefetched.add(route.path);
  preloadRemoteModule(`${route.owner}/routes`);
  loadRemotePage(route).catch(() => prefetched.delete(route.path));
}
