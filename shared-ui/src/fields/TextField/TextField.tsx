import { useRef } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormField } from '../FormField/FormField';
import { useField } from '../useField';
import type { FieldStateProps } from '../useField';

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'id' | 'name' | 'required'
>;

export interface TextFieldProps extends InputAttributes, FieldStateProps<string> {
  name: string;
  label: string;
  /**
   * `number` is digits only with the numeric keypad: a text input with `inputmode="numeric"`, as
   * GOV.UK advises (no scroll-wheel changes, no "e"), checked by the form's schema.
   */
  type?: 'text' | 'email' | 'tel' | 'number' | 'password' | 'search' | 'url' | 'date';
  hint?: ReactNode;
  required?: boolean;
  hideLabel?: boolean;
  /** A clear (x) button while the field has a value. */
  clearable?: boolean;
  className?: string;
}

/** Sensible keyboards and autofill per type; any of them can be overridden by props. */
const TYPE_DEFAULTS: Partial<Record<NonNullable<TextFieldProps['type']>, InputAttributes & { type?: string }>> = {
  email: { inputMode: 'email', autoComplete: 'email', spellCheck: false, autoCapitalize: 'none' },
  tel: { inputMode: 'tel', autoComplete: 'tel' },
  number: { type: 'text', inputMode: 'numeric', pattern: '[0-9]*' },
};

/** A one-line input with its label, hint, inline error and optional clear button. */
export function TextField({
  name,
  label,
  type = 'text',
  hint,
  required,
  hideLabel,
  clearable,
  className,
  id,
  value,
  onChange,
  onBlur,
  error,
  ...inputProps
}: TextFieldProps) {
  const field = useField<string>(name, { id, value, onChange, onBlur, error, required });
  const inputRef = useRef<HTMLInputElement>(null);
  const text = field.value ?? '';
  const { type: inputType = type, ...defaults } = TYPE_DEFAULTS[type] ?? {};
  return (
    <FormField
      label={label}
      name={name}
      id={field.id}
      hint={hint}
      error={field.error}
      required={field.required}
      hideLabel={hideLabel}
      className={className}
      onClear={
        clearable && text !== '' && !inputProps.disabled
          ? () => {
              field.setValue('');
              inputRef.current?.focus();
            }
          : undefined
      }
    >
      {(control) => (
        <input
          {...defaults}
          {...inputProps}
          {...control}
          ref={inputRef}
          type={inputType}
          value={text}
          onChange={(event) => field.setValue(event.target.value)}
          onBlur={field.touch}
        />
      )}
    </FormField>
  );
}
