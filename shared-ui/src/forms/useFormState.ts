import { useLayoutEffect, useRef, useState } from 'react';

/** A form's values while the visitor types: text for inputs, a boolean for a checkbox, a File. */
export type FormValues = Record<string, unknown>;

interface State<Values extends FormValues, Problem> {
  values: Values;
  /** The last check's problems, by field name. */
  errors: Partial<Record<string, Problem>>;
  /** The fields the visitor has left (all of them once a submit was tried). */
  touched: Partial<Record<string, boolean>>;
  submitCount: number;
  isSubmitting: boolean;
}

export interface FormStateOptions<Values extends FormValues, Problem> {
  initialValues: Values;
  /** Checks the values: the problems by field name, none when they may be sent. */
  validate: (values: Values) => Promise<Partial<Record<string, Problem>>>;
  /** Called with the values once a check found no problem; the form is submitting until it settles. */
  onSubmit: (values: Values) => Promise<void>;
}

/**
 * The state of a form as the kit needs it: values, the check's problems, the fields left, submits
 * tried. In the kit's place formik would be 11.6 KB gzip of every form page's first visit (decision
 * docs/decisions/0016-the-kit-keeps-its-own-form-state.md); this keeps the part of its behaviour the
 * kit used: every change, leave and submit checks the form again; a submit touches every field,
 * counts, and calls onSubmit only when the check found nothing. The state lives in a ref, so what
 * runs after an await (a submit after setFieldValue) reads the latest values, and the setters keep
 * one identity for the form's life, so effects may depend on them. When checks overlap, the last
 * one begun is the one shown.
 */
export function useFormState<Values extends FormValues, Problem>(options: FormStateOptions<Values, Problem>) {
  const [shown, show] = useState<State<Values, Problem>>(() => ({
    values: options.initialValues,
    errors: {},
    touched: {},
    submitCount: 0,
    isSubmitting: false,
  }));
  // What the setters read: the state as last changed, maybe not rendered yet.
  const state = useRef(shown);
  // The latest callbacks, for setters made once (before any effect of the page's runs).
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  const [setters] = useState(() => {
    let checks = 0;
    const update = (change: Partial<State<Values, Problem>>) => {
      state.current = { ...state.current, ...change };
      show(state.current);
    };
    const validateForm = async (values: Values = state.current.values) => {
      checks += 1;
      const check = checks;
      const errors = await latest.current.validate(values);
      if (check === checks) update({ errors });
      return errors;
    };
    return {
      setFieldValue: (name: string, value: unknown, shouldValidate = true) => {
        update({ values: { ...state.current.values, [name]: value } });
        return shouldValidate ? validateForm() : Promise.resolve(undefined);
      },
      setValues: (values: Values, shouldValidate = true) => {
        update({ values });
        return shouldValidate ? validateForm() : Promise.resolve(undefined);
      },
      setFieldTouched: (name: string, touched = true) => {
        update({ touched: { ...state.current.touched, [name]: touched } });
        return validateForm();
      },
      validateForm,
      /** Back to these values, nothing touched, shown or tried; a check under way is no longer shown. */
      resetForm: ({ values }: { values: Values }) => {
        checks += 1;
        update({ values, errors: {}, touched: {}, submitCount: 0, isSubmitting: false });
      },
      submitForm: async () => {
        const { values, submitCount } = state.current;
        update({
          touched: Object.fromEntries(Object.keys(values).map((name) => [name, true])),
          submitCount: submitCount + 1,
          isSubmitting: true,
        });
        try {
          const errors = await validateForm();
          if (Object.keys(errors).length === 0) await latest.current.onSubmit(state.current.values);
        } finally {
          update({ isSubmitting: false });
        }
      },
    };
  });

  return { ...shown, ...setters };
}
