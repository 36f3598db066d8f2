/**
 * How a package's pages are written as files beside its build: the fragment files, their names
 * (content-addressed by build), the stylesheets each needs, and the page index. Shared by the build's
 * prerender (tooling/prerender.mjs) and the page server that re-renders pages when the catalogue
 * changes (fresh-pages.ts), so both write the same files.
 */
import { buildIdOf } from './page.js';
import { parseHtml } from './html.js';
import {
  checkedPageIndex,
  PAGE_INDEX_VERSION,
  type IndexedWidget,
  type Language,
  type PageIndex,
} from './page-index.js';

/**
 * Which build a package's bundled pages' module (`dist-prerender/prerender.cjs`, never shipped with
 * `dist/`) belongs to, written beside it by the prerender: `{ "buildId": "…" }`.
 */
export const PRERENDER_BUILD_FILE = 'build.json';

/** A page a package renders: its address and language. */
export interface PageAddress {
  path: string;
  lang: Language;
}

/** What a page's render says of it; `card` is what its Open Graph image says, in the page's language. */
export interface PageMeta {
  title: string;
  description: string;
  jsonLd: unknown[];
  robots: string;
  lastmod: string;
  image?: string | null;
  card?: { title: string; subtitle: string };
  /** A page no more: 410 (gone) or 301 to `location` (the page index's `status`). */
  status?: 301 | 410;
  location?: string;
}

/** A widget variant (shared-ui's `SERVER_WIDGETS`, `mfe_services/DoctorsGrid;limit=8`) in a language. */
export interface WidgetAddress {
  key: string;
  lang: Language;
}

/** The types of script a browser does not run: data, JSON and JSON-LD. */
const DATA_SCRIPT_TYPES = new Set(['application/json', 'application/ld+json']);

/** Whether the HTML holds a script element a browser would run. */
export const hasExecutableScript = (html: string): boolean =>
  parseHtml(html)
    .querySelectorAll('script')
    .some((script) => !DATA_SCRIPT_TYPES.has(script.getAttribute('type') ?? ''));

/** The path without its language's prefix (`/hi/about` → `/about`): a page's languages share it. */
export const pathInLanguage = ({ path: pagePath, lang }: PageAddress): string =>
  lang !== 'en' && (pagePath === `/${lang}` || pagePath.startsWith(`/${lang}/`))
    ? pagePath.slice(lang.length + 1) || '/'
    : pagePath;

/**
 * Where a page's fragment goes, relative to the package's base URL, content-addressed by build:
 * `/` → `pages/<buildId>/en/index.html`, `/blog/x` → `pages/<buildId>/en/blog/x.html`. A page
 * rendered again while the build is served (`version`: a hash of its HTML) gets a name of its own,
 * `pages/<buildId>/en/blog/x~1a2b3c4d.html`: a fragment file, once written, never changes.
 */
export function fragmentFileOf(buildId: string, page: PageAddress, version?: string): string {
  const own = pathInLanguage(page);
  const name = own === '/' ? 'index' : own.slice(1).replace(/\/$/, '');
  if (name.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new Error(`not a page path: ${page.path}`);
  }
  return `pages/${buildId}/${page.lang}/${name}${version === undefined ? '' : `~${version}`}.html`;
}

/**
 * The fragment file: the page's HTML, then the answers it was rendered with as JSON (`<` escaped,
 * so no text in the data can end the script) when there are any; a widget's data script is marked
 * as a widget's, so a page's reader never takes it for the page's.
 */
export function fragmentOf(html: string, data: Record<string, unknown>, kind: 'page' | 'widget' = 'page'): string {
  if (Object.keys(data).length === 0) return html;
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `${html}<script type="application/json" data-${kind}-data>${json}</script>`;
}

/** The class names a stylesheet styles (`.mfe_content-x1Y2z3`). */
export const classesOfCss = (css: string): Set<string> =>
  new Set([...css.replace(/url\([^)]*\)/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => String(match[1])));

const classesOfHtml = (html: string) =>
  new Set(
    parseHtml(html)
      .querySelectorAll('[class]')
      .flatMap((element) => element.classList.value),
  );

/**
 * The stylesheets a page's HTML needs, of those its remote's pages may load (in their order): each
 * one that styles a class the HTML carries. Linked before the page paints, they hold it up, so a
 * page links its own few, not every page's.
 */
export function stylesheetsFor(html: string, stylesheets: readonly { file: string; classes: Set<string> }[]): string[] {
  const used = classesOfHtml(html);
  return stylesheets.filter((sheet) => [...sheet.classes].some((name) => used.has(name))).map((sheet) => sheet.file);
}

/**
 * Where a widget variant's fragment goes, beside the pages of its build (`widgets` is no language,
 * so no page's path meets it): `pages/<buildId>/widgets/en/DoctorsGrid-<hash of the key>.html`;
 * rendered again while the build is served, `…-<hash of the key>~<hash of its HTML>.html`.
 */
export function widgetFileOf(buildId: string, widget: WidgetAddress, version?: string): string {
  const name = /^[a-z_]+\/([A-Za-z0-9]+)(?:;|$)/.exec(widget.key)?.[1];
  if (!name) throw new Error(`not a widget variant: ${widget.key}`);
  const suffix = version === undefined ? '' : `~${version}`;
  return `pages/${buildId}/widgets/${widget.lang}/${name}-${buildIdOf(widget.key).slice(0, 8)}${suffix}.html`;
}

export const HREFLANG = { en: 'en-IN', hi: 'hi-IN' } as const satisfies Record<Language, string>;

/**
 * The page index: each page with its fragment, meta and its languages as alternates of each other
 * (English is the x-default), and the widgets it serves into other packages' pages. `fragmentOfPage`:
 * a page's fragment file when not the build's own name for it (a page rendered again).
 */
export function pageIndexOf({
  owner,
  buildId,
  routes,
  css,
  pages,
  widgets = [],
  fragmentOfPage = (page) => fragmentFileOf(buildId, page),
}: {
  owner: string;
  buildId: string;
  routes: string[];
  css: string[];
  pages: (PageAddress & { meta: PageMeta; css: string[] })[];
  widgets?: IndexedWidget[];
  fragmentOfPage?: (page: PageAddress) => string;
}): PageIndex {
  const languagesOf = new Map<string, PageAddress[]>();
  for (const page of pages) {
    const key = pathInLanguage(page);
    languagesOf.set(key, [...(languagesOf.get(key) ?? []), page]);
  }
  return checkedPageIndex({
    version: PAGE_INDEX_VERSION,
    owner,
    buildId,
    routes,
    css,
    pages: pages.map((page) => {
      const languages = languagesOf.get(pathInLanguage(page)) ?? [];
      const english = languages.find((candidate) => candidate.lang === 'en');
      return {
        path: page.path,
        lang: page.lang,
        fragment: fragmentOfPage(page),
        title: page.meta.title,
        description: page.meta.description,
        canonical: page.path,
        alternates: [
          ...languages.map((language) => ({ hreflang: HREFLANG[language.lang], path: language.path })),
          ...(english ? [{ hreflang: 'x-default', path: english.path }] : []),
        ],
        image: page.meta.image ?? null,
        jsonLd: page.meta.jsonLd,
        robots: page.meta.robots,
        lastmod: page.meta.lastmod,
        css: page.css,
        ...(page.meta.status ? { status: page.meta.status } : {}),
        ...(page.meta.location ? { location: page.meta.location } : {}),
      };
    }),
    widgets,
  });
}
