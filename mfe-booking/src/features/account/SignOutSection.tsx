import { useId, useState } from 'react';
import { Button, signOutEverywhere, useSession } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { FormBanner } from '../../components/FormBanner';
import type { Banner } from '../../components/FormBanner';
import { myAccountMessages } from './myAccountMessages';
import { useAccountFailure } from './useAccountFailure';
import styles from './MyAccount.module.css';

export type SignedOutHow = 'here' | 'everywhere';

/** Sign out of this browser, or end every session of the account (a phone left signed in). */
export function SignOutSection({ onSignedOut }: { onSignedOut: (how: SignedOutHow) => void }) {
  const t = useMessages(myAccountMessages);
  const session = useSession();
  const failureText = useAccountFailure();
  const headingId = useId();
  const [busy, setBusy] = useState<SignedOutHow | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);

  const signOut = async (how: SignedOutHow) => {
    if (busy) return;
    setBusy(how);
    setBanner(null);
    try {
      if (how === 'everywhere') {
        await signOutEverywhere();
        onSignedOut(how);
        await session.refresh();
      } else {
        onSignedOut(how);
        await session.signOut();
      }
    } catch (error) {
      setBanner({ tone: 'error', text: failureText(error, 'signOutFailed') });
      setBusy(null);
    }
  };

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t('sessionsTitle')}
      </h2>
      <p className={styles.note}>{t('sessionsText')}</p>
      <div className={styles.actions}>
        <Button variant="outline" aria-disabled={busy !== null || undefined} onClick={() => void signOut('here')}>
          {busy === 'here' ? t('signingOut') : t('signOut')}
        </Button>
        <Button variant="outline" aria-disabled={busy !== null || undefined} onClick={() => void signOut('everywhere')}>
          {busy === 'everywhere' ? t('signingOut') : t('signOutEverywhere')}
        </Button>
      </div>
      <FormBanner banner={banner} />
    </section>
  );
}
