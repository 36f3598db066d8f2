import { defineMessages } from 'shared-ui/i18n';

export const fieldMessages = defineMessages({
  en: {
    clear: 'Clear {label}',
    choose: 'Select an option',
    loading: 'Loading...',
    noOptions: 'No options available',
    loadFailed: 'Could not load the choices.',
    retry: 'Retry',
    summaryTitle: 'There is a problem',
    submitting: 'Submitting...',
    consent: 'I agree to the hospital using these details to arrange my booking and to contact me about it.',
    privacyNotice: 'Read the privacy notice',
    newTab: '(opens in a new tab)',
    fileType: 'Please choose a file of one of these types: {types}',
    fileSize: 'The file must be at most {size}',
    fileEmpty: 'The file is empty. Please choose it again',
  },
  hi: () => import('./fieldMessages.hi'),
});
