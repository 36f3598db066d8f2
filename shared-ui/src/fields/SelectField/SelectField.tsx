import { useRef } from 'react';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useMessages } from 'shared-ui/i18n';
import { fieldMessages } from '../fieldMessages';
import { FieldLoadError } from '../FieldLoadError/FieldLoadError';
import { FormField } from '../FormField/FormField';
import { useField } from '../useField';
import type { FieldStateProps } from '../useField';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
  /** The `<optgroup>` it is listed under; options of one group must be next to each other. */
  group?: string;
}

/** Runs of options sharing a group (or none), in their order. */
function groupRuns(options: readonly SelectOption[]): { group: string | undefined; options: SelectOption[] }[] {
  const runs: { group: string | undefined; options: SelectOption[] }[] = [];
  for (const option of options) {
    const last = runs.at(-1);
    if (last && last.group === option.group) last.options.push(option);
    else runs.push({ group: option.group, options: [option] });
  }
  return runs;
}

const renderOption = (option: SelectOption) => (
  <option key={option.value} value={option.value} disabled={option.disabled}>
    {option.label}
  </option>
);

type SelectAttributes = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'id' | 'name' | 'required' | 'multiple'
>;

export interface SelectFieldProps extends SelectAttributes, FieldStateProps<string> {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The first, empty choice ("Select a department"); "Select an option" unless given. */
  placeholder?: string;
  /**
   * Where its options come from: `loading` (a disabled select saying so), `error` (the `loadError`
   * text and a Retry in place of the select), `ready`. A ready list with no options says `emptyText`.
   */
  status?: 'loading' | 'error' | 'ready';
  loadingText?: string;
  emptyText?: string;
  /** Shown in place of the select when the options failed to load ("Error: API error 500"). */
  loadError?: ReactNode;
  onRetry?: () => void;
  hint?: ReactNode;
  required?: boolean;
  clearable?: boolean;
  className?: string;
}

/**
 * A native select with the states a list from the API goes through, so dependent selects
 * (department, then its doctors) say what is happening instead of showing an empty list.
 */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  status = 'ready',
  loadingText,
  emptyText,
  loadError,
  onRetry,
  hint,
  required,
  clearable,
  className,
  id,
  value,
  onChange,
  onBlur,
  error,
  disabled,
  ...selectProps
}: SelectFieldProps) {
  const t = useMessages(fieldMessages);
  const field = useField<string>(name, { id, value, onChange, onBlur, error, required });
  const selectRef = useRef<HTMLSelectElement>(null);
  const selected = field.value ?? '';
  const empty = status === 'ready' && options.length === 0;
  const unavailable = status === 'loading' || empty;

  return (
    <FormField
      label={label}
      name={name}
      id={field.id}
      hint={hint}
      error={status === 'error' ? undefined : field.error}
      required={field.required}
      className={className}
      onClear={
        clearable && selected !== '' && !disabled && !unavailable && status !== 'error'
          ? () => {
              field.setValue('');
              selectRef.current?.focus();
            }
          : undefined
      }
    >
      {(control) =>
        status === 'error' ? (
          // Focusable by the error summary's link, in place of the select.
          <FieldLoadError id={control.id} message={loadError} onRetry={onRetry} />
        ) : (
          <select
            {...selectProps}
            {...control}
            ref={selectRef}
            value={unavailable ? '' : selected}
            disabled={disabled || unavailable}
            aria-busy={status === 'loading' || undefined}
            onChange={(event) => field.setValue(event.target.value)}
            onBlur={field.touch}
          >
            {unavailable ? (
              <option value="">
                {status === 'loading' ? (loadingText ?? t('loading')) : (emptyText ?? t('noOptions'))}
              </option>
            ) : (
              <>
                <option value="">{placeholder ?? t('choose')}</option>
                {groupRuns(options).map((run) =>
                  run.group === undefined ? (
                    run.options.map(renderOption)
                  ) : (
                    <optgroup key={`group-${run.group}`} label={run.group}>
                      {run.options.map(renderOption)}
                    </optgroup>
                  ),
                )}
              </>
            )}
          </select>
        )
      }
    </FormField>
  );
}
