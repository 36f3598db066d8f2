import { useEffect, useLayoutEffect } from 'react';
import type { ServedWidget } from 'shared-ui/host';
import { LANGUAGES, sitePathOf, useLanguage } from 'shared-ui/i18n';
import { useLocation } from 'shared-ui/router';

/** The page region the server wrote into this document, read before React replaces the document's body. */
export interface ServerPage {
  /** The region's HTML as the server wrote it, without its data script. */
  html: string;
  /** The query answers the region was rendered with, by key hash (the fragment's data script). */
  data: Record<string, unknown>;
  /** The site path it was written for (`/about` for `/hi/about` too): only that route shows it. */
  pathname: string;
  /** The document's `<html lang>`, the region's language. */
  lang: string;
  /** Other remotes' widgets the server wrote into the page (shared-ui shows each until it is wanted). */
  widgets: ServedWidget[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseData(json: string | null | undefined, what = 'server page'): Record<string, unknown> {
  if (!json) return {};
  try {
    const data: unknown = JSON.parse(json);
    if (isRecord(data)) return data;
  } catch {
    // Handled below: the HTML is still worth showing; the live page then asks the API itself.
  }
  console.warn(`The ${what} data could not be read; it fetches its own.`);
  return {};
}

/**
 * Reads the server's page region: `null` where the server wrote none (only its marker is there), so the
 * page loads as it always did. The data scripts are taken out of the document as they are read (their
 * answers move into the page's cache); what shows is left as it is until React replaces it. Read in
 * place, not from a copy: a deep copy of a large page costs a phone tens of milliseconds at start-up.
 */
export function readServerPage(document: Document): ServerPage | null {
  const region = document.querySelector('[data-page-region]');
  if (!region) return null;
  const script = region.querySelector(':scope > script[data-page-data]');
  const data = parseData(script?.textContent);
  script?.remove();
  if (region.children.length === 0) return null;
  const widgets = [...region.querySelectorAll('[data-server-widget]')].map((served) => {
    const widgetScript = served.querySelector(':scope > script[data-widget-data]');
    const widgetData = parseData(widgetScript?.textContent, 'served widget');
    widgetScript?.remove();
    return { key: served.getAttribute('data-server-widget') ?? '', html: served.innerHTML, data: widgetData };
  });
  return {
    html: region.innerHTML,
    data,
    pathname: sitePathOf(document.location.pathname),
    lang: document.documentElement.lang,
    widgets,
  };
}

/** The first route's server page, until the visitor goes elsewhere. */
let firstPage: ServerPage | null = null;

export function keepServerPage(page: ServerPage | null): void {
  firstPage = page;
}

/** The server page of the route shown now: only on the first route, until the visitor goes elsewhere. */
export function useServerPage(): ServerPage | null {
  const { pathname } = useLocation();
  return firstPage?.pathname === pathname ? firstPage : null;
}

/**
 * The server page to show while the route's page loads: as useServerPage, and only in the language it
 * was written in (a visitor who chose Hindi gets the loading state and the Hindi page, not English swapped out).
 */
export function useServerPageHtml(): ServerPage | null {
  const page = useServerPage();
  const { language } = useLanguage();
  return page?.lang === LANGUAGES[language].tag ? page : null;
}

/**
 * The tags the server wrote into the head for the first page only: its address and languages, its
 * card, its data for search engines, its robots rule. Title and description the live page sets.
 */
const SERVER_PAGE_HEAD =
  'link[rel="canonical"], link[rel="alternate"][hreflang], meta[property^="og:"], meta[name^="twitter:"], ' +
  'meta[name="robots"], script[type="application/ld+json"]';

/** The page and language the server wrote the head for (known at the first render), until left. */
let serverHeadAddress: string | null | undefined;

/**
 * Any navigation away from the first route ends its server page: coming back loads as usual. The
 * first page's head tags go with it (before the next page's effects add their own, such as an account
 * page's `noindex`): another page, or the same page in the other language, is not that address.
 */
export function useForgetServerPageOnNavigate(): void {
  const { pathname } = useLocation();
  const { language } = useLanguage();
  const address = `${language} ${pathname}`;
  useEffect(() => {
    if (firstPage && firstPage.pathname !== pathname) firstPage = null;
  }, [pathname]);
  useLayoutEffect(() => {
    serverHeadAddress ??= address;
    if (serverHeadAddress === null || serverHeadAddress === address) return;
    for (const tag of document.head.querySelectorAll(SERVER_PAGE_HEAD)) tag.remove();
    serverHeadAddress = null;
  }, [address]);
}
