import { ButtonLink, confirmEmail, siteHref } from 'shared-ui';
import { accountConfirmRules } from 'contract/forms';
import { useMessages } from 'shared-ui/i18n';
import { accountMessages } from './accountMessages';
import { linkPasswordMessages } from './linkPasswordMessages';
import { LinkPasswordForm } from './LinkPasswordForm';

/**
 * Confirms the address with the token of the e-mailed link and the password chosen now: whoever
 * signed up first with someone else's address, and knows the password typed then, gets nothing
 * once its owner confirms.
 */
export function ConfirmEmail() {
  const t = useMessages(accountMessages);
  const p = useMessages(linkPasswordMessages);
  const signIn = <ButtonLink to={siteHref('/login')}>{p('signIn')}</ButtonLink>;
  return (
    <LinkPasswordForm
      rules={accountConfirmRules}
      send={confirmEmail}
      texts={{
        title: p('confirmFormTitle'),
        intro: p('confirmIntro'),
        password: t('password'),
        passwordAgain: p('confirmPasswordAgain'),
        submit: p('confirmSubmit'),
        busy: p('confirming'),
        failed: p('confirmFailed'),
      }}
      done={{ title: p('confirmedTitle'), text: p('confirmedText'), actions: signIn }}
      invalid={{
        title: p('linkInvalidTitle'),
        text: p('confirmLinkInvalid'),
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
