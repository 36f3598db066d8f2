import { useState } from 'react';
import type { ReactNode } from 'react';
import { FormField, useField } from 'shared-ui/fields';
import { useMessages } from 'shared-ui/i18n';
import { accountMessages } from './accountMessages';
import styles from './PasswordField.module.css';

export interface PasswordFieldProps {
  name: string;
  label: string;
  /** The rule, shown before the visitor starts typing ("At least 8 characters."). */
  hint?: ReactNode;
  autoComplete: 'current-password' | 'new-password';
  required?: boolean;
}

/**
 * A password with a Show password / Hide password button, so a visitor on a phone can check what
 * they typed. The kit's field (label, hint, inline error) around a control of its own, bound by name.
 */
export function PasswordField({ name, label, hint, autoComplete, required }: PasswordFieldProps) {
  const t = useMessages(accountMessages);
  const field = useField<string>(name);
  // null until the visitor first toggles it: only a change is announced.
  const [visible, setVisible] = useState<boolean | null>(null);
  return (
    <FormField label={label} name={name} id={field.id} hint={hint} error={field.error} required={required}>
      {(control) => (
        <>
          <input
            {...control}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            spellCheck={false}
            autoCapitalize="none"
            value={field.value ?? ''}
            onChange={(event) => field.setValue(event.target.value)}
            onBlur={field.touch}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-controls={control.id}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? t('hidePassword') : t('showPassword')}
          </button>
          <span className="visually-hidden" aria-live="polite">
            {visible === null ? '' : visible ? t('passwordShown') : t('passwordHidden')}
          </span>
        </>
      )}
    </FormField>
  );
}
