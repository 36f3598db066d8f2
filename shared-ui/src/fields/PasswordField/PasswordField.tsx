import { useEffect, useRef, useState } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useMessages } from 'shared-ui/i18n';
import { FormField } from '../FormField/FormField';
import { useField } from '../useField';
import type { FieldStateProps } from '../useField';
import { passwordFieldMessages } from './passwordFieldMessages';
import type { StrengthScore } from './passwordStrength';
import styles from './PasswordField.module.css';

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'id' | 'name' | 'required' | 'autoComplete'
>;

export interface PasswordFieldProps extends InputAttributes, FieldStateProps<string> {
  name: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  /**
   * `new-password` (sign up, change, reset) shows the strength hint while typing and lets password
   * managers suggest one; `current-password` (sign in, confirm a deletion) shows none.
   */
  autoComplete: 'new-password' | 'current-password';
  /** What the password should not be built from (name, e-mail, login ID): they weaken its score. */
  userInputs?: readonly string[];
  className?: string;
}

type Scorer = (password: string, userInputs?: readonly string[]) => StrengthScore;

/** zxcvbn and its word lists, asked for once per page and only by a field that shows the hint. */
let scorer: Promise<Scorer> | null = null;
const loadScorer = (): Promise<Scorer> => {
  scorer ??= import(/* webpackChunkName: "password-strength" */ './passwordStrength').then(
    (module) => module.passwordScore,
  );
  return scorer;
};

const LEVELS = ['weak', 'weak', 'fair', 'good', 'strong'] as const;

/**
 * A password input with its label, hint and error, a Show / Hide button and, for a new password, a
 * strength hint as the visitor types. The strength code loads on the field's first focus, so a page
 * pays for it only when someone is about to type a password.
 */
export function PasswordField({
  name,
  label,
  hint,
  required,
  autoComplete,
  userInputs = [],
  className,
  id,
  value,
  onChange,
  onBlur,
  error,
  ...inputProps
}: PasswordFieldProps) {
  const t = useMessages(passwordFieldMessages);
  const field = useField<string>(name, { id, value, onChange, onBlur, error, required });
  const [shown, setShown] = useState(false);
  const [score, setScore] = useState<Scorer | null>(null);
  const wantsStrength = autoComplete === 'new-password';
  const text = field.value ?? '';
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const startStrength = () => {
    if (!wantsStrength || score) return;
    loadScorer().then(
      (loaded) => {
        if (mounted.current) setScore(() => loaded);
      },
      // Without the hint the field still works: the API checks the password anyway.
      () => undefined,
    );
  };

  const level = score && text !== '' ? LEVELS[score(text, userInputs)] : null;
  const strengthId = `${field.id}-strength`;
  return (
    <div className={className}>
      <FormField label={label} name={name} id={field.id} hint={hint} error={field.error} required={field.required}>
        {(control) => (
          <>
            <input
              {...inputProps}
              {...control}
              aria-describedby={
                [control['aria-describedby'], wantsStrength ? strengthId : undefined].filter(Boolean).join(' ') ||
                undefined
              }
              type={shown ? 'text' : 'password'}
              autoComplete={autoComplete}
              autoCapitalize="none"
              spellCheck={false}
              value={text}
              onFocus={startStrength}
              onChange={(event) => {
                startStrength();
                field.setValue(event.target.value);
              }}
              onBlur={field.touch}
            />
            <button
              type="button"
              className={styles.toggle}
              aria-controls={field.id}
              onClick={() => setShown((now) => !now)}
            >
              {t(shown ? 'hide' : 'show')}
            </button>
          </>
        )}
      </FormField>
      {wantsStrength ? (
        <div id={strengthId} className={styles.strength}>
          {level ? (
            <span className={styles.meter} data-level={level} aria-hidden="true">
              <span />
              <span />
              <span />
              <span />
            </span>
          ) : null}
          {/* Always in the page, so a screen reader hears the level when it changes. */}
          <span aria-live="polite">{level ? t('strength', { level: t(level) }) : ''}</span>
          {level === null || level === 'weak' || level === 'fair' ? (
            <span className={styles.advice}>{t('advice')}</span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
