import type { ComponentType } from 'react';
import type { Catalogue } from '../i18n/defineCatalogue';
import type { Language } from '../i18n/languages';

/** What a page tells the browser about itself: "<title> | <hospital>" and the meta description. */
export interface PageMeta {
  title: string;
  description: string;
}

export interface PageMetaContext {
  /** The route's path parameters, e.g. `{ serviceSlug: 'cardiology' }`. */
  params: Readonly<Record<string, string | undefined>>;
  /** The language of the page's address: a Hindi page (`/hi/…`) is titled and described in Hindi. */
  language: Language;
}

/**
 * A page's meta: fixed, or worked out from the route's parameters and the page's language. Its
 * Hindi texts load only for a Hindi page, so working it out may wait for them (`pageMetaFrom`).
 */
export type PageMetaSource = PageMeta | ((context: PageMetaContext) => PageMeta | Promise<PageMeta>);

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

export const resolvePageMeta = async (source: PageMetaSource, context: PageMetaContext): Promise<PageMeta> =>
  typeof source === 'function' ? source(context) : source;

/**
 * A page's meta read from a catalogue its page already has, so each text is written once, beside
 * the page's other texts in each language: a Hindi page's from the catalogue's Hindi, which loads
 * only then (the English page's code carries none of it). If the Hindi cannot be loaded, the meta
 * stays English, as the page's body does.
 *
 * ```ts
 * export const meta = pageMetaFrom(aboutMessages, (texts) => ({ title: texts.title, description: texts.metaDescription }));
 * ```
 */
export function pageMetaFrom<En, Hi>(
  catalogue: Catalogue<En, Hi>,
  metaOf: (texts: En | Hi, context: PageMetaContext) => PageMeta,
): PageMetaSource {
  return async (context) => {
    const hindi = context.language === 'hi' ? await catalogue.loadHindi() : undefined;
    return metaOf(hindi ?? catalogue.en, context);
  };
}
