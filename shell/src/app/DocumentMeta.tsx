import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { applyPageMeta } from 'shared-ui/host';
import type { RouteHandle } from './routeMeta';

const hasMeta = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).meta === 'object';

/**
 * Titles the shell's own pages (terms, not found). Remote pages are titled by their own module's
 * meta when their code arrives (RemotePage).
 */
export function DocumentMeta() {
  const matches = useMatches();
  const match = matches.findLast((candidate) => hasMeta(candidate.handle));
  const meta = match && hasMeta(match.handle) ? match.handle.meta : null;

  useEffect(() => {
    if (meta) applyPageMeta(meta);
  }, [meta]);

  return null;
}
