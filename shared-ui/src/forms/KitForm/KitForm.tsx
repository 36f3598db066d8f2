import type { FormHTMLAttributes, ReactNode } from 'react';
import { clsx } from 'clsx';
import { ErrorSummary, FormBindingContext } from 'shared-ui/fields';
import type { FormValues, KitFormState } from '../useKitForm';
import styles from './KitForm.module.css';

export interface KitFormProps<Values extends FormValues> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children' | 'noValidate'
> {
  /** From `useKitForm`. */
  form: KitFormState<Values>;
  children: ReactNode;
  /** The error summary's heading; "There is a problem" unless given. */
  summaryTitle?: string;
}

/**
 * The `<form>` of a kit form: the error summary at its top, the kit's fields inside bound to the
 * form by name, the browser's own validation bubbles off (the schema's messages show instead).
 */
export function KitForm<Values extends FormValues>({
  form,
  children,
  summaryTitle,
  className,
  ...formProps
}: KitFormProps<Values>) {
  return (
    <FormBindingContext.Provider value={form.binding}>
      <form {...formProps} noValidate className={clsx(styles.form, className)} onSubmit={form.handleSubmit}>
        <ErrorSummary title={summaryTitle} />
        {children}
      </form>
    </FormBindingContext.Provider>
  );
}
