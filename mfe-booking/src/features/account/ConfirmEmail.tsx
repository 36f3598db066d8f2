import { useEffect, useState } from 'react';
import { ApiError, ButtonLink, confirmEmail, siteHref } from 'shared-ui';
import { ACCOUNT_ERROR_CODES, accountConfirmSchema } from 'contract';
import { useKitForm } from 'shared-ui/forms';
import { PasswordField } from 'shared-ui/fields';
import { useMessages } from 'shared-ui/i18n';
import { BookingFormFrame } from '../../components/booking-form/BookingFormFrame';
import type { Banner } from '../../components/FormBanner';
import { AccountPanel } from './AccountPanel';
import { accountMessages } from './accountMessages';
import { readLinkToken, takeLinkToken } from './linkToken';
import styles from './AccountPages.module.css';

type Step = 'form' | 'confirmed' | 'invalid';

/**
 * Confirms the address with the token of the e-mailed link (in the fragment, read before the first
 * paint, then taken out of the address) and the password chosen now: whoever signed up first with
 * someone else's address, and knows the password typed then, gets nothing once its owner confirms.
 * A link opened in a tab already on this page changes only the fragment: read it then too.
 */
export function ConfirmEmail() {
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
        </AccountPanel>
      </div>
    );
  }
  return <ChoosePasswordForm key={link.opened} token={link.token} />;
}

/** The password, typed twice; a failure to reach the API keeps the form (and the token) to send again. */
function ChoosePasswordForm({ token }: { token: string }) {
  const t = useMessages(accountMessages);
  const [step, setStep] = useState<Step>('form');
  const [banner, setBanner] = useState<Banner | null>(null);

  const form = useKitForm({
    initialValues: { token, password: '', password_again: '' },
    schema: accountConfirmSchema(),
    onSubmit: async (payload, actions) => {
      setBanner(null);
      if (actions.values.password_again !== actions.values.password) {
        actions.showErrors({ password_again: t('passwordsDiffer') });
        return;
      }
      try {
        await confirmEmail(payload);
        setStep('confirmed');
      } catch (error) {
        if (error instanceof ApiError && error.code === ACCOUNT_ERROR_CODES.tokenInvalid) {
          setStep('invalid');
          return;
        }
        if (actions.showApiErrors(error)) return;
        const failure = error instanceof ApiError ? error : undefined;
        const text = !failure || failure.isNetworkError ? t('networkError') : t('confirmFailed');
        setBanner({
          tone: 'error',
          text: failure?.code === ACCOUNT_ERROR_CODES.passwordCheckBusy ? t('passwordCheckBusy') : text,
        });
      }
    },
  });

  if (step === 'confirmed') {
    return (
      <div className={styles.column}>
        <AccountPanel title={t('confirmedTitle')} tone="success">
          <p>{t('confirmedText')}</p>
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
          <p>{t('confirmLinkInvalid')}</p>
          <div className={styles.actions}>
            <ButtonLink to={siteHref('/login')}>{t('signIn')}</ButtonLink>
            <ButtonLink to={siteHref('/register')} variant="outline">
              {t('register')}
            </ButtonLink>
          </div>
        </AccountPanel>
      </div>
    );
  }
  return (
    <BookingFormFrame
      form={form}
      title={t('confirmFormTitle')}
      intro={t('confirmIntro')}
      layout="page"
      submit={t('confirmSubmit')}
      busyText={t('confirming')}
      outcome={{ banner }}
    >
      <PasswordField
        name="password"
        label={t('password')}
        hint={t('passwordRule')}
        autoComplete="new-password"
        required
      />
      <PasswordField name="password_again" label={t('confirmPasswordAgain')} autoComplete="new-password" required />
    </BookingFormFrame>
  );
}
