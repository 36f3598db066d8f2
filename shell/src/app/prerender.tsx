/**
 * The shell's pages as HTML, at build (Node; tooling's prerender step calls these): its layout, which
 * becomes dist/index.html's body, and its own indexable page (/terms) as a fragment for the page
 * region. /search and the not-found screen are not indexable: they stay rendered in the browser.
 */
import { StrictMode } from 'react';
import { siteHref } from 'shared-ui';
import { pathInLanguage, sitePathOf } from 'shared-ui/i18n';
import type { Language } from 'shared-ui/i18n';
import { pagesInEveryLanguage, prerenderHostTree, prerenderRemotePage, searchMetaOf } from 'shared-ui/server';
import type { PrerenderApi, SearchMeta } from 'shared-ui/server';
import { TERMS_LAST_CHANGED, TermsPage, termsMeta } from '../features/terms';
import { SPLASH_START_SCRIPT } from '../features/splash';
import { ServerPageHtml } from '../components/ServerPage';
import { PageRegionPlaceholder } from './AppLayout';
import { AppRoutes } from './routes';

export interface ShellPage {
  path: string;
  lang: Language;
}

/** The index's fields a fragment of the shell carries (contract: dist/pages/index.json). */
export interface RenderedShellPage {
  html: string;
  data: Record<string, unknown>;
  meta: SearchMeta;
}

const TERMS = siteHref('/terms');

/**
 * Where the layout is rendered: a path of no page, so no menu entry is marked as the current page
 * in HTML that every page shares.
 */
const LAYOUT_LOCATION = '/prerendered-layout';

/**
 * The shell's server writes a page's fragment in place of this marker, inside the element that holds
 * the server's page in the live layout (ServerPageHtml): the browser hydrates the layout over exactly
 * what React wrote here.
 */
const PAGE_REGION_MARKER = '<!--page-region-->';

/** Run in the head of every page of the shell's before it paints: whether this load shows the splash. */
export const startScript = SPLASH_START_SCRIPT;

export async function listPages(_api: PrerenderApi): Promise<ShellPage[]> {
  return pagesInEveryLanguage([TERMS]);
}

export async function renderPage(page: ShellPage, api: PrerenderApi): Promise<RenderedShellPage> {
  if (sitePathOf(page.path) !== TERMS) throw new Error(`The shell has no page to prerender at ${page.path}`);
  const pages = { [TERMS]: async () => ({ default: TermsPage, meta: termsMeta }) };
  const rendered = await prerenderRemotePage(pages, page, api);
  return {
    html: rendered.html,
    data: rendered.data,
    meta: await searchMetaOf({ pages, page, rendered, siteUrl: api.siteUrl, lastmod: TERMS_LAST_CHANGED }),
  };
}

/**
 * The layout every page in a language is served in (skip link, header with the services menu from
 * the API, footer), its texts and links in that language, signed out, the splash hidden (startScript
 * shows it on a visit's first load), with the marker where the page's HTML goes; and the answers it
 * was rendered with, for the browser to hydrate it with. Rendered as the browser renders the site
 * (the same tree, from its routes down), so that every `useId` agrees.
 */
export async function renderShellPage(
  { lang }: { lang: Language },
  api: PrerenderApi,
): Promise<{ html: string; data: Record<string, unknown> }> {
  const layout = await prerenderHostTree(
    <PageRegionPlaceholder value={<ServerPageHtml html={PAGE_REGION_MARKER} />}>
      <StrictMode>
        <AppRoutes />
      </StrictMode>
    </PageRegionPlaceholder>,
    { path: pathInLanguage(LAYOUT_LOCATION, lang), lang },
    api,
  );
  if (layout.html.split(PAGE_REGION_MARKER).length !== 2)
    throw new Error("The layout has no one place for the server's page");
  return layout;
}
