import { Suspense, lazy, useEffect, useRef } from 'react';
import { SiteLink, useSession } from 'shared-ui';
import { useMessages, withPageTexts } from 'shared-ui/i18n';
import { headerMessages } from './headerMessages';
import { SIGNED_OUT_LINKS } from './menuItems';

const SignedInLinks = lazy(() =>
  withPageTexts(import('./SignedInLinks')).then((module) => ({ default: module.SignedInLinks })),
);

/**
 * The quick links' account items: Account, Login and Register until someone is signed in (and while
 * the API has not said), then their name, My bookings and Sign out in the same place (their code
 * loads only then). After signing out, focus goes to the Login link that takes Sign out's place,
 * and `onNotice` says what happened.
 */
export function AccountLinks({ onNotice }: { onNotice: (text: string) => void }) {
  const t = useMessages(headerMessages);
  const { status, account, signOut } = useSession();
  const focusLogin = useRef(false);
  const loginItem = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (status === 'signed-out' && focusLogin.current) {
      focusLogin.current = false;
      loginItem.current?.querySelector('a')?.focus();
    }
  }, [status]);

  const signedOutLinks = SIGNED_OUT_LINKS.map((link) => (
    <li key={link.label} ref={link.label === 'login' ? loginItem : undefined}>
      <SiteLink to={link.to}>{t(link.label)}</SiteLink>
    </li>
  ));
  if (status !== 'signed-in' || !account) return signedOutLinks;
  return (
    <Suspense fallback={signedOutLinks}>
      <SignedInLinks
        account={account}
        signOut={signOut}
        onSigningOut={() => (focusLogin.current = true)}
        onFailed={() => (focusLogin.current = false)}
        onNotice={onNotice}
      />
    </Suspense>
  );
}
