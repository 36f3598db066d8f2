import { Button } from 'shared-ui';
import { TextField } from 'shared-ui/forms';
import { useMessages } from 'shared-ui/i18n';
import { contactCodeMessages } from './contactCodeMessages';
import type { ContactCodeFieldProps } from './ContactCodeField';
import frame from './BookingFormFrame.module.css';
import styles from './ContactCodeField.module.css';

/** The code field and "Send a new code": fetched only once the API has asked for a code. */
export default function ContactCodeStep({ proof, form }: ContactCodeFieldProps) {
  const t = useMessages(contactCodeMessages);
  const busy = form.isSubmitting;
  const resend = () => {
    if (busy) return;
    proof.resending();
    // Everything typed stays; only the old code goes.
    void form.setFieldValue('contact_code', '', false).then(() => form.handleSubmit());
  };
  return (
    <div className={styles.step}>
      <TextField
        name="contact_code"
        label={t('code')}
        hint={t('codeHint', { email: proof.sentTo ?? '' })}
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
  );
}

/** Said in the form's status region when a new code has been sent. */
export function NewCodeSent({ email }: { email: string }) {
  const t = useMessages(contactCodeMessages);
  return <p>{t('resent', { email })}</p>;
}
