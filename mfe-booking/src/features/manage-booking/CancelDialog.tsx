import { useEffect, useRef } from 'react';
import { Button, Dialog } from 'shared-ui';
import type { BookingSummary } from 'contract';
import { useFormatters, useMessages } from 'shared-ui/i18n';
import { manageMessages } from './manageMessages';
import styles from './CancelDialog.module.css';

export interface CancelDialogProps {
  open: boolean;
  booking: BookingSummary;
  busy: boolean;
  /** Why the last try failed, shown in the dialog. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The confirmation step before a cancellation: what will be cancelled, "No, keep it" focused (the
 * safe choice), and "Yes, cancel it", which refuses a second press while the first is on its way.
 */
export function CancelDialog({ open, booking, busy, error, onConfirm, onClose }: CancelDialogProps) {
  const t = useMessages(manageMessages);
  const format = useFormatters();
  const keepRef = useRef<HTMLButtonElement>(null);
  const date = format.date(booking.date, 'long');

  useEffect(() => {
    if (open) keepRef.current?.focus();
  }, [open]);

  return (
    <Dialog
      open={open}
      title={t('confirmTitle')}
      onClose={() => {
        if (!busy) onClose();
      }}
      closeLabel={t('close')}
      describedByBody
      actions={
        <>
          <Button ref={keepRef} variant="outline" onClick={onClose} disabled={busy}>
            {t('confirmNo')}
          </Button>
          <Button
            className={styles.danger}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onConfirm();
            }}
          >
            {busy ? t('cancelling') : t('confirmYes')}
          </Button>
        </>
      }
    >
      <p className={styles.text}>
        {booking.kind === 'doctor'
          ? t('confirmDoctor', { doctor: booking.doctor_name, date })
          : booking.lab_name === null
            ? t('confirmPackage', { name: booking.test_name, date })
            : t('confirmLab', { test: booking.test_name, lab: booking.lab_name, date })}
      </p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
