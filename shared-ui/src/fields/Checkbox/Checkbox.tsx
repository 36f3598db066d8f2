import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { useField } from '../useField';
import type { FieldStateProps } from '../useField';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends FieldStateProps<boolean> {
  name: string;
  /** What ticking it means (a sentence: "I agree to ..."). */
  label: ReactNode;
  /** More about it under the label: links belong here, not in the label. */
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

/** A single checkbox with its label beside it, a hint and an inline error. */
export function Checkbox({
  name,
  label,
  hint,
  required,
  disabled,
  className,
  id,
  value,
  onChange,
  onBlur,
  error,
}: CheckboxProps) {
  const field = useField<boolean>(name, { id, value, onChange, onBlur, error, required });
  const hintId = hint ? `${field.id}-hint` : undefined;
  const errorId = field.error ? `${field.id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx(styles.checkbox, className)}>
      {field.error ? (
        <p id={errorId} className={styles.error}>
          {field.error}
        </p>
      ) : null}
      <div className={styles.row}>
        <input
          id={field.id}
          type="checkbox"
          name={name}
          checked={field.value === true}
          required={field.required}
          disabled={disabled}
          aria-invalid={Boolean(field.error)}
          aria-describedby={describedBy}
          className={styles.input}
          onChange={(event) => field.setValue(event.target.checked)}
          onBlur={field.touch}
        />
        <label htmlFor={field.id} className={styles.label}>
          {label}
          {field.required ? (
            <span className={styles.required} aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </label>
        {hint ? (
          <div id={hintId} className={styles.hint}>
            {hint}
          </div>
        ) : null}
      </div>
    </div>
  );
}
