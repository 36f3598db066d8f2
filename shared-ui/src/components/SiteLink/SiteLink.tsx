import { Link, NavLink, Navigate, useNavigate } from 'react-router';
import type { LinkProps, NavLinkProps, NavigateOptions } from 'react-router';
import { useCallback } from 'react';
import type { SiteHref } from '../../config/siteHref';

export type SiteLinkProps = Omit<LinkProps, 'to'> & { to: SiteHref };

/** A link to a page of this site; `to` comes from `siteHref`, so a mistyped path fails the type check. */
export function SiteLink({ to, ...props }: SiteLinkProps) {
  return <Link to={to} {...props} />;
}

export type SiteNavLinkProps = Omit<NavLinkProps, 'to'> & { to: SiteHref };

/** A menu link that knows whether it is the current page (`aria-current="page"`). */
export function SiteNavLink({ to, ...props }: SiteNavLinkProps) {
  return <NavLink to={to} {...props} />;
}

/** Sends the visitor to another page of this site as soon as it renders. */
export function SiteRedirect({ to }: { to: SiteHref }) {
  return <Navigate to={to} replace />;
}

/** Navigation from code (after a search, a submitted form), only to the site's own pages. */
export function useSiteNavigate(): (to: SiteHref, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  return useCallback((to: SiteHref, options?: NavigateOptions) => void navigate(to, options), [navigate]);
}
