import { defineMessages } from 'shared-ui/i18n';

export const remotePageMessages = defineMessages({
  en: { loadingPage: 'Loading page...' },
  hi: () => import('./remotePageMessages.hi'),
});
