/**
 * This remote's pages as HTML, at build (Node; tooling's `prerender` step calls these): every
 * concrete page of its route table, each article included. The original site's article paths
 * (/blogpage…) are not listed: they only send the reader on to the article's own page, which is.
 */
import { siteHref } from 'shared-ui';
import type { Language } from 'shared-ui/i18n';
import { pagesInEveryLanguage, prerenderRemotePage, routePathOf, searchMetaOf } from 'shared-ui/server';
import type { PrerenderApi, PrerenderedPage } from 'shared-ui/server';
import { hospitalJsonLd, medicalWebPageJsonLd } from 'shared-ui/structured-data';
import type { JsonLd } from 'shared-ui/structured-data';
import { POSTS } from '../components/blog-posts';
import { TOPIC_PAGES_REVIEWED } from '../components/content-review';
import { pages } from './routes';

/** The page server puts the hospital's facts read from the API in force for this module's renders. */
export { setHospitalFacts } from 'contract/hospital';

/**
 * When the texts of the pages without a date of their own last changed (git log of src/features and
 * src/components): the sitemap's `lastmod`, so move it with any change of their words.
 */
export const CONTENT_LAST_CHANGED = '2026-12-05';

export interface ContentPage {
  path: string;
  lang: Language;
}

const LEGACY_PATHS: ReadonlySet<string> = new Set(POSTS.flatMap((post) => post.legacyPath ?? []));
const articlePath = (slug: string): string => siteHref('/blog/:articleSlug', { articleSlug: slug });
const isConcrete = (pattern: string) => !pattern.includes(':') && !LEGACY_PATHS.has(pattern);

/** The later of two `YYYY-MM-DD` dates. */
const later = (a: string, b: string) => (a > b ? a : b);

/** An article's last medical review; the blog list changes with its newest article. */
function lastChanged(path: string): string {
  const article = POSTS.find((post) => articlePath(post.slug) === path);
  if (article) return later(article.date, article.reviewed);
  if (path === siteHref('/blog')) return POSTS.reduce((newest, post) => later(newest, post.date), CONTENT_LAST_CHANGED);
  return CONTENT_LAST_CHANGED;
}

export async function listPages(_api: PrerenderApi): Promise<ContentPage[]> {
  return pagesInEveryLanguage([
    ...Object.keys(pages).filter(isConcrete),
    ...POSTS.map((post) => articlePath(post.slug)),
  ]);
}

/** The pages that introduce the hospital, where search engines read its facts. */
const HOSPITAL_PAGES: ReadonlySet<string> = new Set([siteHref('/'), siteHref('/emergency')]);
/** Health topics: reviewed as a whole (TOPIC_PAGES_REVIEWED), and dated by their last change too. */
const TOPIC_PAGES: ReadonlySet<string> = new Set([
  siteHref('/homecare'),
  siteHref('/healthcheck'),
  siteHref('/diabetes'),
  siteHref('/emergency'),
]);

/** The page's own schema.org nodes: the hospital, and health content as a `MedicalWebPage`. */
function jsonLdOf(page: ContentPage, rendered: PrerenderedPage, siteUrl: string, lastmod: string): JsonLd[] {
  const path = routePathOf(page);
  const article = POSTS.find((post) => articlePath(post.slug) === path);
  const healthPage = {
    title: rendered.name,
    description: rendered.description,
    path: page.path,
    language: page.lang,
    siteUrl,
  };
  return [
    ...(HOSPITAL_PAGES.has(path) ? [hospitalJsonLd(page.lang, siteUrl)] : []),
    ...(article ? [medicalWebPageJsonLd({ ...healthPage, lastReviewed: article.reviewed })] : []),
    ...(TOPIC_PAGES.has(path)
      ? [medicalWebPageJsonLd({ ...healthPage, lastReviewed: TOPIC_PAGES_REVIEWED, dateModified: lastmod })]
      : []),
  ];
}

/** The site search's documents, written into dist/ by the build (tooling's prerender `dataFiles`). */
export { searchIndexFiles as dataFiles } from './searchIndex';

/**
 * The pages that show what the desk changes (issue 48: the page server renders only these again):
 * home counts the doctors (its doctors grid is the services remote's widget, rendered again there),
 * the home care, health check and diabetes pages show packages and their prices; the hospital's
 * facts, or a subject this build does not know, show anywhere: every page.
 */
const PACKAGE_PAGES: ReadonlySet<string> = new Set([
  siteHref('/homecare'),
  siteHref('/healthcheck'),
  siteHref('/diabetes'),
]);
const PAGES_SHOWING: Readonly<Record<string, ReadonlySet<string>>> = {
  doctor: new Set([siteHref('/')]),
  package: PACKAGE_PAGES,
  test: PACKAGE_PAGES,
};

/** Of the pages listed, those that show any of the catalogue's changed subjects. */
export async function pagesShowing(subjects: readonly string[], listed: ContentPage[]): Promise<ContentPage[]> {
  const shown = subjects.map((subject) => PAGES_SHOWING[subject.split(':')[0] ?? '']);
  if (shown.some((paths) => paths === undefined)) return listed;
  return listed.filter((page) => shown.some((paths) => paths?.has(routePathOf(page))));
}

export async function renderPage(page: ContentPage, api: PrerenderApi) {
  const rendered = await prerenderRemotePage(pages, page, api);
  const lastmod = lastChanged(routePathOf(page));
  return {
    html: rendered.html,
    data: rendered.data,
    meta: await searchMetaOf({
      pages,
      page,
      rendered,
      siteUrl: api.siteUrl,
      lastmod,
      jsonLd: jsonLdOf(page, rendered, api.siteUrl, lastmod),
    }),
  };
}
