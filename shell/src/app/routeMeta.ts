import type { PageMetaSource } from 'shared-ui';

/** Carried on the `handle` of the shell's own routes; read by DocumentMeta. */
export interface RouteHandle {
  meta: PageMetaSource;
}
