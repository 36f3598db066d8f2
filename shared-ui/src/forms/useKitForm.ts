import { useId, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useFormik } from 'formik';
import type { FormikErrors } from 'formik';
import type { AnyObjectSchema, InferType, ValidationError } from 'yup';
import { ApiError } from 'shared-ui';
import type { FieldError, FormBinding } from 'shared-ui/fields';

/** A form's values while the visitor types: text for inputs, a boolean for a checkbox, a File. */
export type FormValues = Record<string, unknown>;

/** What `onSubmit` can do with the form. */
export interface KitFormActions<Values extends FormValues> {
  /** The values as typed (the payload is cast: trimmed, numbers as numbers). */
  values: Values;
  /** Back to the initial values, or to these (a successful booking clears every field). */
  reset: (values?: Values) => void;
  /**
   * Puts an ApiError's field errors (a 400's `errors`) on the fields and in the error summary,
   * which takes focus; true when there were any. Each clears when its field is changed.
   */
  showApiErrors: (error: unknown) => boolean;
}

export interface UseKitFormOptions<Values extends FormValues, Schema extends AnyObjectSchema> {
  initialValues: Values;
  /** The shared schema of the payload (`contract`); the form checks the fields it names. */
  schema: Schema;
  /** Rules beyond the schema's (a file's presence); field name → message. */
  validate?: (values: Values) => Partial<Record<keyof Values & string, string>>;
  /** Called with the payload the schema made of the values, once they are valid. */
  onSubmit: (payload: InferType<Schema>, actions: KitFormActions<Values>) => void | Promise<void>;
  /**
   * Turns an error (the schema's English text, or the API's) into the page's language; the field's
   * name says which message it is.
   */
  translateError?: (message: string, field: string) => string;
}

/** The field errors an ApiError carries, or none. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fieldErrors : {};
}

const isValidationError = (error: unknown): error is ValidationError =>
  error instanceof Error && error.name === 'ValidationError' && 'inner' in error;

/**
 * A form on formik and a shared yup schema, bound to the kit's fields by name: errors show once a
 * field is left or a submit was tried, a failed submit focuses the error summary, a submit on its
 * way refuses another, and the API's field errors land on their fields.
 */
export function useKitForm<Values extends FormValues, Schema extends AnyObjectSchema>({
  initialValues,
  schema,
  validate,
  onSubmit,
  translateError,
}: UseKitFormOptions<Values, Schema>) {
  const formId = useId();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failedSubmits, setFailedSubmits] = useState(0);
  // Set synchronously, so a second click or Enter in the same moment finds the form busy.
  const submitting = useRef(false);
  const reachedOnSubmit = useRef(false);
  const schemaFields = Object.keys(schema.fields);
  const pickSchemaFields = (values: Values) =>
    Object.fromEntries(schemaFields.map((name) => [name, values[name]])) as Record<string, unknown>;

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
  });

  const formik = useFormik<Values>({
    initialValues,
    validate: async (values) => {
      const errors: Record<string, string> = {};
      try {
        await schema.validate(pickSchemaFields(values), { abortEarly: false });
      } catch (error) {
        if (!isValidationError(error)) throw error;
        for (const issue of error.inner.length > 0 ? error.inner : [error]) {
          if (issue.path && !errors[issue.path]) errors[issue.path] = issue.message;
        }
      }
      return { ...validate?.(values), ...errors } as FormikErrors<Values>;
    },
    onSubmit: async (values) => {
      reachedOnSubmit.current = true;
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
    const clientError = (formik.errors as Record<string, unknown>)[name];
    const shown =
      typeof clientError === 'string' && (formik.touched[name as keyof Values] || formik.submitCount > 0)
        ? clientError
        : serverErrors[name];
    return shown && translateError ? translateError(shown, name) : shown;
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

  return { ...formik, handleSubmit, binding, ...actions(formik.values) };
}

export type KitFormState<Values extends FormValues> = ReturnType<typeof useKitForm<Values, AnyObjectSchema>>;
