/**
 * The page index: what a package's prerender writes beside its build (`pages/index.json`) and the
 * shell's server reads to serve its pages. Defined here once, as a schema the types come from; the
 * prerender (tooling/prerender.mjs) writes its index through `checkedPageIndex`.
 */
import { Type, type Static } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';

/** Where a package's page index sits, relative to its base URL. */
export const PAGE_INDEX_FILE = 'pages/index.json';
export const PAGE_INDEX_VERSION = 1;

const SitePath = Type.String({ pattern: '^/' });
const LanguageSchema = Type.Union([Type.Literal('en'), Type.Literal('hi')]);
export type Language = Static<typeof LanguageSchema>;

/** A page a package prerendered. `css`: the stylesheets its HTML needs (an older index: all of the index's). */
const IndexedPageSchema = Type.Object({
  path: SitePath,
  lang: LanguageSchema,
  fragment: Type.Union([Type.String(), Type.Null()]),
  title: Type.String(),
  description: Type.String(),
  canonical: SitePath,
  alternates: Type.Array(Type.Object({ hreflang: Type.String(), path: SitePath })),
  image: Type.Union([Type.String(), Type.Null()]),
  jsonLd: Type.Array(Type.Unknown()),
  robots: Type.String(),
  /** The content's date (`2026-12-06`), or time when it changed at the desk (`2026-12-06T10:40:12.000Z`). */
  lastmod: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2}))?$' }),
  css: Type.Optional(Type.Array(Type.String())),
  /**
   * A page that is a page no more (issue 48): 410, gone (a retired doctor's, its HTML leading on),
   * or 301 to `location`, another page of the site (a renamed doctor's old address). Absent: 200.
   */
  status: Type.Optional(Type.Union([Type.Literal(301), Type.Literal(410)])),
  location: Type.Optional(SitePath),
});
export type IndexedPage = Static<typeof IndexedPageSchema>;

/** A widget variant (`mfe_services/DoctorsGrid;limit=8`) its owner serves into other pages. */
const IndexedWidgetSchema = Type.Object({
  key: Type.String(),
  lang: LanguageSchema,
  fragment: Type.String(),
  css: Type.Array(Type.String()),
});
export type IndexedWidget = Static<typeof IndexedWidgetSchema>;

/** An index written before widgets were served has none. */
const PageIndexSchema = Type.Object({
  version: Type.Literal(PAGE_INDEX_VERSION),
  owner: Type.String(),
  buildId: Type.String({ pattern: '^[0-9a-f]{16}$' }),
  routes: Type.Array(SitePath),
  css: Type.Array(Type.String()),
  pages: Type.Array(IndexedPageSchema),
  widgets: Type.Optional(Type.Array(IndexedWidgetSchema)),
  /**
   * The catalogue version and hospital day the pages were last rendered again at by the page server
   * (fresh-pages.ts); absent, they are as the build rendered them, from the build's API.
   */
  catalogue: Type.Optional(Type.Object({ version: Type.String({ pattern: '^\\d+$' }), day: Type.String() })),
});
export type PageIndex = Static<typeof PageIndexSchema>;

const pageIndexCheck = TypeCompiler.Compile(PageIndexSchema);

/**
 * A page index from its bytes, or an error when it is not one (a half-written or older file is
 * treated as no index at all, not trusted in part).
 */
export function pageIndexFrom(bytes: Uint8Array): PageIndex {
  const index: unknown = JSON.parse(Buffer.from(bytes).toString('utf8'));
  if (!pageIndexCheck.Check(index)) throw new Error('not a version 1 page index');
  return index;
}

/** An index as the prerender writes it, refused (naming the first fault) if the server would not read it. */
export function checkedPageIndex(index: PageIndex): PageIndex {
  const fault = pageIndexCheck.Errors(index).First();
  if (fault) throw new Error(`the page index of ${index.owner} is not one: ${fault.path} ${fault.message}`);
  return index;
}
