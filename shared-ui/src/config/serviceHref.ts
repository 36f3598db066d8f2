import { siteHref } from './siteHref';
import type { SiteHref } from './siteHref';

/**
 * Services whose one page is a topic page of the site: its `/services/{slug}` twin redirects there,
 * and every link to the service goes there directly (menus, carousels, search, articles).
 */
export const TOPIC_PAGE_OF_SERVICE: Readonly<Record<string, SiteHref>> = {
  'accident-and-emergency': siteHref('/emergency'),
  'diabetes-and-endocrinology': siteHref('/diabetes'),
  'home-care': siteHref('/homecare'),
  'full-body-health-checkup': siteHref('/healthcheck'),
};

/** The page of a service: its topic page when it has one, else `/services/{slug}`. */
export const serviceHref = (serviceSlug: string): SiteHref =>
  (Object.hasOwn(TOPIC_PAGE_OF_SERVICE, serviceSlug) ? TOPIC_PAGE_OF_SERVICE[serviceSlug] : undefined) ??
  siteHref('/services/:serviceSlug', { serviceSlug });
