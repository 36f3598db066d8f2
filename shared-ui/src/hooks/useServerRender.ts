import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * True while React renders on the server (the prerender), or hydrates HTML it made there: React
 * reads a store's server snapshot only then, so no global (`window`) is needed to tell.
 */
export function useServerRender(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );
}
