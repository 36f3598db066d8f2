import { useId } from 'react';
import { useFormBinding } from './formBinding';

export interface FieldStateProps<Value> {
  id?: string | undefined;
  /** Controlled value; leave it out inside a KitForm to bind the field by its name. */
  value?: Value | undefined;
  onChange?: ((value: Value) => void) | undefined;
  onBlur?: (() => void) | undefined;
  /** An error to show; inside a KitForm the form's own error for this name otherwise. */
  error?: string | undefined;
  /** Whether the field must be filled; inside a KitForm its schema says so otherwise. */
  required?: boolean | undefined;
}

/**
 * A field's id, value, error and setters: from its props when it is controlled, from the form it
 * sits in when it is bound by name. For custom controls (a combobox) as much as for the kit's.
 */
export function useField<Value>(name: string, props: FieldStateProps<Value> = {}) {
  const binding = useFormBinding();
  const ownId = useId();
  const bound = binding !== null && props.value === undefined;
  return {
    id: props.id ?? (binding ? binding.fieldId(name) : ownId),
    value: (bound ? binding.value(name) : props.value) as Value | undefined,
    error: props.error ?? binding?.error(name),
    required: props.required ?? binding?.isRequired(name),
    setValue: (value: Value) => {
      if (bound) binding.setValue(name, value);
      props.onChange?.(value);
    },
    touch: () => {
      binding?.touch(name);
      props.onBlur?.();
    },
  };
}
