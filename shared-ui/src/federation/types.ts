import type { ComponentType } from 'react';

/** Loads one page's code on demand (a dynamic import inside the remote). */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * What every remote exposes as `./routes`: its pages keyed by the site path they answer
 * (SITE_ROUTES), each loaded only when visited.
 */
export interface RemoteRoutesModule {
  pages: Readonly<Record<string, PageLoader>>;
}
