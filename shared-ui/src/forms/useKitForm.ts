import { useId, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useFormik } from 'formik';
import type { FormikErrors } from 'formik';
import type { AnyObjectSchema, InferType, ValidationError } from 'yup';
import type { FieldIssue, FieldNameOf } from 'contract';
import type { FormRules } from 'contract/forms';
import { ApiError } from 'shared-ui';
import type { FieldError, FormBinding } from 'shared-ui/fields';
import { isKnownFieldIssue, loadFieldErrorTexts, useFieldProblemText } from './fieldErrorTexts';
import type { FieldProblem } from './fieldErrorTexts';

/** A form's values while the visitor types: text for inputs, a boolean for a checkbox, a File. */
export type FormValues = Record<string, unknown>;

/** A problem on a field: one to say in the page's language, or a text the page has already said. */
type ShownProblem = FieldProblem | { said: string };

/** What `onSubmit` can do with the form. */
export interface KitFormActions<Values extends FormValues> {
  /** The values as typed (the payload is cast: trimmed, numbers as numbers). */
  values: Values;
  /** Back to the initial values, or to these (a successful booking clears every field). */
  reset: (values?: Values) => void;
  /**
   * Puts an ApiError's field problems (a 400's `issues`, or its `errors` where a field has no
   * code) on the fields and in the error summary, which takes focus; true when there were any.
   * Each clears when its field is changed.
   */
  showApiErrors: (error: unknown) => boolean;
  /** Puts texts already in the page's language on their fields, as showApiErrors does. */
  showErrors: (texts: Record<string, string>) => void;
}

export interface UseKitFormOptions<Values extends FormValues, Schema extends AnyObjectSchema> {
  initialValues: Values;
  /**
   * The contract's rules of the payload: its fields (the form checks those), those required (marked
   * from the first render), and its schema, fetched with yup when the form is first used.
   */
  rules: FormRules<Schema>;
  /** Rules beyond the schema's (a file's presence); field name → its issue. */
  validate?: (values: Values) => Partial<Record<keyof Values & string, FieldIssue>>;
  /** Called with the payload the schema made of the values, once they are valid. */
  onSubmit: (payload: InferType<Schema>, actions: KitFormActions<Values>) => void | Promise<void>;
}

/**
 * The field problems an ApiError carries, or none: each field's issue, or its text without one.
 * Read after a submit, so the vocabulary has come with the schema.
 */
export function apiFieldErrors(error: unknown): Record<string, FieldProblem> {
  if (!(error instanceof ApiError)) return {};
  const problems: Record<string, FieldProblem> = { ...error.fieldErrors };
  for (const [name, issue] of Object.entries(error.fieldIssues)) if (isKnownFieldIssue(issue)) problems[name] = issue;
  return problems;
}

/** The form's schema, and with it the error texts it and the API's answers are said in. */
const schemaAndTexts = async <Schema extends AnyObjectSchema>(rules: FormRules<Schema>) => {
  const [schema] = await Promise.all([rules.schema(), loadFieldErrorTexts()]);
  return schema;
};

const isValidationError = (error: unknown): error is ValidationError =>
  error instanceof Error && error.name === 'ValidationError' && 'inner' in error;

/**
 * A form on formik and a shared yup schema, bound to the kit's fields by name: errors show once a
 * field is left or a submit was tried, a failed submit focuses the error summary, a submit on its
 * way refuses another, and the API's field errors land on their fields. The schema comes on first
 * use (`loadSchema`, which KitForm calls at the first focus, input or press in the form); until it
 * is there a check waits for it, so a submit made meanwhile is checked and sent once it has come.
 */
