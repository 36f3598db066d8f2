/**
 * Route patterns (`/services/:serviceSlug`, `/blog/*`) matched as React Router matches them, by the
 * platform's `URLPattern` (Node 24; the polyfill on Node 20): whole segments, case-insensitive, a
 * trailing slash allowed.
 */
import { URLPattern as URLPatternPolyfill } from 'urlpattern-polyfill';

/** The constructor both provide (the polyfill's own types omit the options it implements). */
type PatternConstructor = new (
  init: { pathname: string },
  options: { ignoreCase: boolean },
) => { test: (input: { pathname: string }) => boolean };

const Pattern = ((globalThis as { URLPattern?: unknown }).URLPattern ?? URLPatternPolyfill) as PatternConstructor;

/** Whether a site path is one of the pattern's. */
export function routeMatcher(pattern: string): (sitePath: string) => boolean {
  // The router's splat `*` is URLPattern's wildcard too; `{/}?` is the optional trailing slash.
  const compiled = new Pattern({ pathname: `${pattern.replace(/\/$/, '')}{/}?` }, { ignoreCase: true });
  return (sitePath) => compiled.test({ pathname: sitePath });
}

/** Whether a pattern names a page per value (a parameter or a splat), not one page. */
export const isDynamicPattern = (pattern: string): boolean =>
  pattern.split('/').some((segment) => segment.startsWith(':') || segment === '*');
