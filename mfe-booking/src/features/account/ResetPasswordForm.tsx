import { useEffect, useState } from 'react';
import { ApiError, ButtonLink, resetPassword, siteHref } from 'shared-ui';
import { ACCOUNT_ERROR_CODES, passwordResetConfirmSchema } from 'contract';
import { useKitForm } from 'shared-ui/forms';
import { useMessages } from 'shared-ui/i18n';
import { BookingFormFrame } from '../../components/booking-form/BookingFormFrame';
import type { Banner } from '../../components/FormBanner';
import { AccountPanel } from './AccountPanel';
import { accountMessages } from './accountMessages';
import { readLinkToken, takeLinkToken } from './linkToken';
import { PasswordField } from 'shared-ui/fields';
import styles from './AccountPages.module.css';

type Step = 'form' | 'done' | 'invalid';

/**
 * The token of the e-mailed link, read from the fragment before the first paint, then taken out of
 * the address. A link opened in a tab already on this page changes only the fragment: read it then
 * too, and start afresh with it.
 */
export function ResetPasswordForm() {
  const t = useMessages(accountMessages);
  // Counted, so the same link opened again starts afresh too (and is refused as used).
  const [link, setLink] = useState(() => ({ token: readLinkToken(), opened: 0 }));

  useEffect(() => {
    takeLinkToken();
    const onHashChange = () => {
      const next = takeLinkToken();
      if (next) setLink(({ opened }) => ({ token: next, opened: opened + 1 }));
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  if (!link.token) {
    return (
      <div className={styles.column}>
        <AccountPanel title={t('noLinkTitle')} focus={false}>
          <p>{t('noLink')}</p>
          <div className={styles.actions}>
            <ButtonLink to={siteHref('/account/forgot-password')}>{t('askNewLink')}</ButtonLink>
          </div>
        </AccountPanel>
      </div>
    );
  }
  return <NewPasswordForm key={link.opened} token={link.token} />;
}

/** A new password, typed twice. Done, every session has ended: sign in again. */
function NewPasswordForm({ token }: { token: string }) {
  const t = useMessages(accountMessages);
  const [step, setStep] = useState<Step>('form');
  const [banner, setBanner] = useState<Banner | null>(null);

  const form = useKitForm({
    initialValues: { token, password: '', password_again: '' },
    schema: passwordResetConfirmSchema(),
    onSubmit: async (payload, actions) => {
      setBanner(null);
      if (actions.values.password_again !== actions.values.password) {
        actions.showErrors({ password_again: t('passwordsDiffer') });
        return;
      }
      try {
        await resetPassword(payload);
        setStep('done');
      } catch (error) {
        if (error instanceof ApiError && error.code === ACCOUNT_ERROR_CODES.tokenInvalid) {
          setStep('invalid');
          return;
        }
        if (actions.showApiErrors(error)) return;
        const failure = error instanceof ApiError ? error : undefined;
        setBanner({ tone: 'error', text: !failure || failure.isNetworkError ? t('networkError') : t('resetFailed') });
      }
    },
  });

  if (step === 'done') {
    return (
      <div className={styles.column}>
        <AccountPanel title={t('resetDoneTitle')} tone="success">
          <p>{t('resetDone')}</p>
          <div className={styles.actions}>
            <ButtonLink to={siteHref('/login')}>{t('signIn')}</ButtonLink>
          </div>
        </AccountPanel>
      </div>
    );
  }
  if (step === 'invalid') {
    return (
      <div className={styles.column}>
        <AccountPanel title={t('linkInvalidTitle')} tone="error">
          <p>{t('resetLinkInvalid')}</p>
          <div className={styles.actions}>
            <ButtonLink to={siteHref('/account/forgot-password')}>{t('askNewLink')}</ButtonLink>
          </div>
        </AccountPanel>
      </div>
    );
  }
  return (
    <BookingFormFrame
      form={form}
      title={t('resetFormTitle')}
      layout="page"
      submit={t('savePassword')}
      busyText={t('savingPassword')}
      outcome={{ banner }}
    >
      <PasswordField
        name="password"
        label={t('newPassword')}
        hint={t('passwordRule')}
        autoComplete="new-password"
        required
      />
      <PasswordField name="password_again" label={t('passwordAgain')} autoComplete="new-password" required />
    </BookingFormFrame>
  );
}
