import { FIELD_ERROR_TEXTS } from 'contract/field-errors';
import { defineMessages } from 'shared-ui/i18n';

export { FIELD_ERROR_TEXTS, isFieldIssue } from 'contract/field-errors';

/**
 * Every input problem's text in the page's language, by its code (the contract's vocabulary): the
 * schemas' and the API's alike. English is the contract's own; Hindi loads when a visitor reads it.
 * Its own chunk, fetched with a form's schema (fieldErrorTexts.ts): no page says one before.
 */
export const fieldErrorMessages = defineMessages({
  en: FIELD_ERROR_TEXTS,
  hi: () => import('./fieldErrorMessages.hi'),
});
