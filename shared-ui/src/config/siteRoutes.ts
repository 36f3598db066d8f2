import { HOSPITAL_NAME } from 'contract/hospital';

export type RemoteName = 'mfe_content' | 'mfe_services' | 'mfe_booking' | 'mfe_desk';
/** Who renders a page: a remote, or the shell itself. */
export type SiteOwner = RemoteName | 'shell';

export interface SiteRoute {
  /** React Router path pattern. */
  path: string;
  owner: SiteOwner;
}

/**
 * Every page of the site and who renders it: the shell routes by this table, each remote keys its
 * pages by these paths, and `siteHref` builds links only to these paths. Titles and descriptions
 * live with the page that renders them (its module's `meta`), so rewording one ships only its owner.
 */
export const SITE_ROUTES = [
  { path: '/', owner: 'mfe_content' },
  { path: '/homecare', owner: 'mfe_content' },
  { path: '/healthcheck', owner: 'mfe_content' },
  { path: '/emergency', owner: 'mfe_content' },
  { path: '/diabetes', owner: 'mfe_content' },
  { path: '/gallery', owner: 'mfe_content' },
  { path: '/testimonial', owner: 'mfe_content' },
  { path: '/faq', owner: 'mfe_content' },
  { path: '/blog', owner: 'mfe_content' },
  { path: '/blog/:articleSlug', owner: 'mfe_content' },
  // The original site's article paths, still answered (bookmarks, search engines).
  { path: '/blogpage', owner: 'mfe_content' },
  { path: '/blogpages', owner: 'mfe_content' },
  { path: '/blogpagecare', owner: 'mfe_content' },
  { path: '/blogpage4', owner: 'mfe_content' },
  { path: '/about', owner: 'mfe_content' },
  { path: '/services', owner: 'mfe_services' },
  { path: '/services/:serviceSlug', owner: 'mfe_services' },
  { path: '/our-doctor', owner: 'mfe_services' },
  { path: '/our-doctor/:doctorSlug', owner: 'mfe_services' },
  // A department with doctors and no service page (`departmentsWithoutServicePage`).
  { path: '/departments/:departmentSlug', owner: 'mfe_services' },
  { path: '/appointment', owner: 'mfe_booking' },
  { path: '/blood-test', owner: 'mfe_booking' },
  { path: '/contact', owner: 'mfe_booking' },
  { path: '/login', owner: 'mfe_booking' },
  { path: '/register', owner: 'mfe_booking' },
  { path: '/account', owner: 'mfe_booking' },
  { path: '/account/confirm', owner: 'mfe_booking' },
  { path: '/account/forgot-password', owner: 'mfe_booking' },
  { path: '/account/reset-password', owner: 'mfe_booking' },
  { path: '/manage-booking', owner: 'mfe_booking' },
  // The link a patient gets when the doctor's leave cancelled the booking (issue 48).
  { path: '/appointment/rebook', owner: 'mfe_booking' },
  { path: '/terms', owner: 'shell' },
  { path: '/accessibility', owner: 'shell' },
  { path: '/search', owner: 'shell' },
] as const satisfies readonly SiteRoute[];

export type SitePath = (typeof SITE_ROUTES)[number]['path'];

/**
 * The staff desk (issue 47), apart from the public pages: one remote answers every path under
 * `/desk` with routes of its own, in English only for now (its texts are in catalogues, so Hindi can
 * come). Never prerendered, never in the sitemap, `noindex`, answered `no-store`, and never linked
 * from the public pages (`siteHref` knows none of it).
 */
export const STAFF_ROUTES = [
  { path: '/desk', owner: 'mfe_desk' },
  { path: '/desk/*', owner: 'mfe_desk' },
] as const satisfies readonly SiteRoute[];

/** The routes a remote (or the shell) renders. */
export const routesOwnedBy = (owner: SiteOwner): (typeof SITE_ROUTES)[number][] =>
  SITE_ROUTES.filter((route) => route.owner === owner);

/** "Our Services | Aravali Care Hospital" */
export const documentTitle = (title: string): string => `${title} | ${HOSPITAL_NAME}`;

/** "full-body-health-checkup" → "Full Body Health Checkup", for a page named by a slug before its data arrives. */
export const titleFromSlug = (slug: string | undefined): string =>
  (slug ?? '')
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ') || 'Service';
