import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import styles from './ChoiceFieldset.module.css';

export interface ChoiceFieldsetProps {
  /** The field's id: the hint and error are named after it. */
  id: string;
  /** The question, as the legend. */
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  disabled?: boolean;
  /** More room between the legend, the texts and the choices (tiles rather than radio rows). */
  roomy?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * The frame of a choice among radios: a fieldset whose legend names the question (with the
 * required mark), described by its hint and its error.
 */
export function ChoiceFieldset({
  id,
  label,
  required,
  hint,
  error,
  disabled,
  roomy,
  className,
  children,
}: ChoiceFieldsetProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      className={clsx(styles.group, roomy && styles.roomy, className)}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      disabled={disabled}
    >
      <legend className={styles.legend}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}
