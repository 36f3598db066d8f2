import { useLayoutEffect, useState } from 'react';
import { useFormik } from 'formik';
import type { FormikConfig, FormikErrors, FormikTouched, FormikValues } from 'formik';

/** What a form's formik holds, as the kit reads it. */
export type FormikBag<Values extends FormikValues> = ReturnType<typeof useFormik<Values>>;

export interface FormikEngineProps<Values extends FormikValues> {
  /** Where the form stands as formik takes over: read once, at its first render. */
  from: { values: Values; errors: FormikErrors<Values>; touched: FormikTouched<Values> };
  validate: NonNullable<FormikConfig<Values>['validate']>;
  onSubmit: FormikConfig<Values>['onSubmit'];
  /** After every render of formik's state, so useKitForm renders the form from it. */
  onState: (formik: FormikBag<Values>) => void;
  /** When it leaves the page (its form did), so useKitForm keeps where the form stood. */
  onGone: () => void;
}

/**
 * A form's formik, loaded at the form's first use (useKitForm): it renders nothing, it runs
 * useFormik from where the form stood and hands formik's state up to the hook after each render.
 */
export function FormikEngine<Values extends FormikValues>({
  from,
  validate,
  onSubmit,
  onState,
  onGone,
}: FormikEngineProps<Values>) {
  const [start] = useState(from);
  const formik = useFormik<Values>({
    initialValues: start.values,
    initialErrors: start.errors,
    initialTouched: start.touched,
    validate,
    onSubmit,
  });
  useLayoutEffect(() => onState(formik));
  useLayoutEffect(() => onGone, [onGone]);
  return null;
}
