import type { MouseEvent, ReactNode } from 'react';
import { clsx } from 'clsx';
import { Button } from 'shared-ui';
import type { ButtonVariant } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { fieldMessages } from '../fieldMessages';
import { useFormBinding } from '../formBinding';
import styles from './SubmitButton.module.css';

export interface SubmitButtonProps {
  children: ReactNode;
  /** Shown while the form is on its way ("Submitting...", "SENDING..."); "Submitting..." unless given. */
  busyText?: string;
  /** Inside a KitForm the form's own state; give it for a form of your own. */
  busy?: boolean;
  variant?: ButtonVariant;
  className?: string;
}

/**
 * The form's submit button. While the form is on its way it says so and refuses clicks and the
 * Enter key's submit (a cancelled click stops the browser's implicit submission), so a booking
 * cannot be sent twice. It stays focusable (aria-disabled, not disabled), so focus is not lost
 * and the result dialog can give it back.
 */
export function SubmitButton({ children, busyText, busy, variant, className }: SubmitButtonProps) {
  const t = useMessages(fieldMessages);
  const binding = useFormBinding();
  const isBusy = busy ?? binding?.busy ?? false;
  return (
    <Button
      type="submit"
      variant={variant}
      className={clsx(styles.submit, isBusy && styles.busy, className)}
      aria-disabled={isBusy || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (isBusy) event.preventDefault();
      }}
    >
      {isBusy ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          {busyText ?? t('submitting')}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
