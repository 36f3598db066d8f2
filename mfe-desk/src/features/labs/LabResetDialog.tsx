import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { DESK_LIMITS } from 'contract/staff-desk';
import type { LabRunRow } from 'contract/staff-desk';
import { Button, Dialog } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { labsMessages } from './labsMessages';
import styles from './Labs.module.css';

/**
 * The OPD manager's undoing of a mark (collected or not reached), back to "to collect", with the
 * reason the booking's history keeps: asked for here before anything is sent, as the API asks for it.
 */
export function LabResetDialog({
  booking,
  busy,
  failure,
  onClose,
  onSubmit,
}: {
  booking: LabRunRow;
  busy: boolean;
  failure: string | null;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}) {
  const t = useMessages(labsMessages);
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setMissing(true);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    onSubmit(reason.trim());
  };
  return (
    <Dialog open title={t('resetTitle', { name: booking.patient_name })} onClose={onClose} closeLabel={t('close')}>
      <form onSubmit={submit} noValidate className={styles.dialogForm}>
        <p>{t('resetLead', { reference: booking.reference, status: t(booking.status) })}</p>
        <label className={styles.label} htmlFor={`${id}-reason`}>
          {t('resetReason')}
        </label>
        <textarea
          id={`${id}-reason`}
          className={styles.textarea}
          value={reason}
          maxLength={DESK_LIMITS.noteMax}
          rows={3}
          required
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-missing` : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
        />
        {missing ? (
          <p id={`${id}-missing`} className={styles.fieldError}>
            {t('resetReasonRequired')}
          </p>
        ) : null}
        <p role="alert" className={failure ? styles.fieldError : undefined}>
          {failure}
        </p>
        <div className={styles.dialogActions}>
          <Button type="submit" disabled={busy}>
            {busy ? t('marking') : t('confirmReset')}
          </Button>
          <Button type="button" variant="outline" onClick={onClose}>
            {t('close')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
