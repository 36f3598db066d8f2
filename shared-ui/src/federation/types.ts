import type { ComponentType } from 'react';

/** What a page tells the browser about itself: "<title> | <hospital>" and the meta description. */
export interface PageMeta {
  title: string;
  description: string;
}

export interface PageMetaContext {
  /** The route's path parameters, e.g. `{ serviceSlug: 'cardiology' }`. */
  params: Readonly<Record<string, string | undefined>>;
}

/** A page's meta, fixed or worked out from the route's parameters. */
export type PageMetaSource = PageMeta | ((context: PageMetaContext) => PageMeta);

/**
 * What every page module of a remote exports: the page, and its meta, which the shell applies as
 * soon as the page's code arrives. A page whose title depends on its data (a service page) refines
 * it with `usePageMeta` once the data is in.
 */
export interface PageModule {
  default: ComponentType;
  meta: PageMetaSource;
}

/** Loads one page's code on demand (a dynamic import inside the remote). */
export type PageLoader = () => Promise<PageModule>;

/**
 * What every remote exposes as `./routes`: its pages keyed by the site path they answer
 * (SITE_ROUTES), each loaded only when visited.
 */
export interface RemoteRoutesModule {
  pages: Readonly<Record<string, PageLoader>>;
}

export const resolvePageMeta = (source: PageMetaSource, context: PageMetaContext): PageMeta =>
  typeof source === 'function' ? source(context) : source;
