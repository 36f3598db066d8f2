import { useEffect, useRef } from 'react';
import { Button, Dialog } from 'shared-ui';
import type { BookingSummary } from 'contract';
import { useFormatters, useMessages } from 'shared-ui/i18n';
import { cancelBookingMessages } from './cancelBookingMessages';
import styles from './CancelBookingDialog.module.css';

export interface CancelBookingDialogProps {
  /** The booking to cancel; null while the dialog is closed. */
  booking: BookingSummary | null;
  busy: boolean;
  /** Why the last try failed, shown in the dialog. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The confirmation step before a cancellation, from manage booking or the account: what will be
 * cancelled, "No, keep it" focused (the safe choice), and "Yes, cancel it", which refuses a second
 * press while the first is on its way.
 */
export function CancelBookingDialog({ booking, busy, error, onConfirm, onClose }: CancelBookingDialogProps) {
  const t = useMessages(cancelBookingMessages);
  const format = useFormatters();
  const keepRef = useRef<HTMLButtonElement>(null);
  const open = booking !== null;
  const whatIsCancelled = (shown: BookingSummary, date: string) =>
    shown.kind === 'doctor'
      ? t('confirmDoctor', { doctor: shown.doctor_name, date })
      : shown.lab_name === null
        ? t('confirmPackage', { name: shown.test_name, date })
        : t('confirmLab', { test: shown.test_name, lab: shown.lab_name, date });

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
      {booking ? <p className={styles.text}>{whatIsCancelled(booking, format.date(booking.date, 'long'))}</p> : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
