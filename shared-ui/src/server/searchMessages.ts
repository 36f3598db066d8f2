import { defineMessages } from '../i18n/defineMessages';

/** Texts a page's search and sharing meta carries (its breadcrumb trail's first step). */
export const searchMessages = defineMessages({
  en: { home: 'Home' },
  hi: () => import('./searchMessages.hi'),
});
