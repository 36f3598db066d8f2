import { defineMessages } from 'shared-ui/i18n';

/** The package cards' labels, shared by the health check, diabetes and home care pages. */
export const carePackageMessages = defineMessages({
  en: {
    loading: 'Loading packages and prices...',
    failed: 'The packages and their prices could not be loaded.',
    retry: 'Retry',
    empty: 'Nothing can be booked online here at the moment. Please call us to book.',
    suitsLabel: 'Suits',
    includesLabel: 'Includes',
    priceLabel: 'Price',
    preparationLabel: 'Preparation',
    sampleLabel: 'Sample',
    reportLabel: 'Reports',
    durationLabel: 'Duration',
    basisPackage: 'for the package',
    basisVisit: 'per visit',
    basisDay: 'per day',
    basisProgramme: 'for the programme',
    bookHealthCheck: 'Book this package',
    bookProgramme: 'Book this programme',
    bookVisit: 'Book this visit',
  },
  hi: () => import('./messages.hi'),
});
