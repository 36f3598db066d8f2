import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useMessages } from 'shared-ui/i18n';
import { fieldMessages } from '../fieldMessages';
import { FormField } from '../FormField/FormField';
import { useField } from '../useField';
import type { FieldStateProps } from '../useField';

export interface FileFieldProps extends FieldStateProps<File | null> {
  name: string;
  label: string;
  /** What may be chosen, as `<input accept>` takes it: MIME types and extensions. */
  accept: string;
  /** Largest file in bytes. */
  maxBytes: number;
  /** Texts for a refused file, instead of the kit's general ones. */
  messages?: { type?: string; size?: string; empty?: string };
  hint?: ReactNode;
  required?: boolean;
  clearable?: boolean;
  disabled?: boolean;
  className?: string;
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** Does the file match one of `accept`'s MIME types (`image/*` too) or extensions? */
export function isAcceptedFile(file: File, accept: string): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean)
    .some((token) => {
      if (token.startsWith('.')) return name.endsWith(token);
      if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
      return type === token;
    });
}

/**
 * A file to upload (the prescription): the browser's picker limited to `accept`, and a file of
 * the wrong type, too big or empty refused at once with a message, before anything is sent.
 */
export function FileField({
  name,
  label,
  accept,
  maxBytes,
  messages,
  hint,
  required,
  clearable,
  disabled,
  className,
  id,
  value,
  onChange,
  onBlur,
  error,
}: FileFieldProps) {
  const t = useMessages(fieldMessages);
  const field = useField<File | null>(name, { id, value, onChange, onBlur, error, required });
  const inputRef = useRef<HTMLInputElement>(null);
  const { setValue } = field;
  const file = field.value ?? null;
  // Why the last file chosen was refused, shown until another is chosen: kept as the reason, not its
  // text, so texts that arrive later (the form's, fetched at its first use) say it.
  const [refusal, setRefusal] = useState<'type' | 'size' | 'empty' | null>(null);
  const extensions = accept
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token.startsWith('.'))
    .map((token) => token.slice(1).toUpperCase())
    .join(', ');

  // A file input cannot be set from outside: empty it when the form is cleared.
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  const choose = (chosen: File | null) => {
    let problem: typeof refusal = null;
    if (chosen && !isAcceptedFile(chosen, accept)) problem = 'type';
    else if (chosen && chosen.size > maxBytes) problem = 'size';
    else if (chosen && chosen.size === 0) problem = 'empty';
    setRefusal(problem);
    if (problem && inputRef.current) inputRef.current.value = '';
    setValue(problem ? null : chosen);
  };
  const refusalText = {
    type: () => messages?.type ?? t('fileType', { types: extensions }),
    size: () => messages?.size ?? t('fileSize', { size: megabytes(maxBytes) }),
    empty: () => messages?.empty ?? t('fileEmpty'),
  };

  return (
    <FormField
      label={label}
      name={name}
      id={field.id}
      hint={hint}
      error={refusal ? refusalText[refusal]() : field.error}
      required={field.required}
      className={className}
      onClear={
        clearable && file && !disabled
          ? () => {
              choose(null);
              inputRef.current?.focus();
            }
          : undefined
      }
    >
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          type="file"
          accept={accept}
          disabled={disabled}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
          onBlur={field.touch}
        />
      )}
    </FormField>
  );
}
