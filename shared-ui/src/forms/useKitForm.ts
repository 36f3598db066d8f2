import { startTransition, useId, useMemo, useReducer, useRef, useState } from 'react';
import type { ComponentType, FormEvent } from 'react';
import type { FormikErrors, FormikTouched } from 'formik';
import type { AnyObjectSchema, InferType, ValidationError } from 'yup';
import type { FieldIssue, FieldNameOf } from 'contract';
import type { FormRules } from 'contract/forms';
import { ApiError } from 'shared-ui';
import type { FieldError, FormBinding } from 'shared-ui/fields';
import { isKnownFieldIssue, loadFieldErrorTexts, useFieldProblemText } from './fieldErrorTexts';
import type { FieldProblem } from './fieldErrorTexts';
import type { FormikBag, FormikEngineProps } from './FormikEngine';
import { formikEngineNow, loadFormikEngine } from './loadFormikEngine';

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

/** Where a form stands: formik's state once formik runs, until then what the visitor did before it came. */
interface Standing<Values extends FormValues> {
  values: Values;
  errors: FormikErrors<Values>;
  touched: FormikTouched<Values>;
  isSubmitting: boolean;
  submitCount: number;
}

const standingOf = <Values extends FormValues>(formik: FormikBag<Values>): Standing<Values> => ({
  values: formik.values,
  errors: formik.errors,
  touched: formik.touched,
  isSubmitting: formik.isSubmitting,
  submitCount: formik.submitCount,
});

const sameStanding = <Values extends FormValues>(one: Standing<Values>, other: Standing<Values>) =>
  (Object.keys(one) as (keyof Standing<Values>)[]).every((key) => one[key] === other[key]);

