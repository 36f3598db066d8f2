import type { RemoteRoutesModule } from 'shared-ui';

/**
 * The desk's one page module, for every path under `/desk` (shared-ui's STAFF_ROUTES): it routes
 * the desk's own pages itself, so a new desk page ships with this remote alone.
 */
export const pages: RemoteRoutesModule['pages'] = {
  '/desk/*': () => import('./DeskPages'),
};
