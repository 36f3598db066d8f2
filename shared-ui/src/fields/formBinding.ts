import { createContext, useContext } from 'react';

/** One error of the form, for the error summary: the field it belongs to and what to fix. */
export interface FieldError {
  name: string;
  message: string;
}

/**
 * What a form library lends the fields inside it, so a field bound by `name` needs no value or
 * handlers of its own. The forms subpath provides it from formik; any other form state can too.
 */
export interface FormBinding {
  /** The id of a field's control: the error summary links to it. */
  fieldId(name: string): string;
  value(name: string): unknown;
  /** The error to show now (once the field was left, or a submit was tried), if any. */
  error(name: string): string | undefined;
  /** Whether the form's schema requires the field (a field may still say otherwise by its prop). */
  isRequired(name: string): boolean;
  setValue(name: string, value: unknown): void;
  /** The visitor left the field. */
  touch(name: string): void;
  /** The errors to list in the summary, in the order of the form's fields. */
  errors: readonly FieldError[];
  /** How many submits failed (invalid fields, or field errors from the API): the summary takes focus on each. */
  failedSubmits: number;
  /** A submit is on its way: the submit button shows it and refuses another. */
  busy: boolean;
}

export const FormBindingContext = createContext<FormBinding | null>(null);

/** The form a field is bound to, or null for a field used on its own (controlled by its props). */
export function useFormBinding(): FormBinding | null {
  return useContext(FormBindingContext);
}
