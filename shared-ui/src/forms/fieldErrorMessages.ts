import { FIELD_ERROR_TEXTS } from 'contract/forms';
import { defineMessages } from 'shared-ui/i18n';

/**
 * Every input problem's text in the page's language, by its code (the contract's vocabulary): the
 * schemas' and the API's alike. English is the contract's own; Hindi loads when a visitor reads it.
 */
export const fieldErrorMessages = defineMessages({
  en: FIELD_ERROR_TEXTS,
  hi: () => import('./fieldErrorMessages.hi'),
});
