import { SITE_ROUTES } from 'shared-ui/site-routes';

/** Parameters the seeded API and the content have, for visiting pages with path parameters. */
const SAMPLE_PARAMS: Record<string, string> = {
  serviceSlug: 'cardiology',
  doctorSlug: 'dr-anita-sharma',
  articleSlug: 'air-pollution-and-your-lungs',
  departmentSlug: 'paediatrics',
};

/** A URL a visitor can open for a route pattern, e.g. `/services/cardiology`. */
export const samplePath = (pattern: string): string =>
  pattern.replace(/:(\w+)/g, (_match, name: string) => SAMPLE_PARAMS[name] ?? name);

/** The original site's article addresses, which send the reader on to `/blog/{slug}`. */
export const LEGACY_ARTICLE_PATHS = ['/blogpage', '/blogpages', '/blogpagecare', '/blogpage4'];

/** One URL per page of the site (legacy redirects left out), for journeys that visit them all. */
export const SITE_PAGES = SITE_ROUTES.filter((route) => !LEGACY_ARTICLE_PATHS.includes(route.path)).map((route) => ({
  ...route,
  url: samplePath(route.path),
}));

/** Services whose one page is a topic page: links lead there, and `/services/{slug}` redirects there. */
export const TOPIC_PAGE_OF_SERVICE: Readonly<Record<string, string>> = {
  'accident-and-emergency': '/emergency',
  'diabetes-and-endocrinology': '/diabetes',
  'home-care': '/homecare',
  'full-body-health-checkup': '/healthcheck',
};

/** Where a link to a service leads. */
export const servicePagePath = (slug: string): string => TOPIC_PAGE_OF_SERVICE[slug] ?? `/services/${slug}`;
