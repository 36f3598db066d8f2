import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, ButtonLink, ErrorState, LoadingState, confirmEmail, siteHref } from 'shared-ui';
import { ACCOUNT_ERROR_CODES } from 'contract';
import { useMessages } from 'shared-ui/i18n';
import { AccountPanel } from './AccountPanel';
import { accountMessages } from './accountMessages';
import { readLinkToken, takeLinkToken } from './linkToken';
import styles from './AccountPages.module.css';

type Step = 'confirming' | 'confirmed' | 'invalid' | 'no-link' | 'failed';

/**
 * Confirms the address with the token of the e-mailed link (in the fragment, taken out of the
 * address at once). A used, expired or unknown link is said plainly; a failure to reach the API
 * can be tried again with the same token, kept in memory only.
 */
export function ConfirmEmail() {
  const t = useMessages(accountMessages);
  const [step, setStep] = useState<Step>(() => (readLinkToken() === null ? 'no-link' : 'confirming'));
  const token = useRef<string | null>(null);

  const confirm = useCallback(() => {
    if (!token.current) return;
    setStep('confirming');
    confirmEmail(token.current).then(
      () => setStep('confirmed'),
      (error: unknown) =>
        setStep(error instanceof ApiError && error.code === ACCOUNT_ERROR_CODES.tokenInvalid ? 'invalid' : 'failed'),
    );
  }, []);

  // A link opened in a tab already on this page changes only the fragment: read it then too.
  useEffect(() => {
    const openLink = () => {
      const taken = takeLinkToken();
      if (!taken) return;
      token.current = taken;
      confirm();
    };
    openLink();
    window.addEventListener('hashchange', openLink);
    return () => window.removeEventListener('hashchange', openLink);
  }, [confirm]);

  return (
    <div className={styles.column}>
      {step === 'confirming' ? <LoadingState label={t('confirming')} /> : null}
      {step === 'failed' ? (
        <ErrorState message={t('confirmFailed')} onRetry={confirm} retryLabel={t('tryAgain')} />
      ) : null}
      {step === 'confirmed' ? (
        <AccountPanel title={t('confirmedTitle')} tone="success">
          <p>{t('confirmedText')}</p>
          <div className={styles.actions}>
            <ButtonLink to={siteHref('/login')}>{t('signIn')}</ButtonLink>
          </div>
        </AccountPanel>
      ) : null}
      {step === 'invalid' ? (
        <AccountPanel title={t('linkInvalidTitle')} tone="error">
          <p>{t('confirmLinkInvalid')}</p>
          <div className={styles.actions}>
            <ButtonLink to={siteHref('/login')}>{t('signIn')}</ButtonLink>
            <ButtonLink to={siteHref('/register')} variant="outline">
              {t('register')}
            </ButtonLink>
          </div>
        </AccountPanel>
      ) : null}
      {step === 'no-link' ? (
        <AccountPanel title={t('noLinkTitle')} focus={false}>
          <p>{t('noLink')}</p>
        </AccountPanel>
      ) : null}
    </div>
  );
}
