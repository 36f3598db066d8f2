import { ButtonLink, resetPassword, siteHref } from 'shared-ui';
import { passwordResetConfirmRules } from 'contract/forms';
import { useMessages } from 'shared-ui/i18n';
import { linkPasswordMessages } from './linkPasswordMessages';
import { LinkPasswordForm } from './LinkPasswordForm';

/** A new password, typed twice, with the e-mailed link. Done, every session has ended: sign in again. */
export function ResetPasswordForm() {
  const t = useMessages(linkPasswordMessages);
  const askNewLink = <ButtonLink to={siteHref('/account/forgot-password')}>{t('askNewLink')}</ButtonLink>;
  return (
    <LinkPasswordForm
      rules={passwordResetConfirmRules}
      send={resetPassword}
      texts={{
        title: t('resetFormTitle'),
        password: t('newPassword'),
        passwordAgain: t('passwordAgain'),
        submit: t('savePassword'),
        busy: t('savingPassword'),
        failed: t('resetFailed'),
      }}
      noLinkActions={askNewLink}
      done={{
        title: t('resetDoneTitle'),
        text: t('resetDone'),
        actions: <ButtonLink to={siteHref('/login')}>{t('signIn')}</ButtonLink>,
      }}
      invalid={{ title: t('linkInvalidTitle'), text: t('resetLinkInvalid'), actions: askNewLink }}
    />
  );
}
