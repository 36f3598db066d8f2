import { defineMessages } from 'shared-ui/i18n';

/** The package choice and its details (loaded with them: a visitor booking a single test never needs them). */
export const packageMessages = defineMessages({
  en: {
    package: 'Package',
    packagePlaceholder: 'Select Package',
    packagesLoading: 'Loading packages...',
    packagesEmpty: 'No packages available',
    packageGone: 'That package is not available any more. Please choose one below.',
    groupHealthCheck: 'Health check packages',
    groupDiabetes: 'Diabetes programmes',
    groupHomeCare: 'Home care visits',
    includes: 'What is included',
    preparation: 'How to prepare',
    sampleType: 'Sample',
    reportTime: 'Reports ready in',
    duration: 'Duration',
  },
  hi: () => import('./packageMessages.hi'),
});
