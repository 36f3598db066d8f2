import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Route, Routes, StaticRouter, matchRoutes } from 'react-router';
import { configureApi } from '../api/client';
import { QueryCache, QueryCacheContext } from '../api/query';
import { documentTitle } from '../config/siteRoutes';
import { resolvePageMeta } from '../federation/types';
import type { RemoteRoutesModule } from '../federation/types';
import { SERVER_WIDGETS, widgetVariantKey } from '../federation/widgets';
import type { WidgetId, WidgetModule, WidgetVariant } from '../federation/widgets';
import { LanguageProvider } from '../i18n/LanguageProvider/LanguageProvider';
import { LANGUAGE_BASENAMES, languageOfPath, sitePathOf } from '../i18n/languagePaths';
import { LANGUAGES } from '../i18n/languages';
import type { Language } from '../i18n/languages';

/** Where the prerender calls the API, and where visitors' browsers will fetch its images. */
export interface PrerenderApi {
  apiUrl: string;
  /** The public API's address for image URLs in the HTML; `apiUrl` when left out. */
  publicApiUrl?: string;
  /** The site's origin for the absolute URLs of JSON-LD (the shell's server writes SITE_URL over it). */
  siteUrl: string;
}

export interface PrerenderedPage {
  /** The page component's HTML, as the live page renders it in the shell's page region. */
  html: string;
  /** The answers it was rendered with, by query key hash (the fragment's data script). */
  data: Record<string, unknown>;
  /** The full document title the live page sets ("About Us | <hospital>"), and its description. */
  title: string;
  /** The page's own title ("About Us"): its name in a breadcrumb trail and on its Open Graph image. */
  name: string;
  description: string;
}

/** A page's HTML as React's server renderer writes it once every answer is in. */
async function renderToHtml(element: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    onError: (error) => void errors.push(error),
    // Every boundary written in place: a large one is otherwise moved to the end with an inline
    // script that puts it back, which the site's content security policy refuses (and a fragment
    // is never streamed, so it gains nothing).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // An error inside a Suspense boundary only leaves its fallback in the HTML: still a broken page.
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return html;
}

/**
 * One page of a remote's route table rendered on the server, as the shell shows it: the page at
 * its route (so it reads its parameters), in its language, with a fresh cache that waits for the
 * API. A Hindi page's path is its `/hi` address, routed under that basename as the site's router
 * does (SiteRouter), so its links are Hindi links. The page's code runs here, never another
 * remote's (their widgets render their placeholder).
 */
export async function prerenderRemotePage(
  pages: RemoteRoutesModule['pages'],
  { path, lang }: { path: string; lang: Language },
  { apiUrl, publicApiUrl }: PrerenderApi,
): Promise<PrerenderedPage> {
  if (languageOfPath(path) !== lang) throw new Error(`${path} is not an address of a page in ${lang}`);
  const match = matchRoutes(
    Object.keys(pages).map((pattern) => ({ path: pattern })),
    sitePathOf(path),
  )?.at(-1);
  const load = match?.route.path === undefined ? undefined : pages[match.route.path];
  if (!match || !load) throw new Error(`No page of this remote answers ${path}`);
  const pageModule = await load();
  const meta = await resolvePageMeta(pageModule.meta, { params: match.params, language: lang });

  configureApi({ apiUrl, mediaUrl: publicApiUrl ?? apiUrl });
  const cache = new QueryCache({ server: true });
  const Page = pageModule.default;
  const html = await renderToHtml(
    <QueryCacheContext.Provider value={cache}>
      <LanguageProvider initialLanguage={lang}>
        <StaticRouter location={path} basename={LANGUAGE_BASENAMES[lang] || '/'}>
          <Routes>
            <Route path={match.route.path} element={<Page />} />
          </Routes>
        </StaticRouter>
      </LanguageProvider>
    </QueryCacheContext.Provider>,
  );
  return {
    html,
    data: cache.dehydrate(),
    title: documentTitle(meta.title),
    name: meta.title,
    description: meta.description,
  };
}

/** A served widget variant of one owner in one language, as the prerender lists it. */
export interface WidgetAddress {
  /** `widgetVariantKey` of the variant (`mfe_services/DoctorsGrid;limit=8`). */
  key: string;
  lang: Language;
}

/** The loaders of an owner's own widget modules, by widget id (its exposes, imported directly). */
export type OwnWidgets<Owner extends string> = {
  [Id in Extract<WidgetId, `${Owner}/${string}`>]: () => Promise<WidgetModule<Id>>;
};

const variantsOf = (owner: string): WidgetVariant[] =>
  SERVER_WIDGETS.filter((variant) => variant.id.startsWith(`${owner}/`));

/** Every variant `SERVER_WIDGETS` gives `owner` to serve, in every language. */
export function serverWidgetsOf(owner: string): WidgetAddress[] {
  return variantsOf(owner).flatMap((variant) =>
    (Object.keys(LANGUAGES) as Language[]).map((lang) => ({ key: widgetVariantKey(variant.id, variant.props), lang })),
  );
}

/**
 * One of the owner's widgets rendered on the server with the props its host pages give it, in its
 * language, with a fresh cache that waits for the API: the HTML the shell's server puts in the
 * host page's place for it, and the answers it was rendered with.
 */
export async function prerenderWidget<Owner extends string>(
  widgets: OwnWidgets<Owner>,
  { key, lang }: WidgetAddress,
  { apiUrl, publicApiUrl }: PrerenderApi,
): Promise<Pick<PrerenderedPage, 'html' | 'data'>> {
  const variant = SERVER_WIDGETS.find((candidate) => widgetVariantKey(candidate.id, candidate.props) === key);
  const load: (() => Promise<WidgetModule<WidgetId>>) | undefined = variant
    ? (widgets as Partial<Record<WidgetId, () => Promise<WidgetModule<WidgetId>>>>)[variant.id]
    : undefined;
  if (!variant || !load) throw new Error(`No widget of this remote is served as ${key}`);
  const { default: Widget } = await load();

  configureApi({ apiUrl, mediaUrl: publicApiUrl ?? apiUrl });
  const cache = new QueryCache({ server: true });
  const html = await renderToHtml(
    <QueryCacheContext.Provider value={cache}>
      <LanguageProvider initialLanguage={lang}>
        <StaticRouter location="/">
          <Widget {...(variant.props as object)} />
        </StaticRouter>
      </LanguageProvider>
    </QueryCacheContext.Provider>,
  );
  return { html, data: cache.dehydrate() };
}
