import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Button, Dialog } from 'shared-ui';
import { AlertCircleIcon, CheckCircleIcon } from 'shared-ui/icons';
import { useMessages } from 'shared-ui/i18n';
import { resultDialogMessages } from './resultDialogMessages';
import styles from './ResultDialog.module.css';

export interface ResultDialogProps {
  open: boolean;
  tone: 'success' | 'error';
  /** The outcome: a message, or a confirmation panel with the booking reference. */
  children: ReactNode;
  /** OK, the close icon and Escape all call it. */
  onClose: () => void;
  /** Defaults to "Success" or "Error" in the page's language. */
  title?: string;
}

/**
 * What a form's submission came to, as a modal dialog titled Success or Error with an OK button
 * and a close icon. Focus goes to OK, stays inside while it is open, and returns to the button that
 * submitted when it closes.
 */
export function ResultDialog({ open, tone, children, onClose, title }: ResultDialogProps) {
  const t = useMessages(resultDialogMessages);
  const okRef = useRef<HTMLButtonElement>(null);
  const Icon = tone === 'success' ? CheckCircleIcon : AlertCircleIcon;

  // React's autoFocus does not reach into a <dialog> (react#23301): focus by hand once it is shown.
  useEffect(() => {
    if (open) okRef.current?.focus();
  }, [open]);

  return (
    <Dialog
      open={open}
      tone={tone}
      title={title ?? t(tone)}
      onClose={onClose}
      closeLabel={t('close')}
      describedByBody
      actions={
        <Button ref={okRef} onClick={onClose}>
          {t('ok')}
        </Button>
      }
    >
      <div className={styles.result}>
        <Icon size={28} className={tone === 'success' ? styles.successIcon : styles.errorIcon} />
        <div className={styles.message}>{children}</div>
      </div>
    </Dialog>
  );
}
