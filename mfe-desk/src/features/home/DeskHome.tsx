import { useState } from 'react';
import { Button, ErrorState, LoadingState, usePageMeta } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { Link, Navigate, useNavigate } from 'shared-ui/router';
import { useStaffSession } from 'shared-ui/staff';
import { DeskBanner } from '../../components/DeskBanner';
import { DESK_PATHS } from '../../components/deskPaths';
import { deskMessages } from '../../components/deskMessages';
import panel from '../../components/DeskPanel.module.css';
import { homeMessages } from './homeMessages';
import { YourSessions } from './YourSessions';

/**
 * The desk's home: who is signed in and in which role, their sessions, and Sign out. A visit with
 * no session goes to the sign-in page; an API that cannot be reached says so, with a Retry.
 */
export function DeskHome() {
  const t = useMessages(homeMessages);
  const d = useMessages(deskMessages);
  usePageMeta({ title: d('deskTitle'), description: d('deskDescription') });
  const session = useStaffSession();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (session.status === 'signed-out') return <Navigate to={DESK_PATHS.signIn} replace />;
  if (session.status === 'unknown') return <LoadingState label={t('checkingSession')} />;
  if (session.status === 'unreachable' || !session.staff) {
    return <ErrorState message={d('networkError')} onRetry={() => void session.refresh()} retryLabel={d('retry')} />;
  }
  const { staff } = session;

  const signOut = () => {
    setSigningOut(true);
    setFailure(null);
    session.signOut().then(
      () => navigate(DESK_PATHS.signIn),
      () => {
        setSigningOut(false);
        setFailure(t('signOutFailed'));
      },
    );
  };

  return (
    <section className={panel.panel} aria-labelledby="desk-home">
      <h1 id="desk-home" className={panel.heading}>
        {d('deskTitle')}
      </h1>
      <p>{t('signedInAs', { name: staff.name, email: staff.email })}</p>
      <p>{t('yourRole', { role: d(staff.role) })}</p>
      {staff.role === 'admin' ? null : (
        <p>
          <Link to={DESK_PATHS.home}>{t('dayList')}</Link>
        </p>
      )}
      <DeskBanner text={failure} />
      <div className={panel.actions}>
        <Button variant="outline" onClick={signOut} disabled={signingOut}>
          {signingOut ? t('signingOut') : t('signOut')}
        </Button>
      </div>
      <YourSessions />
    </section>
  );
}
