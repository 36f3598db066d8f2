import { ButtonLink, confirmEmail, siteHref } from 'shared-ui';
import { accountConfirmSchema } from 'contract';
import { useMessages } from 'shared-ui/i18n';
import { accountMessages } from './accountMessages';
import { LinkPasswordForm } from './LinkPasswordForm';

/**
 * Confirms the address with the token of the e-mailed link and the password chosen now: whoever
 * signed up first with someone else's address, and knows the password typed then, gets nothing
 * once its owner confirms.
 */
export function ConfirmEmail() {
  const t = useMessages(accountMessages);
  const signIn = <ButtonLink to={siteHref('/login')}>{t('signIn')}</ButtonLink>;
  return (
    <LinkPasswordForm
      schema={accountConfirmSchema()}
      send={confirmEmail}
      texts={{
        title: t('confirmFormTitle'),
        intro: t('confirmIntro'),
        password: t('password'),
        passwordAgain: t('confirmPasswordAgain'),
        submit: t('confirmSubmit'),
        busy: t('confirming'),
        failed: t('confirmFailed'),
      }}
      done={{ title: t('confirmedTitle'), text: t('confirmedText'), actions: signIn }}
      invalid={{
        title: t('linkInvalidTitle'),
        text: t('confirmLinkInvalid'),
        actions: (
          <>
            {signIn}
            <ButtonLink to={siteHref('/register')} variant="outline">
              {t('register')}
            </ButtonLink>
          </>
        ),
      }}
    />
  );
}
