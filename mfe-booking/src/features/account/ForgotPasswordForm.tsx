import { useState } from 'react';
import { ApiError, SiteLink, requestPasswordReset, siteHref } from 'shared-ui';
import { passwordResetRequestRules } from 'contract/forms';
import { TextField, useKitForm } from 'shared-ui/forms';
import { useMessages } from 'shared-ui/i18n';
import { BookingFormFrame } from '../../components/booking-form/BookingFormFrame';
import { requestAnswer, useRequestMessage } from '../../components/useRequestMessage';
import type { Banner } from '../../components/FormBanner';
import { accountMessages } from './accountMessages';
import { signInMessages } from './signInMessages';
import styles from './AccountForm.module.css';

/**
 * Asks for a reset link. The API answers the same for any address, so the page does too: it never
 * tells a visitor whether an address has an account.
 */
export function ForgotPasswordForm() {
  const t = useMessages(accountMessages);
  const p = useMessages(signInMessages);
  const requestMessage = useRequestMessage();
  const [banner, setBanner] = useState<Banner | null>(null);

  const form = useKitForm({
    initialValues: { email: '' },
    rules: passwordResetRequestRules,
    onSubmit: async ({ email }, actions) => {
      setBanner(null);
      try {
        const answer = await requestPasswordReset(email);
        actions.reset();
        setBanner({ tone: 'success', text: requestMessage(requestAnswer(answer), p('resetRequested')) });
      } catch (error) {
        if (actions.showApiErrors(error)) return;
        const failure = error instanceof ApiError ? error : undefined;
        setBanner({
          tone: 'error',
          text: !failure || failure.isNetworkError ? t('networkError') : p('requestFailed'),
        });
      }
    },
  });

  return (
    <BookingFormFrame
      form={form}
      title={p('forgotFormTitle')}
      intro={p('forgotIntro')}
      layout="page"
      submit={p('sendLink')}
      busyText={p('sendingLink')}
      outcome={{ banner }}
      after={
        <p className={styles.other}>
          <SiteLink to={siteHref('/login')}>{t('loginLink')}</SiteLink>
        </p>
      }
    >
      <TextField
        name="email"
        type="email"
        label={p('email')}
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
    </BookingFormFrame>
  );
}
