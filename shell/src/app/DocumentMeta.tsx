import { useEffect } from 'react';
import { applyPageMeta } from 'shared-ui/host';
import { matchRoutes, useLocation } from 'shared-ui/router';
import type { RouteObject } from 'shared-ui/router';
import type { RouteHandle } from './routeMeta';

const hasMeta = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).meta === 'object';

/**
 * Titles the shell's own pages (terms, not found) from the `handle` of the route the location
 * matches. Remote pages are titled by their own module's meta when their code arrives (RemotePage).
 */
export function DocumentMeta({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const handle = matchRoutes(routes, location)?.findLast((match) => hasMeta(match.route.handle))?.route.handle;
  const meta = hasMeta(handle) ? handle.meta : null;

  useEffect(() => {
    if (meta) applyPageMeta(meta);
  }, [meta]);

  return null;
}
