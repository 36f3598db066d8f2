import { defineMessages } from 'shared-ui/i18n';

export const reviewMessages = defineMessages({
  en: {
    lastReviewed: 'Page last reviewed:',
    nextReview: 'Next review due:',
  },
  hi: () => import('./messages.hi'),
});
