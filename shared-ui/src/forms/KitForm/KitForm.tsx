import type { FormHTMLAttributes, ReactNode, SyntheticEvent } from 'react';
import { clsx } from 'clsx';
import { ErrorSummary, FormBindingContext } from 'shared-ui/fields';
import { useServerRender } from 'shared-ui';
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
 *
 * In the server's HTML its controls are disabled: without the site's code nothing typed would be
 * kept, and a browser would send the form itself, as a GET that writes what the patient typed into
 * the address. The shell enables them once its code runs, holds a send and carries what is typed
 * into the live form (shell typedBeforeLive.ts). `method="post"` keeps the address clean should
 * anything ever submit it natively. The first focus, input or press inside it fetches the form's
 * schema and formik, so they are there by the time a field is left; formik runs in `form.engine`.
 */
export function KitForm<Values extends FormValues>({
  form,
  children,
  summaryTitle,
  className,
  onFocusCapture,
  onInputCapture,
  onPointerDownCapture,
  ...formProps
}: KitFormProps<Values>) {
  const onServer = useServerRender();
  const startWith =
    <Event extends SyntheticEvent<HTMLFormElement>>(handler: ((event: Event) => void) | undefined) =>
    (event: Event) => {
      form.loadSchema();
      handler?.(event);
    };
  return (
    <FormBindingContext.Provider value={form.binding}>
      {form.engine ? <form.engine.Engine {...form.engine.props} /> : null}
      <form
        {...formProps}
        method="post"
        noValidate
        className={clsx(styles.form, className)}
        onSubmit={form.handleSubmit}
        onFocusCapture={startWith(onFocusCapture)}
        onInputCapture={startWith(onInputCapture)}
        onPointerDownCapture={startWith(onPointerDownCapture)}
      >
        <fieldset disabled={onServer} className={styles.controls}>
          <ErrorSummary title={summaryTitle} />
          {children}
        </fieldset>
      </form>
    </FormBindingContext.Provider>
  );
}
