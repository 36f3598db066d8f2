import { lazy } from 'react';

export { SiteSearch } from './SiteSearch';

/** `/search?q=`: loaded only when visited. */
export const SearchResultsPage = lazy(() => import('./SearchResultsPage'));