/**
 * A form on formik and a shared yup schema, bound to the kit's fields by name: errors show once a
 * field is left or a submit was tried, a failed submit focuses the error summary, a submit on its
 * way refuses another, and the API's field errors land on their fields.
 *
 * formik and the schema come on first use (`loadSchema`, which KitForm calls at the first focus,
 * input or press in the form; a leave or a submit fetches them too). Until formik is there the hook
 * keeps what is typed and left itself, and formik starts from it; a check waits for the schema, and
 * a submit made meanwhile is checked and sent once both have come. formik runs in FormikEngine,
 * which KitForm renders (`engine`), and hands its state up here after each render.
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
  const [engine, setEngine] = useState(formikEngineNow);
  // Renders the engine again, which hands formik's latest state up.
  const [, render] = useReducer((count: number) => count + 1, 0);
  const [shown, setShown] = useState<Standing<Values>>(() => ({
    values: initialValues,
    errors: {},
    touched: {},
    isSubmitting: false,
    submitCount: 0,
  }));
  // Also in a ref, as formik keeps its own: a submit right after a change sends the new value.
  const standing = useRef(shown);
  const formikRef = useRef<FormikBag<Values> | null>(null);
  /** What waits for formik's next state here: a submit made before it came, a failed submit's count. */
  const waiting = useRef<((formik: FormikBag<Values>) => void)[]>([]);
  // Set synchronously, so a second click or Enter in the same moment finds the form busy.
  const submitting = useRef(false);
  const reachedOnSubmit = useRef(false);
  const usedBeforeFormik = useRef(false);
  const pickSchemaFields = (values: Values) =>
    Object.fromEntries(rules.fields.map((name) => [name, values[name]])) as Record<string, unknown>;

  /** Until formik runs: a change to where the form stands, kept and shown. */
  const standBefore = (change: Partial<Standing<Values>>) => {
    if (change.values || change.touched) usedBeforeFormik.current = true;
    standing.current = { ...standing.current, ...change };
    setShown(standing.current);
  };

  const [link] = useState(() => ({
    onState: (formik: FormikBag<Values>) => {
      const first = formikRef.current === null;
      formikRef.current = formik;
      const next = standingOf(formik);
      if (!sameStanding(standing.current, next)) {
        standing.current = next;
        setShown(next);
      }
      // What was typed or left before formik came is checked, as formik would have checked it.
      if (first && usedBeforeFormik.current) void formik.validateForm();
      for (const run of waiting.current.splice(0)) run(formik);
    },
    onGone: () => {
      formikRef.current = null;
    },
  }));

  /**
   * Puts formik in once its chunk has come, as a transition, never as an urgent update: the chunk's
   * promise can settle in the microtasks a browser runs between React's capture and bubble listeners
   * of a typed key (KitForm's onInputCapture asks for formik), and an urgent render there writes the
   * text React last knew back into the field before React has read the key, which is then lost. A
   * transition renders after the event, and a key typed meanwhile goes first.
   */
  const bringEngine = (): Promise<void> =>
    engine ? Promise.resolve() : loadFormikEngine().then((module) => startTransition(() => setEngine(module)));
  const startEngine = () => {
    bringEngine().catch(() => undefined);
  };
  /** formik, now or once it runs. */
  const whenFormikRuns = (): Promise<FormikBag<Values>> => {
    const formik = formikRef.current;
    if (formik) return Promise.resolve(formik);
    return new Promise((resolve, reject) => {
      waiting.current.push(resolve);
      bringEngine().catch((error: unknown) => {
        waiting.current = waiting.current.filter((run) => run !== resolve);
        reject(error);
      });
    });
  };

  const actions = (values: Values): KitFormActions<Values> => ({
    values,
    reset: (next) => {
      const cleared = next ?? initialValues;
      const formik = formikRef.current;
      if (formik) formik.resetForm({ values: cleared, errors: {}, touched: {} });
      else {
        standing.current = { ...standing.current, values: cleared, errors: {}, touched: {}, submitCount: 0 };
        usedBeforeFormik.current = false;
        setShown(standing.current);
      }
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

  const check = async (values: Values) => {
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
  };

  const submit = async (values: Values) => {
    reachedOnSubmit.current = true;
    const schema = await schemaAndTexts(rules);
    const payload = (await schema.validate(pickSchemaFields(values))) as InferType<Schema>;
    await onSubmit(payload, actions(values));
  };

  const countFailedSubmit = () => setFailedSubmits((count) => count + 1);

  const handleSubmit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    reachedOnSubmit.current = false;
    // Busy from the press, as formik shows it, while formik and the schema come.
    if (!formikRef.current) standBefore({ isSubmitting: true });
    whenFormikRuns()
      .then((formik) => formik.submitForm())
      .catch((error: unknown) => {
        console.error('The form could not be submitted:', error);
      })
      .finally(() => {
        submitting.current = false;
        if (!formikRef.current && standing.current.isSubmitting) standBefore({ isSubmitting: false });
        if (reachedOnSubmit.current) return;
        if (!formikRef.current) return countFailedSubmit();
        // Once formik has rendered the check's errors here, so the summary that takes focus lists them.
        waiting.current.push(countFailedSubmit);
        render();
      });
  };

  const setFieldValue = (name: keyof Values & string, value: unknown, shouldValidate?: boolean) => {
    const formik = formikRef.current;
    if (formik) return formik.setFieldValue(name, value, shouldValidate);
    standBefore({ values: { ...standing.current.values, [name]: value } });
    return Promise.resolve(undefined);
  };

  const setValues = (next: Values, shouldValidate?: boolean) => {
    const formik = formikRef.current;
    if (formik) return formik.setValues(next, shouldValidate);
    standBefore({ values: next });
    return Promise.resolve(undefined);
  };

  /** Checks the fields again (under rules just changed); before formik, it checks them as it starts. */
  const validateForm = () => formikRef.current?.validateForm() ?? Promise.resolve({});

  const { values, errors: clientErrors, touched, isSubmitting, submitCount } = shown;
  const order = useMemo(() => Object.keys(initialValues), [initialValues]);
  const visibleError = (name: string): string | undefined => {
    const clientError = (clientErrors as Record<string, FieldProblem | undefined>)[name];
    const problem =
      clientError !== undefined && (touched[name as keyof Values] || submitCount > 0)
        ? clientError
        : serverErrors[name];
    if (problem === undefined) return undefined;
    return typeof problem === 'object' && 'said' in problem ? problem.said : say(problem);
  };

  const names = [...new Set([...order, ...Object.keys(clientErrors), ...Object.keys(serverErrors)])];
  const errors: FieldError[] = names.flatMap((name) => {
    const message = visibleError(name);
    return message ? [{ name, message }] : [];
  });

  const binding: FormBinding = {
    fieldId: (name) => `${formId}-${name}`,
    value: (name) => values[name],
    error: visibleError,
    isRequired: (name) => required.has(name),
    setValue: (name, value) => {
      void setFieldValue(name, value);
      if (serverErrors[name]) {
        setServerErrors(({ [name]: _cleared, ...rest }) => rest);
      }
    },
    touch: (name) => {
      const formik = formikRef.current;
      if (formik) {
        void formik.setFieldTouched(name, true);
        return;
      }
      standBefore({ touched: { ...standing.current.touched, [name]: true } });
      startEngine();
    },
    errors,
    failedSubmits,
    busy: isSubmitting,
  };

  /** Fetches formik, the schema and texts ahead of the first check; a failed fetch is tried again later. */
  const loadSchema = () => {
    schemaAndTexts(rules).catch(() => undefined);
    startEngine();
  };

  const Engine = engine?.FormikEngine as ComponentType<FormikEngineProps<Values>> | undefined;
  /** formik at work, once it has come: KitForm renders it (it renders nothing). */
  const formikEngine = Engine && {
    Engine,
    props: { from: shown, validate: check, onSubmit: submit, onState: link.onState, onGone: link.onGone },
  };

  return {
    isSubmitting,
    setFieldValue,
    setValues,
    validateForm,
    handleSubmit,
    loadSchema,
    binding,
    engine: formikEngine,
    ...actions(values),
  };
}

export type KitFormState<Values extends FormValues> = ReturnType<typeof useKitForm<Values, AnyObjectSchema>>;

/** The names a form's fields may take: its schema's. */
export type KitFieldName<Schema extends AnyObjectSchema> = FieldNameOf<Schema>;
