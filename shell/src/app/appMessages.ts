import { defineMessages } from 'shared-ui/i18n';

/** Texts of the page frame and the router's error screen. */
export const appMessages = defineMessages({
  en: {
    skipToContent: 'Skip to main content',
    loadingPage: 'Loading page...',
    unexpectedError: 'Unexpected Application Error!',
    goHome: 'Go to the home page',
  },
  hi: () => import('./appMessages.hi'),
});
