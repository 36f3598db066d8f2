import { useCallback, useId, useState } from 'react';
import { Button, lookupBooking, requestBookingCode } from 'shared-ui';
import type { BookingAccess } from 'contract';
import { accessCodeRules } from 'contract/forms';
import type { BookingCodeRequest, MessageResponse } from 'contract';
import { KitForm, SubmitButton, TextField, useKitForm } from 'shared-ui/forms';
import { useLanguage, useMessages } from 'shared-ui/i18n';
import { FormBanner } from '../../components/FormBanner';
import frame from '../../components/booking-form/BookingFormFrame.module.css';
import { requestAnswer, useRequestMessage } from '../../components/useRequestMessage';
import { manageMessages } from './manageMessages';
import { useManageErrorText } from './useManageErrorText';
import styles from './ManageBooking.module.css';

const CODE_INITIAL_VALUES = { code: '' };

export interface CodeStepProps {
  /** The reference and contact the code was asked for (kept in memory only, never in the address). */
  request: BookingCodeRequest;
  /** What the API said when it took the request, said here by its code. */
  sent: MessageResponse;
  onFound: (found: BookingAccess) => void;
  onBack: () => void;
}

/**
 * Step two: the 6-digit code from the e-mail. A wrong or spent code gets the API's answer in the
 * error summary, which takes the focus; a new code can be asked for, or the details changed.
 */
export default function CodeStep({ request, sent, onFound, onBack }: CodeStepProps) {
  const t = useMessages(manageMessages);
  const { language } = useLanguage();
  const errorText = useManageErrorText();
  const requestMessage = useRequestMessage();
  const headingId = useId();
  const [resending, setResending] = useState(false);
  const [resendNote, setResendNote] = useState<{ text: string; failed: boolean } | null>(null);

  const form = useKitForm({
    initialValues: CODE_INITIAL_VALUES,
    rules: accessCodeRules,
    onSubmit: async ({ code }, actions) => {
      setResendNote(null);
      try {
        onFound(await lookupBooking({ ...request, code }, language));
      } catch (error) {
        const text = errorText(error, 'lookup');
        // Every failure is about the code the visitor just typed: shown on it and in the summary.
        actions.showErrors({ code: text });
      }
    },
  });

  const resend = async () => {
    if (resending) return;
    setResending(true);
    setResendNote(null);
    try {
      await requestBookingCode(request);
      form.reset();
      setResendNote({ text: t('resent'), failed: false });
    } catch (error) {
      setResendNote({ text: errorText(error, 'code'), failed: true });
    } finally {
      setResending(false);
    }
  };

  const focusOnShow = useCallback((heading: HTMLHeadingElement | null) => heading?.focus(), []);

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} ref={focusOnShow} tabIndex={-1} className={frame.heading}>
        {t('codeTitle')}
      </h2>
      <p className={frame.intro}>{requestMessage(requestAnswer(sent), t('codeSent'))}</p>
      <p className={styles.reference}>{t('codeFor', { reference: request.reference })}</p>
      <KitForm form={form} aria-labelledby={headingId} className={frame.form}>
        <TextField
          name="code"
          label={t('code')}
          hint={t('codeHint')}
          type="number"
          autoComplete="one-time-code"
          maxLength={6}
          spellCheck={false}
          required
          className={styles.code}
        />
        <div className={styles.actions}>
          <SubmitButton busyText={t('checking')}>{t('show')}</SubmitButton>
          <Button variant="outline" aria-disabled={resending || undefined} onClick={() => void resend()}>
            {resending ? t('resending') : t('resend')}
          </Button>
        </div>
        <FormBanner banner={resendNote?.failed ? { tone: 'error', text: resendNote.text } : null} />
      </KitForm>
      {/* In the page from the start, so the news of a new code is announced when it arrives. */}
      <div role="status" className={styles.live}>
        {resendNote && !resendNote.failed ? <p className={styles.note}>{resendNote.text}</p> : null}
      </div>
      <p className={styles.back}>
        <button type="button" className={styles.linkButton} onClick={onBack}>
          {t('back')}
        </button>
      </p>
    </section>
  );
}
