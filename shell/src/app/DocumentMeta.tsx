import { useEffect } from 'react';
import { applyPageMeta, resolvePageMeta } from 'shared-ui/host';
import { useLanguage } from 'shared-ui/i18n';
import { matchRoutes, useLocation } from 'shared-ui/router';
import type { RouteObject } from 'shared-ui/router';
import type { RouteHandle } from './routeMeta';

const hasMeta = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'meta' in handle;

/**
 * Titles the shell's own pages (terms, not found) from the `handle` of the route the location
 * matches, in the page's language. Remote pages are titled by their own module's meta when their
 * code arrives (RemotePage).
 */
export function DocumentMeta({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const { language } = useLanguage();
  const handle = matchRoutes(routes, location)?.findLast((match) => hasMeta(match.route.handle))?.route.handle;
  const meta = hasMeta(handle) ? handle.meta : null;

  useEffect(() => {
    if (!meta) return undefined;
    let current = true;
    void resolvePageMeta(meta, { params: {}, language }).then((resolved) => {
      // Its Hindi may arrive after the visitor has moved on to another page.
      if (current) applyPageMeta(resolved);
    });
    return () => {
      current = false;
    };
  }, [meta, language]);

  return null;
}
