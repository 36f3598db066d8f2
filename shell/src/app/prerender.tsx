/**
 * The shell's pages as HTML, at build (Node; tooling's prerender step calls these): its layout, which
 * becomes dist/index.html's body, and its own pages as fragments for the page region: /terms,
 * /accessibility, and
 * /search as it is before a query (its form, kept out of search engines; the results are made in
 * the browser for the query typed). The not-found screen stays rendered in the browser.
 */
import { siteHref } from 'shared-ui';
import { pathInLanguage, sitePathOf } from 'shared-ui/i18n';
import type { Language } from 'shared-ui/i18n';
import { SIGNED_IN_HINT_START_SCRIPT, pagesInEveryLanguage, prerenderRemotePage, searchMetaOf } from 'shared-ui/server';
import type { PrerenderApi, SearchMeta } from 'shared-ui/server';
import { ACCESSIBILITY_CHECKED, AccessibilityPage, accessibilityMeta } from '../features/accessibility';
import { TERMS_LAST_CHANGED, TermsPage, termsMeta } from '../features/terms';
import { SEARCH_PAGE_LAST_CHANGED } from '../features/site-search';
import { SPLASH_START_SCRIPT } from '../features/splash';
import { AppLayout } from './AppLayout';

/** The page server puts the hospital's facts read from the API in force for this module's renders. */
export { setHospitalFacts } from 'contract/hospital';

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
const ACCESSIBILITY = siteHref('/accessibility');
const SEARCH = siteHref('/search');

/** The shell's pages, as the route table has them. */
const pages = {
  [TERMS]: async () => ({ default: TermsPage, meta: termsMeta }),
  [ACCESSIBILITY]: async () => ({ default: AccessibilityPage, meta: accessibilityMeta }),
  [SEARCH]: () => import('../features/site-search/SearchResultsPage'),
};

/** The page region as React writes it with no page in it (React's Suspense markers only)… */
const EMPTY_REGION = /<div data-page-region="">(?:<!--[^>]*-->)*<\/div>/;
/**
 * …and as the shell's server finds it: its placeholder for the page's fragment, marked as the
 * server's (the live page's region has an empty value), so a test or a tool can tell when the page
 * has gone live.
 */
const REGION_WITH_MARKER = '<div data-page-region="server"><!--page-region--></div>';

/**
 * Run in the head of every page of the shell's before it paints: whether this load shows the splash,
 * and whether someone was signed in on this browser at the last answer (shared-ui's signed-in hint).
 */
export const startScript = SPLASH_START_SCRIPT + SIGNED_IN_HINT_START_SCRIPT;

export async function listPages(_api: PrerenderApi): Promise<ShellPage[]> {
  return pagesInEveryLanguage([TERMS, ACCESSIBILITY, SEARCH]);
}

export async function renderPage(page: ShellPage, api: PrerenderApi): Promise<RenderedShellPage> {
  const path = sitePathOf(page.path);
  if (path !== TERMS && path !== ACCESSIBILITY && path !== SEARCH)
    throw new Error(`The shell has no page to prerender at ${page.path}`);
  const rendered = await prerenderRemotePage(pages, page, api);
  return {
    html: rendered.html,
    data: rendered.data,
    meta: await searchMetaOf({
      pages,
      page,
      rendered,
      siteUrl: api.siteUrl,
      ...(path === SEARCH
        ? { lastmod: SEARCH_PAGE_LAST_CHANGED, robots: 'noindex' }
        : { lastmod: path === ACCESSIBILITY ? ACCESSIBILITY_CHECKED : TERMS_LAST_CHANGED }),
    }),
  };
}

/**
 * The layout every page in a language is served in (skip link, header with the services menu from
 * the API, footer), its texts and links in that language, signed out, no splash, with the page
 * region's marker as the only child of <main>. Rendered at `layoutPath`, the path of no page, so no
 * menu entry is marked as the current page in HTML every page shares.
 */
export async function renderShellPage(
  { lang, layoutPath }: { lang: Language; layoutPath: string },
  api: PrerenderApi,
): Promise<string> {
  const { html } = await prerenderRemotePage(
    { [layoutPath]: async () => ({ default: AppLayout, meta: { title: '', description: '' } }) },
    { path: pathInLanguage(layoutPath, lang), lang },
    api,
  );
  if (!EMPTY_REGION.test(html)) throw new Error("The layout has no empty page region for the server's page");
  return html.replace(EMPTY_REGION, REGION_WITH_MARKER);
}
