import type { FieldErrorCode, FieldIssue } from './fieldErrors';

/**
 * Shorthand for the schemas, handlers and forms: `fieldIssue('tooLong', { max: 80 })`. Apart from
 * the texts, so a page can name an issue without loading them (they come at a form's first use).
 */
export function fieldIssue(code: FieldErrorCode, params?: Record<string, string | number>): FieldIssue {
  return params ? { code, params } : { code };
}
