import { useCallback, useEffect, useState } from 'react';
import type { StaffSessionInfo } from 'contract';
import { ApiError, Button, EmptyState, ErrorState, LoadingState } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { endStaffSession, getStaffSessions, useStaffSession } from 'shared-ui/staff';
import { DeskBanner } from '../../components/DeskBanner';
import { deskMessages } from '../../components/deskMessages';
import { useDeskFailure } from '../../components/useDeskFailure';
import panel from '../../components/DeskPanel.module.css';
import { homeMessages } from './homeMessages';
import styles from './YourSessions.module.css';

type Listing =
  { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'listed'; sessions: StaffSessionInfo[] };

/** Times as the hospital keeps them: Asia/Kolkata, whatever the computer's zone. */
const TIME = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const timeOf = (iso: string) => TIME.format(new Date(iso));

/** The signed-in member's sessions, this one first, each other one with its own Sign out. */
export function YourSessions() {
  const t = useMessages(homeMessages);
  const d = useMessages(deskMessages);
  const describeFailure = useDeskFailure();
  const { refresh } = useStaffSession();
  const [listing, setListing] = useState<Listing>({ status: 'loading' });
  const [notice, setNotice] = useState<{ failure: string | null; done: string | null }>({ failure: null, done: null });
  const [busy, setBusy] = useState(false);

  const list = useCallback(() => {
    let current = true;
    void getStaffSessions().then(
      (sessions) => current && setListing({ status: 'listed', sessions }),
      (error: unknown) => {
        if (!current) return;
        // The session ended meanwhile (idle, or signed out elsewhere): the home goes to sign-in.
        if (error instanceof ApiError && error.status === 401) void refresh();
        setListing({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [refresh]);
  useEffect(list, [list]);

  const end = async (ids: string[], done: string) => {
    setBusy(true);
    setNotice({ failure: null, done: null });
    try {
      for (const id of ids) await endStaffSession(id);
      setNotice({ failure: null, done });
    } catch (error) {
      setNotice({ failure: describeFailure(error, t('endFailed')), done: null });
    } finally {
      setBusy(false);
      list();
    }
  };

  let body;
  if (listing.status === 'loading') body = <LoadingState label={t('sessionsLoading')} compact />;
  else if (listing.status === 'failed') {
    body = (
      <ErrorState
        message={describeFailure(listing.error, t('sessionsFailed'))}
        onRetry={() => {
          setListing({ status: 'loading' });
          list();
        }}
        retryLabel={d('retry')}
        compact
      />
    );
  } else {
    const sessions = [...listing.sessions].sort((a, b) => Number(b.current) - Number(a.current));
    const others = sessions.filter((session) => !session.current);
    body = (
      <>
        <ul className={styles.list}>
          {sessions.map((session) => (
            <li key={session.id} className={styles.session}>
              <h3 className={styles.name}>{session.current ? t('thisSession') : t('otherSession')}</h3>
              <dl className={styles.facts}>
                <dt>{t('startedAt')}</dt>
                <dd>{timeOf(session.created_at)}</dd>
                <dt>{t('lastSeenAt')}</dt>
                <dd>{timeOf(session.last_seen_at)}</dd>
                <dt>{t('endsAt')}</dt>
                <dd>{timeOf(session.expires_at)}</dd>
                <dt>{t('network')}</dt>
                <dd>{session.network}</dd>
                <dt>{t('browser')}</dt>
                <dd>{session.user_agent}</dd>
              </dl>
              {session.current ? null : (
                <Button variant="outline" disabled={busy} onClick={() => void end([session.id], t('ended'))}>
                  {t('endSession')}
                </Button>
              )}
            </li>
          ))}
        </ul>
        {others.length === 0 ? <EmptyState message={t('noOtherSessions')} compact /> : null}
        {others.length > 1 ? (
          <div className={panel.actions}>
            <Button
              variant="outline"
              disabled={busy}
              onClick={() =>
                void end(
                  others.map((session) => session.id),
                  t('endedOthers'),
                )
              }
            >
              {t('endOthers')}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section className={panel.section} aria-labelledby="desk-sessions">
      <h2 id="desk-sessions" className={panel.sectionHeading}>
        {t('sessionsTitle')}
      </h2>
      <p>{t('sessionsIntro')}</p>
      <DeskBanner text={notice.failure} />
      <p role="status">{notice.done}</p>
      {body}
    </section>
  );
}
