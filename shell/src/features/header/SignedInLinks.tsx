import { useState } from 'react';
import type { SignedInAccount } from 'contract';
import { SiteLink, siteHref } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { accountMessages } from './accountMessages';
import styles from './Header.module.css';

export interface SignedInLinksProps {
  account: SignedInAccount;
  signOut: () => Promise<void>;
  /** Before the call: the links that replace these render before the promise settles. */
  onSigningOut: () => void;
  onFailed: () => void;
  onNotice: (text: string) => void;
}

/** The name, My bookings and Sign out: loaded only on pages where someone is signed in. */
export function SignedInLinks({ account, signOut, onSigningOut, onFailed, onNotice }: SignedInLinksProps) {
  const t = useMessages(accountMessages);
  const [busy, setBusy] = useState(false);
  const endSession = () => {
    if (busy) return;
    setBusy(true);
    onNotice('');
    onSigningOut();
    // The text is taken now: this component is gone once the session has ended.
    const done = t('signedOut');
    const failed = t('signOutFailed');
    signOut().then(
      () => onNotice(done),
      () => {
        setBusy(false);
        onFailed();
        onNotice(failed);
      },
    );
  };
  return (
    <>
      <li className={styles.accountName}>
        <span className="visually-hidden">{t('signedInAs')} </span>
        <span className={styles.accountNameText} title={account.name}>
          {account.name}
        </span>
      </li>
      <li>
        <SiteLink to={siteHref('/account')}>{t('myBookings')}</SiteLink>
      </li>
      <li>
        <button type="button" className={styles.signOut} onClick={endSession} aria-disabled={busy}>
          {t('signOut')}
        </button>
      </li>
    </>
  );
}
