import { lazy } from 'react';
import { withPageTexts } from 'shared-ui/i18n';

export { SiteSearch } from './SiteSearch';
export { takeServedSearch } from './servedSearch';

/** `/search?q=`: loaded only when visited; on a Hindi page with its Hindi, so it never shows English first. */
export const SearchResultsPage = lazy(() => withPageTexts(import('./SearchResultsPage')));

/** When the search page's own texts last changed (its index entry's date; it is not in the sitemap). */
export const SEARCH_PAGE_LAST_CHANGED = '2026-12-02';
