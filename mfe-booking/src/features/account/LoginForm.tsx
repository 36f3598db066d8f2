import { useState } from 'react';
import { ApiError, SiteLink, signIn, siteHref, useSession, useSiteNavigate } from 'shared-ui';
import { loginInitialValues, loginRules } from 'contract/forms';
import type { FieldErrorCode } from 'contract';
import { TextField, useKitForm } from 'shared-ui/forms';
import { useMessages } from 'shared-ui/i18n';
import type { Translate } from 'shared-ui/i18n';
import { accountMessages } from './accountMessages';
import { signInMessages } from './signInMessages';
import { BookingFormFrame } from '../../components/booking-form/BookingFormFrame';
import type { Banner } from '../../components/FormBanner';
import { PasswordField } from 'shared-ui/fields';
import styles from './AccountForm.module.css';

/**
 * Why a sign-in failed. A wrong login ID or password says 'Invalid credentials. Please try again.'
 * (the SPEC's text, the same for both, so it tells nobody which login IDs exist); an unconfirmed
 * address (said only after a right password) and a slowed-down client are told what to do; a server
 * that did not answer, or broke, says that instead of doubting a password that was right.
 */
function signInFailure(
  error: unknown,
  t: Translate<(typeof accountMessages)['en']>,
  p: Translate<(typeof signInMessages)['en']>,
): string {
  const failure = error instanceof ApiError ? error : new ApiError('', { isNetworkError: true });
  const refused = (code: FieldErrorCode) => failure.code === code;
  if (failure.isNetworkError) return t('networkError');
  if (failure.status !== undefined && failure.status >= 500) return p('serverError');
  // Too many password checks waiting on the server: a few seconds, not a lock on this visitor.
  if (refused('passwordCheckBusy')) return t('passwordCheckBusy');
  if (failure.status === 429) return p('signInSlowed');
  if (refused('emailUnconfirmed')) return p('emailUnconfirmed');
  return p('invalidCredentials');
}

/** Sign in with a login ID and password; signed in, the visitor goes to their account page. */
export function LoginForm() {
  const t = useMessages(accountMessages);
  const p = useMessages(signInMessages);
  const session = useSession();
  const navigate = useSiteNavigate();
  const [banner, setBanner] = useState<Banner | null>(null);

  const form = useKitForm({
    initialValues: loginInitialValues,
    rules: loginRules,
    onSubmit: async (payload, actions) => {
      setBanner(null);
      try {
        await signIn(payload);
        await session.refresh();
        navigate(siteHref('/account'));
      } catch (error) {
        actions.reset({ ...actions.values, password: '' });
        setBanner({ tone: 'error', text: signInFailure(error, t, p) });
      }
    },
  });

  return (
    <BookingFormFrame
      form={form}
      title={p('loginFormTitle')}
      layout="page"
      submit={p('login')}
      busyText={p('loggingIn')}
      outcome={{ banner }}
      after={
        <>
          <p className={styles.other}>
            <SiteLink to={siteHref('/account/forgot-password')}>{p('forgotPassword')}</SiteLink>
          </p>
          <p className={styles.other}>
            {p('noAccount')} <SiteLink to={siteHref('/register')}>{p('registerLink')}</SiteLink>
          </p>
        </>
      }
    >
      <TextField
        name="login_id"
        label={p('loginIdOrEmail')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <PasswordField name="password" label={t('password')} autoComplete="current-password" required />
    </BookingFormFrame>
  );
}
