import { useState } from 'react';
import { ApiError, SiteLink, login, siteHref } from 'shared-ui';
import { loginInitialValues, loginSchema } from 'contract';
import { TextField, useKitForm } from 'shared-ui/forms';
import { useMessages } from 'shared-ui/i18n';
import { accountMessages } from './accountMessages';
import { BookingFormFrame } from '../../components/booking-form/BookingFormFrame';
import type { Banner } from '../../components/FormBanner';
import { PasswordField } from './PasswordField';
import styles from './AccountForm.module.css';

/**
 * Login with a login ID and password. A refusal says 'Invalid credentials. Please try again.';
 * a server that did not answer, or broke, says that instead (a visitor should not doubt a password
 * that was right). What a login grants is not part of this site yet: nothing is stored.
 */
export function LoginForm() {
  const t = useMessages(accountMessages);
  const [banner, setBanner] = useState<Banner | null>(null);

  const form = useKitForm({
    initialValues: loginInitialValues,
    schema: loginSchema,
    onSubmit: async (payload, actions) => {
      setBanner(null);
      try {
        const account = await login(payload);
        actions.reset();
        setBanner({ tone: 'success', text: `${t('loginSuccess')} ${t('welcome', { name: account.name })}` });
      } catch (error) {
        const failure = error instanceof ApiError ? error : new ApiError('');
        const text = failure.isNetworkError
          ? t('networkError')
          : failure.status !== undefined && failure.status >= 500
            ? t('serverError')
            : t('invalidCredentials');
        setBanner({ tone: 'error', text });
      }
    },
  });

  return (
    <BookingFormFrame
      form={form}
      title={t('loginFormTitle')}
      layout="page"
      submit={t('login')}
      busyText={t('loggingIn')}
      outcome={{ banner }}
      after={
        <p className={styles.other}>
          {t('noAccount')} <SiteLink to={siteHref('/register')}>{t('registerLink')}</SiteLink>
        </p>
      }
    >
      <TextField
        name="login_id"
        label={t('loginId')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <PasswordField name="password" label={t('password')} autoComplete="current-password" required />
    </BookingFormFrame>
  );
}
