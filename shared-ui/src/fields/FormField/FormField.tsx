import { useId } from 'react';
import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { CloseIcon } from 'shared-ui/icons';
import { useMessages } from 'shared-ui/i18n';
import { fieldMessages } from '../fieldMessages';
import styles from './FormField.module.css';

/** What the field hands its control so label, hint and error are wired for assistive technology. */
export interface FieldControlProps {
  id: string;
  name: string;
  required: boolean | undefined;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  label: string;
  name: string;
  /** The control's id (the error summary links to it); its own otherwise. */
  id?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean | undefined;
  /** The label stays for screen readers but is not shown (a one-field form with a visible button). */
  hideLabel?: boolean | undefined;
  /** Shows a clear (x) button when given; pass it only while the field has a value. */
  onClear?: (() => void) | undefined;
  className?: string | undefined;
}

/**
 * A label, a control (input, select, textarea or a custom one), an optional hint, an inline error
 * and a clear button; hint and error describe the control, which is marked invalid with an error.
 */
export function FormField({
  label,
  name,
  id: givenId,
  children,
  error,
  hint,
  required,
  hideLabel,
  onClear,
  className,
}: FormFieldProps) {
  const t = useMessages(fieldMessages);
  const ownId = useId();
  const id = givenId ?? ownId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={clsx(styles.control, onClear && styles.withClear)}>
        {children({ id, name, required, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
        {onClear ? (
          <button type="button" className={styles.clear} onClick={onClear} aria-label={t('clear', { label })}>
            <CloseIcon size={16} />
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
