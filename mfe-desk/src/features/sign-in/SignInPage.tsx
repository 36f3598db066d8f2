import { useState } from 'react';
import { ApiError, usePageMeta } from 'shared-ui';
import { staffSignInRules } from 'contract/staff-desk';
import { PasswordField } from 'shared-ui/fields';
import { KitForm, SubmitButton, TextField, useKitForm } from 'shared-ui/forms';
import { LoadingState } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { Navigate, useNavigate } from 'shared-ui/router';
import { signInStaff, staffSignedIn, useStaffSession } from 'shared-ui/staff';
import { DeskBanner } from '../../components/DeskBanner';
import { DESK_PATHS } from '../../components/deskPaths';
import { useDeskFailure } from '../../components/useDeskFailure';
import styles from '../../components/DeskPanel.module.css';
import { signInMessages } from './signInMessages';

const INITIAL_VALUES = { email: '', password: '', code: '' };

/**
 * E-mail, password and a code (the app's 6 digits or a recovery code). The API refuses any wrong
 * part alike (401), so the page says so without naming which; a slowed sign-in (429) and a server
 * that did not answer say what they are. Signed in, the member goes to the desk.
 */
export function SignInPage() {
  const t = useMessages(signInMessages);
  usePageMeta({ title: t('title'), description: t('metaDescription') });
  const session = useStaffSession();
  const navigate = useNavigate();
  const describeFailure = useDeskFailure();
  const [failure, setFailure] = useState<string | null>(null);

  const form = useKitForm({
    initialValues: INITIAL_VALUES,
    rules: staffSignInRules,
    onSubmit: async (payload, actions) => {
      setFailure(null);
      try {
        staffSignedIn(await signInStaff(payload));
        navigate(DESK_PATHS.home);
      } catch (error) {
        // A refused code is spent or wrong either way: the next try needs a fresh one.
        actions.reset({ ...actions.values, password: '', code: '' });
        const slowed = error instanceof ApiError && error.status === 429;
        setFailure(describeFailure(error, slowed ? t('slowed') : t('refused')));
      }
    },
  });

  if (session.status === 'signed-in') return <Navigate to={DESK_PATHS.home} replace />;
  if (session.status === 'unknown') return <LoadingState label={t('title')} />;
  return (
    <section className={styles.panel} aria-labelledby="desk-sign-in">
      <h1 id="desk-sign-in" className={styles.heading}>
        {t('title')}
      </h1>
      <p className={styles.lead}>{t('intro')}</p>
      <DeskBanner text={failure} />
      <KitForm form={form} aria-labelledby="desk-sign-in">
        <TextField
          name="email"
          type="email"
          label={t('email')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <PasswordField name="password" label={t('password')} autoComplete="current-password" required />
        <TextField
          name="code"
          label={t('code')}
          hint={t('codeHint')}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <SubmitButton busyText={t('signingIn')}>{t('signIn')}</SubmitButton>
      </KitForm>
    </section>
  );
}
