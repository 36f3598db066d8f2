import { Suspense, lazy, useEffect, useState } from 'react';
import { clsx } from 'clsx';
import { ButtonLink, ErrorState, LoadingState, SiteLink, siteHref, useSession } from 'shared-ui';
import { useMessages, withPageTexts } from 'shared-ui/i18n';
import { AccountPanel } from './AccountPanel';
import type { SignedOutHow } from './SignOutSection';
import { myAccountMessages } from './myAccountMessages';
import styles from './MyAccount.module.css';

/**
 * The signed-in account (bookings, contact details, password, data, the ways out), fetched once the
 * API says someone is signed in: a visitor who is not, most of those who open this page, never loads it.
 */
const SignedInPanels = lazy(() => withPageTexts(import('./SignedInPanels')));

/** Why the visitor is signed out now, when the page itself did it. */
type Ending = SignedOutHow | 'deleted';

const ENDING_TITLE = {
  here: 'signedOutHereTitle',
  everywhere: 'signedOutEverywhereTitle',
  deleted: 'deletedTitle',
} as const;

/**
 * The account page. It asks the API afresh who is signed in (a session idle for 30 minutes has
 * ended even if the header still shows a name): signed out, it invites to sign in; signed in, it
 * shows the bookings, the contact details, the password, the data and the ways out.
 */
export function MyAccount() {
  const t = useMessages(myAccountMessages);
  const session = useSession();
  const { refresh } = session;
  // The session store stays 'unknown' when the API could not be reached: after an asked question
  // that still says nothing, the page says so.
  const [asked, setAsked] = useState(false);
  const [ending, setEnding] = useState<Ending | null>(null);

  const askAgain = () => {
    setAsked(false);
    void refresh().then(() => setAsked(true));
  };

  useEffect(() => {
    let shown = true;
    void refresh().then(() => {
      if (shown) setAsked(true);
    });
    return () => {
      shown = false;
    };
  }, [refresh]);

  const invitation = (
    <AccountPanel title={t('signedOutTitle')} focus={false}>
      <p>{t('signedOutText')}</p>
      <div className={styles.actions}>
        <ButtonLink to={siteHref('/login')}>{t('signIn')}</ButtonLink>
        <span>
          {t('noAccount')} <SiteLink to={siteHref('/register')}>{t('register')}</SiteLink>
        </span>
      </div>
    </AccountPanel>
  );

  // Each state its own box (keyed): a box that only changed width as the session answered would be
  // a layout shift, where a new box in its place is not.
  if (session.status === 'unknown' && asked) {
    return (
      <div key="unknown" className={styles.page}>
        <ErrorState message={t('sessionFailed')} onRetry={askAgain} retryLabel={t('tryAgain')} />
      </div>
    );
  }

  if (session.status === 'unknown') {
    // Until the API answers, what it will almost surely say: where no one has signed in on this
    // browser, the invitation to sign in (in the server's HTML too, so the page is whole at its
    // first paint and without JavaScript); where someone has (the hint on <html>, set before the
    // first paint from shared-ui's signed-in hint), the check. CSS picks one; the other is not shown.
    return (
      <div key="unknown">
        <div className={clsx(styles.narrow, styles.untilAnswerSignedOut)}>{invitation}</div>
        <div className={clsx(styles.page, styles.untilAnswerSignedIn)}>
          <LoadingState label={t('checking')} />
        </div>
      </div>
    );
  }

  if (session.status === 'signed-out' || !session.account) {
    return (
      <div key="signed-out" className={styles.narrow}>
        {ending ? (
          <AccountPanel title={t(ENDING_TITLE[ending])} tone="success">
            {ending === 'deleted' ? <p>{t('deletedText')}</p> : null}
            {ending === 'everywhere' ? <p>{t('signedOutEverywhereText')}</p> : null}
          </AccountPanel>
        ) : (
          invitation
        )}
      </div>
    );
  }

  return (
    <Suspense
      key="signed-in"
      fallback={
        <div className={styles.page}>
          <LoadingState label={t('checking')} />
        </div>
      }
    >
      <SignedInPanels account={session.account} onEnded={setEnding} />
    </Suspense>
  );
}
