import { Suspense } from 'react';
import { HOSPITAL_NAME } from 'contract/hospital';
import { SiteRedirect, siteHref } from 'shared-ui';
import { useLocation, useRoutes } from 'shared-ui/router';
import type { RouteObject } from 'shared-ui/router';
import { HospitalMark } from '../components/HospitalMark/HospitalMark';
import { AccessibilityPage, accessibilityMeta } from '../features/accessibility';
import { DeskFrame } from './desk-frame';
import { NotFoundPage, notFoundMeta } from '../features/not-found';
import { REMOTE_ROUTES, RemotePage } from '../features/remote-pages';
import type { RemoteRoute } from '../features/remote-pages';
import { SearchResultsPage } from '../features/site-search';
import { TermsPage, termsMeta } from '../features/terms';
import { AppLayout } from './AppLayout';
import { DocumentMeta } from './DocumentMeta';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import type { RouteHandle } from './routeMeta';

const remoteRoutes: RouteObject[] = REMOTE_ROUTES.map((route) => ({
  path: route.path,
  element: <RemotePage route={route} />,
}));

/**
 * Every path under `/desk`, rendered by its owner, as shared-ui's STAFF_ROUTES says (written out:
 * importing that table would put it in every public page's shared-ui).
 */
const DESK_ROUTE: RemoteRoute = { path: '/desk/*', owner: 'mfe_desk' };

/** The desk's region: keyed by path, so leaving a page that failed leaves its error behind. */
function DeskRegion() {
  return (
    <RouteErrorBoundary key={useLocation().pathname}>
      <RemotePage route={DESK_ROUTE} />
    </RouteErrorBoundary>
  );
}

const termsHandle: RouteHandle = { meta: termsMeta };
const accessibilityHandle: RouteHandle = { meta: accessibilityMeta };
const notFoundHandle: RouteHandle = { meta: notFoundMeta };

/**
 * The one route table of the site: the shell's layout around every page, each page from its owner;
 * the staff desk (shared-ui's STAFF_ROUTES) in a frame of its own.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/desk/*',
    element: (
      <Suspense fallback={null}>
        <DeskFrame
          brand={
            <>
              <HospitalMark size={28} onDark />
              <span>{HOSPITAL_NAME}</span>
            </>
          }
          region={<DeskRegion />}
          notFound={<NotFoundPage />}
        />
      </Suspense>
    ),
  },
  {
    element: <AppLayout />,
    children: [
      ...remoteRoutes,
      { path: '/terms', element: <TermsPage />, handle: termsHandle },
      { path: '/accessibility', element: <AccessibilityPage />, handle: accessibilityHandle },
      // Titled by the page itself, from the query.
      { path: '/search', element: <SearchResultsPage /> },
      // The original pop-up linked a misspelt appointment path; send it where it meant.
      { path: '/appoinment', element: <SiteRedirect to={siteHref('/appointment')} /> },
      { path: '*', element: <NotFoundPage />, handle: notFoundHandle },
    ],
  },
];

/**
 * The site's routes inside the page's router (declarative: nothing here needs loaders or actions,
 * and the data router is the larger half of react-router). A page's error shows the router's error
 * screen inside the layout (AppLayout); an error in the layout itself, here.
 */
export function AppRoutes() {
  const page = useRoutes(appRoutes);
  return (
    <RouteErrorBoundary>
      {page}
      <DocumentMeta routes={appRoutes} />
    </RouteErrorBoundary>
  );
}
