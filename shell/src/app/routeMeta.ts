import type { Params } from 'react-router';

export interface RouteMeta {
  title: string;
  description: string;
}

/** Carried on each route's `handle`; read by DocumentMeta for the page title and description. */
export interface RouteHandle {
  meta: (params: Params) => RouteMeta;
}
