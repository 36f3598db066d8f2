import { lazy } from 'react';

/** Loaded only when visited. */
export const TermsPage = lazy(() => import('./TermsPage'));
export { TERMS_LAST_CHANGED, termsMeta } from './termsMeta';
