import type { VitalsBeacon, VitalsDevice } from 'contract/vitals';
import { matchPath } from 'shared-ui/router';
import { SITE_ROUTES } from 'shared-ui';
import breakpoints from 'shared-ui/breakpoints.json';
import { languageOfPath, sitePathOf } from 'shared-ui/i18n';

/**
 * What names a visit in its beacon: the route pattern of the page it landed on, never its address
 * (`/manage-booking`, not a booking reference in a query; `/services/:serviceSlug`, not the slug),
 * the page's language, and the device class. Null for an address the site has no page for.
 */
export function visitOf(
  location: { pathname: string },
  viewportWidth: number,
): Pick<VitalsBeacon, 'route' | 'lang' | 'device'> | null {
  const sitePath = sitePathOf(location.pathname);
  const route = SITE_ROUTES.find(({ path }) => matchPath(path, sitePath) !== null);
  if (!route) return null;
  return { route: route.path, lang: languageOfPath(location.pathname), device: deviceOf(viewportWidth) };
}

/** By the layout's own breakpoints: below `tablet` the phone layout, from `desktop` the full one. */
export function deviceOf(viewportWidth: number): VitalsDevice {
  if (viewportWidth < breakpoints.tablet) return 'phone';
  return viewportWidth < breakpoints.desktop ? 'tablet' : 'desktop';
}

/** Whole milliseconds, and a layout shift to 4 places: finer says nothing more, and keeps the beacon short. */
export const roundedTime = (value: number | undefined): number | undefined =>
  value === undefined ? undefined : Math.round(value);
export const roundedShift = (value: number | undefined): number | undefined =>
  value === undefined ? undefined : Math.round(value * 10_000) / 10_000;
