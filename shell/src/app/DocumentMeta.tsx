import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { documentTitle } from 'shared-ui';
import type { RouteHandle } from './routeMeta';

const hasMeta = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).meta === 'function';

/** Sets the document title ("Our Services | <hospital>") and meta description of the current route. */
export function DocumentMeta() {
  const matches = useMatches();
  const match = matches.findLast((candidate) => hasMeta(candidate.handle));
  const meta = match && hasMeta(match.handle) ? match.handle.meta(match.params) : null;
  const title = meta ? documentTitle(meta.title) : null;
  const description = meta?.description ?? null;

  useEffect(() => {
    if (title) document.title = title;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);

  return null;
}
