import { defineMessages } from 'shared-ui/i18n';

/** SPEC §2 Blog list sidebar: "Popular Services". */
export const popularServicesMessages = defineMessages({
  en: {
    heading: 'Popular Services',
    loading: 'Loading services...',
    empty: 'No services available',
  },
  hi: () => import('./popularServicesMessages.hi'),
});
