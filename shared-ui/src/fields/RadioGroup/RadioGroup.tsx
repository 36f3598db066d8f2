import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { ChoiceFieldset } from '../ChoiceFieldset/ChoiceFieldset';
import { useField } from '../useField';
import type { FieldStateProps } from '../useField';
import styles from './RadioGroup.module.css';

export interface RadioOption {
  value: string;
  label: string;
  hint?: string;
}

export interface RadioGroupProps extends FieldStateProps<string> {
  name: string;
  /** The question, as the group's legend ("Mode"). */
  label: string;
  options: readonly RadioOption[];
  hint?: ReactNode;
  required?: boolean;
  /** Options side by side (two or three short ones, like Online / Offline). */
  inline?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * One choice of a few, as a fieldset: the legend names the group, the hint and error describe it,
 * and the error summary links to the first option.
 */
export function RadioGroup({
  name,
  label,
  options,
  hint,
  required,
  inline,
  disabled,
  className,
  id,
  value,
  onChange,
  onBlur,
  error,
}: RadioGroupProps) {
  const field = useField<string>(name, { id, value, onChange, onBlur, error, required });
  return (
    <ChoiceFieldset
      id={field.id}
      label={label}
      required={field.required}
      hint={hint}
      error={field.error}
      disabled={disabled}
      className={clsx(field.error && styles.invalid, className)}
    >
      <div className={clsx(styles.options, inline && styles.inline)}>
        {options.map((option, index) => {
          const optionId = index === 0 ? field.id : `${field.id}-${index}`;
          const optionHintId = option.hint ? `${optionId}-hint` : undefined;
          return (
            <div key={option.value} className={styles.option}>
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                checked={field.value === option.value}
                required={field.required}
                aria-describedby={optionHintId}
                className={styles.input}
                onChange={() => field.setValue(option.value)}
                onBlur={field.touch}
              />
              <label htmlFor={optionId} className={styles.label}>
                {option.label}
              </label>
              {option.hint ? (
                <p id={optionHintId} className={styles.optionHint}>
                  {option.hint}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </ChoiceFieldset>
  );
}
