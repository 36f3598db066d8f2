import { lazy } from 'react';
import { withPageTexts } from 'shared-ui/i18n';

/** Loaded only when visited; on a Hindi page with its Hindi, so it never shows English first. */
export const AccessibilityPage = lazy(() => withPageTexts(import('./AccessibilityPage')));
export { ACCESSIBILITY_CHECKED, accessibilityMeta } from './accessibilityMeta';
