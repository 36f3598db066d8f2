import type { SitePath } from './siteRoutes';

/**
 * A link to a page of this site, made only by `siteHref`: components that link (`SiteLink`,
 * `ButtonLink`, the menus) accept nothing else, so a mistyped path fails the type check.
 */
export type SiteHref = string & { readonly __siteHref: unique symbol };

/** `'/services/:serviceSlug'` → `'serviceSlug'` */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type SitePathParams<Path extends SitePath> = Record<ParamNames<Path>, string | number>;

export interface SiteHrefOptions {
  /** Query parameters; `undefined`, `null` and empty values are left out. */
  query?: Readonly<Record<string, string | number | null | undefined>>;
  /** A fragment, without the `#`. */
  hash?: string;
}

type SiteHrefArgs<Path extends SitePath> = [ParamNames<Path>] extends [never]
  ? [options?: SiteHrefOptions]
  : [params: SitePathParams<Path>, options?: SiteHrefOptions];

/**
 * Builds a link to one of the site's pages:
 * `siteHref('/services/:serviceSlug', { serviceSlug: 'cardiology' })` → `/services/cardiology`,
 * `siteHref('/appointment', { query: { doctor: 3, department: 2 } })` → `/appointment?doctor=3&department=2`.
 */
export function siteHref<Path extends SitePath>(path: Path, ...args: SiteHrefArgs<Path>): SiteHref {
  const hasParams = path.includes(':');
  const params = (hasParams ? args[0] : undefined) as Record<string, string | number> | undefined;
  const options = (hasParams ? args[1] : args[0]) as SiteHrefOptions | undefined;
  const pathname = path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || String(value) === '') throw new Error(`siteHref(${path}) needs "${name}"`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(options?.query ?? {})) {
    if (value !== undefined && value !== null && String(value) !== '') query.set(name, String(value));
  }
  const queryString = query.toString();
  const search = queryString ? `?${queryString}` : '';
  const hash = options?.hash ? `#${options.hash}` : '';
  return `${pathname}${search}${hash}` as SiteHref;
}
