import { defineMessages } from 'shared-ui/i18n';

/** What shows in place of a list that failed to load. */
export const listMessages = defineMessages({
  en: {
    listError: 'Error: {message}',
    listErrorStatus: 'Error: API Error {status}',
    listErrorNoAnswer: 'Error: the server did not answer',
    listErrorInvalid: 'Error: Invalid data format received',
    labsError: 'Error: API error {status}',
  },
  hi: () => import('./listMessages.hi'),
});
