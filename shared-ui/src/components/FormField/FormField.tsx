import { useId } from 'react';
import type { ReactNode } from 'react';
import { clsx } from 'clsx';
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
  children: (control: FieldControlProps) => ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  /** Shows a clear (x) button when given; pass it only while the field has a value. */
  onClear?: (() => void) | undefined;
  className?: string;
}

/** A label, a control (input, select or textarea), an optional hint, an error text and a clear button. */
export function FormField({ label, name, children, error, hint, required, onClear, className }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={id} className={styles.label}>
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
          <button type="button" className={styles.clear} onClick={onClear} aria-label={`Clear ${label}`}>
            <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
              <path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="2" />
            </svg>
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
