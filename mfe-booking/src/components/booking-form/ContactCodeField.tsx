import { Button } from 'shared-ui';
import { TextField } from 'shared-ui/forms';
import { useMessages } from 'shared-ui/i18n';
import { contactCodeMessages } from './contactCodeMessages';
import type { ContactProofStep } from './useContactProof';
import frame from './BookingFormFrame.module.css';
import styles from './ContactCodeField.module.css';

export interface ContactCodeFieldProps {
  proof: Pick<ContactProofStep, 'sentTo' | 'resent' | 'resending'>;
  /** The booking's form: "Send a new code" sends it again without a code, so the API e-mails a new one. */
  form: {
    setFieldValue: (field: 'contact_code', value: string, shouldValidate?: boolean) => Promise<unknown>;
    handleSubmit: () => void;
    isSubmitting: boolean;
  };
}

/**
 * The code e-mailed to the booking's address, once the API asked for it: labelled, its hint naming
 * the address, its error (from the API) tied to it by the form kit; and a way to get a new code.
 */
export function ContactCodeField({ proof, form }: ContactCodeFieldProps) {
  const t = useMessages(contactCodeMessages);
  const { sentTo } = proof;
  const busy = form.isSubmitting;
  const resend = () => {
    if (busy) return;
    proof.resending();
    // Everything typed stays; only the old code goes.
    void form.setFieldValue('contact_code', '', false).then(() => form.handleSubmit());
  };
  return (
    <>
      {sentTo === null ? null : (
        <div className={styles.step}>
          <TextField
            name="contact_code"
            label={t('code')}
            hint={t('codeHint', { email: sentTo })}
            type="number"
            autoComplete="one-time-code"
            maxLength={7}
            spellCheck={false}
            required
            className={frame.short}
          />
          <Button variant="outline" aria-disabled={busy || undefined} onClick={resend}>
            {busy ? t('resending') : t('resend')}
          </Button>
        </div>
      )}
      {/* In the page from the start, so the news of a new code is announced when it arrives. */}
      <div role="status">{sentTo !== null && proof.resent ? <p>{t('resent', { email: sentTo })}</p> : null}</div>
    </>
  );
}
