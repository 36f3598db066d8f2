// The router API the site's pages use, shared as part of shared-ui so the page has one router.
// Only what is listed here is built: react-router shared whole shipped its server half, its data
// routers and its RSC support to every visitor. Links and navigation to the site's own pages are
// shared-ui's typed SiteLink, SiteNavLink, SiteRedirect and useSiteNavigate; an export missing here
// fails the importing package's type check and build. Link, Navigate and useNavigate (already in
// every build, under SiteLink) are for the staff desk's own paths, which are no SitePath.
export {
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { RouteObject } from 'react-router';
