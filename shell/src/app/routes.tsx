import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { SITE_ROUTES, titleFromSlug } from 'shared-ui';
import { NotFoundPage } from '../features/not-found';
import { RemotePage } from '../features/remote-pages';
import { TermsPage } from '../features/terms';
import { AppLayout } from './AppLayout';
import { RouteErrorPage } from './RouteErrorPage';
import type { RouteHandle } from './routeMeta';

const SERVICE_PAGE = '/services/:serviceSlug';

const remoteRoutes: RouteObject[] = SITE_ROUTES.map((route) => {
  const handle: RouteHandle = {
    meta: (params) => ({
      title: route.path === SERVICE_PAGE ? titleFromSlug(params.serviceSlug) : route.title,
      description: route.description,
    }),
  };
  return { path: route.path, element: <RemotePage route={route} />, errorElement: <RouteErrorPage />, handle };
});

/** The one router of the site: the shell's layout around every page, each page from its owner. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      ...remoteRoutes,
      {
        path: '/terms',
        element: <TermsPage />,
        handle: {
          meta: () => ({ title: 'Terms & Privacy', description: 'Terms of use and privacy notice.' }),
        } satisfies RouteHandle,
      },
      // The original pop-up linked a misspelt appointment path (SPEC §2); send it where it meant.
      { path: '/appoinment', element: <Navigate to="/appointment" replace /> },
      {
        path: '*',
        element: <NotFoundPage />,
        handle: {
          meta: () => ({ title: 'Page not found', description: 'The page you asked for is not on this site.' }),
        } satisfies RouteHandle,
      },
    ],
  },
];
