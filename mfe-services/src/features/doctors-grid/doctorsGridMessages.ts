import { defineMessages } from 'shared-ui/i18n';

/** The home page's doctors grid, "Our Specialities". */
export const doctorsGridMessages = defineMessages({
  en: {
    loading: 'Loading doctors...',
    failed: 'Failed to fetch doctors data',
    invalidData: 'Error: Invalid data format received',
    empty: 'No doctors found.',
    retry: 'Retry',
  },
  hi: () => import('./doctorsGridMessages.hi'),
});
