import { defineMessages } from 'shared-ui/i18n';

export const remoteFallbackMessages = defineMessages({
  en: {
    loading: 'Loading...',
    unavailable: 'This section is unavailable right now.',
    retry: 'Retry',
  },
  hi: () => import('./remoteFallbackMessages.hi'),
});
