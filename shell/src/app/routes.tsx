import type { RouteObject } from 'react-router';
import { SiteRedirect, siteHref } from 'shared-ui';
import { NotFoundPage } from '../features/not-found';
import { REMOTE_ROUTES, RemotePage } from '../features/remote-pages';
import { TermsPage } from '../features/terms';
import { AppLayout } from './AppLayout';
import { RouteErrorPage } from './RouteErrorPage';
import type { RouteHandle } from './routeMeta';

const remoteRoutes: RouteObject[] = REMOTE_ROUTES.map((route) => ({
  path: route.path,
  element: <RemotePage route={route} />,
  errorElement: <RouteErrorPage />,
}));

const termsHandle: RouteHandle = {
  meta: { title: 'Terms & Privacy', description: 'Terms of use and the privacy notice for patients and visitors.' },
};
const notFoundHandle: RouteHandle = {
  meta: { title: 'Page not found', description: 'The page you asked for is not on this site.' },
};

/** The one router of the site: the shell's layout around every page, each page from its owner. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      ...remoteRoutes,
      { path: '/terms', element: <TermsPage />, handle: termsHandle },
      // The original pop-up linked a misspelt appointment path; send it where it meant.
      { path: '/appoinment', element: <SiteRedirect to={siteHref('/appointment')} /> },
      { path: '*', element: <NotFoundPage />, handle: notFoundHandle },
    ],
  },
];
