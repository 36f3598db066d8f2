import { lazy } from 'react';
import { withPageTexts } from 'shared-ui/i18n';

/** Loaded only when visited; on a Hindi page with its Hindi, so it never shows English first. */
export const TermsPage = lazy(() => withPageTexts(import('./TermsPage')));
export { TERMS_LAST_CHANGED, termsMeta } from './termsMeta';
