import { defineMessages } from 'shared-ui/i18n';

/** SPEC §2 Home "Our Specialities" and §8: the home page's doctors grid. */
export const doctorsGridMessages = defineMessages({
  en: {
    heading: 'Our Specialities',
    loading: 'Loading doctors...',
    failed: 'Failed to fetch doctors data',
    invalidData: 'Error: Invalid data format received',
    empty: 'No doctors found.',
    retry: 'Retry',
  },
  hi: () => import('./doctorsGridMessages.hi'),
});
