import { defineMessages } from 'shared-ui/i18n';

/** The blog sidebar's "Popular Services". */
export const popularServicesMessages = defineMessages({
  en: {
    heading: 'Popular Services',
    loading: 'Loading services...',
    empty: 'No services available',
  },
  hi: () => import('./popularServicesMessages.hi'),
});
