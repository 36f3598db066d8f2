import { useRef } from 'react';
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FormField } from '../FormField/FormField';
import { useField } from '../useField';
import type { FieldStateProps } from '../useField';

type TextareaAttributes = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'id' | 'name' | 'required'
>;

export interface TextAreaFieldProps extends TextareaAttributes, FieldStateProps<string> {
  name: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  clearable?: boolean;
  className?: string;
}

/** A multi-line text (address, message) with its label, hint, inline error and optional clear button. */
export function TextAreaField({
  name,
  label,
  hint,
  required,
  clearable,
  className,
  id,
  value,
  onChange,
  onBlur,
  error,
  rows = 4,
  ...textareaProps
}: TextAreaFieldProps) {
  const field = useField<string>(name, { id, value, onChange, onBlur, error, required });
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const text = field.value ?? '';
  return (
    <FormField
      label={label}
      name={name}
      id={field.id}
      hint={hint}
      error={field.error}
      required={field.required}
      className={className}
      onClear={
        clearable && text !== '' && !textareaProps.disabled
          ? () => {
              field.setValue('');
              textareaRef.current?.focus();
            }
          : undefined
      }
    >
      {(control) => (
        <textarea
          {...textareaProps}
          {...control}
          ref={textareaRef}
          rows={rows}
          value={text}
          onChange={(event) => field.setValue(event.target.value)}
          onBlur={field.touch}
        />
      )}
    </FormField>
  );
}