export function useKitForm<Values extends FormValues, Schema extends AnyObjectSchema>({
  initialValues,
  rules,
  validate,
  onSubmit,
}: UseKitFormOptions<Values, Schema>) {
  const formId = useId();
  const say = useFieldProblemText();
  const required = useMemo(() => new Set<string>(rules.required), [rules]);
  const [serverErrors, setServerErrors] = useState<Record<string, ShownProblem>>({});
  const [failedSubmits, setFailedSubmits] = useState(0);
  // Set synchronously, so a second click or Enter in the same moment finds the form busy.
  const submitting = useRef(false);
  const reachedOnSubmit = useRef(false);
  const pickSchemaFields = (values: Values) =>
    Object.fromEntries(rules.fields.map((name) => [name, values[name]])) as Record<string, unknown>;

  const actions = (values: Values): KitFormActions<Values> => ({
    values,
    reset: (next) => {
      formik.resetForm({ values: next ?? initialValues });
      setServerErrors({});
      setFailedSubmits(0);
    },
    showApiErrors: (error) => {
      const fieldErrors = apiFieldErrors(error);
      if (Object.keys(fieldErrors).length === 0) return false;
      setServerErrors(fieldErrors);
      setFailedSubmits((count) => count + 1);
      return true;
    },
    showErrors: (texts) => {
      setServerErrors(Object.fromEntries(Object.entries(texts).map(([name, text]) => [name, { said: text }])));
      setFailedSubmits((count) => count + 1);
    },
  });

  const formik = useFormik<Values>({
    initialValues,
    validate: async (values) => {
      // Formik keeps whatever a field's error is: here the schema's FieldIssue, said when shown.
      const errors: Record<string, FieldProblem> = {};
      const schema = await schemaAndTexts(rules);
      try {
        await schema.validate(pickSchemaFields(values), { abortEarly: false });
      } catch (error) {
        if (!isValidationError(error)) throw error;
        for (const issue of error.inner.length > 0 ? error.inner : [error]) {
          const message: unknown = issue.message;
          if (issue.path && !errors[issue.path])
            errors[issue.path] = isKnownFieldIssue(message) ? message : String(message);
        }
      }
      return { ...validate?.(values), ...errors } as unknown as FormikErrors<Values>;
    },
    onSubmit: async (values) => {
      reachedOnSubmit.current = true;
      const schema = await schemaAndTexts(rules);
      const payload = (await schema.validate(pickSchemaFields(values))) as InferType<Schema>;
      await onSubmit(payload, actions(values));
    },
  });

  const handleSubmit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    reachedOnSubmit.current = false;
    formik
      .submitForm()
      .catch((error: unknown) => {
        console.error('The form could not be submitted:', error);
      })
      .finally(() => {
        submitting.current = false;
        if (!reachedOnSubmit.current) setFailedSubmits((count) => count + 1);
      });
  };

  const order = useMemo(() => Object.keys(initialValues), [initialValues]);
  const visibleError = (name: string): string | undefined => {
    const clientError = (formik.errors as Record<string, FieldProblem | undefined>)[name];
    const shown =
      clientError !== undefined && (formik.touched[name as keyof Values] || formik.submitCount > 0)
        ? clientError
        : serverErrors[name];
    if (shown === undefined) return undefined;
    return typeof shown === 'object' && 'said' in shown ? shown.said : say(shown);
  };

  const names = [...new Set([...order, ...Object.keys(formik.errors), ...Object.keys(serverErrors)])];
  const errors: FieldError[] = names.flatMap((name) => {
    const message = visibleError(name);
    return message ? [{ name, message }] : [];
  });

  const binding: FormBinding = {
    fieldId: (name) => `${formId}-${name}`,
    value: (name) => formik.values[name],
    error: visibleError,
    isRequired: (name) => required.has(name),
    setValue: (name, value) => {
      void formik.setFieldValue(name, value);
      if (serverErrors[name]) {
        setServerErrors(({ [name]: _cleared, ...rest }) => rest);
      }
    },
    touch: (name) => {
      void formik.setFieldTouched(name, true);
    },
    errors,
    failedSubmits,
    busy: formik.isSubmitting,
  };

  /** Fetches the schema and texts ahead of the first check; a failed fetch is tried again by that check. */
  const loadSchema = () => {
    schemaAndTexts(rules).catch(() => undefined);
  };

  return { ...formik, handleSubmit, loadSchema, binding, ...actions(formik.values) };
}

export type KitFormState<Values extends FormValues> = ReturnType<typeof useKitForm<Values, AnyObjectSchema>>;

/** The names a form's fields may take: its schema's. */
export type KitFieldName<Schema extends AnyObjectSchema> = FieldNameOf<Schema>;
