import { resolvePageMeta } from '../federation/types';
import type { RemoteRoutesModule } from '../federation/types';
import { sitePathOf } from '../i18n/languagePaths';
import type { Language } from '../i18n/languages';
import { breadcrumbJsonLd } from '../structured-data/pages';
import type { BreadcrumbItem } from '../structured-data/pages';
import type { JsonLd } from '../structured-data/jsonLd';
import type { PrerenderedPage } from './prerenderPage';
import { searchMessages } from './searchMessages';

interface PageAddress {
  path: string;
  lang: Language;
}

/** `/hi/services/x` → `/services/x`: where a page of any language sits in its route table. */
export const routePathOf = ({ path }: PageAddress): string => sitePathOf(path);

/** `/services` → `/hi/services`: a route table's path as the page of `lang` is addressed. */
const pathIn = (path: string, lang: Language): string => (lang === 'en' ? path : `/${lang}${path === '/' ? '' : path}`);

/**
 * A page's real trail: home, then each page of the route table its path lies under (`/services`
 * above `/services/cardiology`), named by that page's own title in the page's language, then the
 * page itself as `name`.
 */
export async function breadcrumbTrail(
  pages: RemoteRoutesModule['pages'],
  page: PageAddress,
  name: string,
): Promise<BreadcrumbItem[]> {
  const segments = routePathOf(page).split('/').filter(Boolean);
  const parents: BreadcrumbItem[] = [];
  for (let depth = 1; depth < segments.length; depth += 1) {
    const parent = `/${segments.slice(0, depth).join('/')}`;
    const load = Object.hasOwn(pages, parent) ? pages[parent] : undefined;
    // A segment that is no page of its own (there is none today) is no step of the trail.
    if (!load) continue;
    const { title } = await resolvePageMeta((await load()).meta, { params: {}, language: page.lang });
    parents.push({ name: title, path: pathIn(parent, page.lang) });
  }
  const texts = page.lang === 'hi' ? await searchMessages.loadHindi() : undefined;
  const home = { name: (texts ?? searchMessages.en).home, path: pathIn('/', page.lang) };
  return [home, ...parents, { name, path: page.path }];
}

export interface SearchMetaInput {
  /** The remote's route table: the trail's steps are its pages. */
  pages: RemoteRoutesModule['pages'];
  page: PageAddress;
  rendered: Pick<PrerenderedPage, 'title' | 'name' | 'description'>;
  /** The site's origin (the prerender's token for it: `PrerenderApi.siteUrl`). */
  siteUrl: string;
  /** `YYYY-MM-DD`: when the page's content last changed. */
  lastmod: string;
  /** `index, follow` unless said. */
  robots?: string;
  /** The page's own schema.org nodes; a builder's null (no such thing here) is left out. */
  jsonLd?: readonly (JsonLd | null)[];
  /** The Open Graph image's second line, in the page's language; its description when left out. */
  subtitle?: string;
}

/** What a page's index entry says of it to search engines and link previews (tooling's `PageMeta`). */
export interface SearchMeta {
  title: string;
  description: string;
  jsonLd: JsonLd[];
  robots: string;
  lastmod: string;
  /** What its Open Graph image says: the page's own title and a short line under it. */
  card: { title: string; subtitle: string };
}

/**
 * A prerendered page's meta: its title and description as the live page sets them, its own
 * JSON-LD, the `BreadcrumbList` of every page but home, and its Open Graph card.
 */
export async function searchMetaOf({
  pages,
  page,
  rendered,
  siteUrl,
  lastmod,
  robots = 'index, follow',
  jsonLd = [],
  subtitle,
}: SearchMetaInput): Promise<SearchMeta> {
  const isHome = routePathOf(page) === '/';
  const trail = isHome ? null : breadcrumbJsonLd(await breadcrumbTrail(pages, page, rendered.name), siteUrl);
  return {
    title: rendered.title,
    description: rendered.description,
    jsonLd: [...jsonLd, trail].filter((node): node is JsonLd => node !== null),
    robots,
    lastmod,
    card: { title: rendered.name, subtitle: subtitle ?? rendered.description },
  };
}
