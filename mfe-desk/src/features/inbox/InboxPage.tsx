import { useCallback, useEffect, useRef, useState } from 'react';
import { CONTACT_STATUSES, contactStatusMoves } from 'contract/staff-desk';
import type { ContactInboxItem, ContactInboxMessage, ContactStatus, ContactStatusMove } from 'contract/staff-desk';
import { Button, EmptyState, ErrorState, LoadingState, usePageMeta } from 'shared-ui';
import { useFieldProblemText } from 'shared-ui/forms';
import { useMessages } from 'shared-ui/i18n';
import { getContactInbox, getContactMessage, markContactMessage } from 'shared-ui/staff';
import { DeskBanner } from '../../components/DeskBanner';
import { deskMessages } from '../../components/deskMessages';
import { rolesOf } from '../../components/deskNav';
import { deskTimeOf } from '../../components/deskTime';
import { StaffOnly } from '../../components/StaffOnly';
import { useDeskFailure } from '../../components/useDeskFailure';
import { useDeskLoad } from '../../components/useDeskLoad';
import table from '../../components/DeskTable.module.css';
import { inboxMessages } from './inboxMessages';
import styles from './InboxPage.module.css';

/** The contact inbox (reception, OPD manager): one status's messages, newest first, and the one opened. */
export function InboxPage() {
  const t = useMessages(inboxMessages);
  usePageMeta({ title: t('title'), description: t('intro') });
  return <StaffOnly roles={rolesOf('/desk/messages')}>{() => <Inbox />}</StaffOnly>;
}

function Inbox() {
  const t = useMessages(inboxMessages);
  const [status, setStatus] = useState<ContactStatus>('new');
  const [older, setOlder] = useState<ContactInboxItem[]>([]);
  const [before, setBefore] = useState<number | undefined>(undefined);
  const [openId, setOpenId] = useState<number | null>(null);
  const load = useCallback(() => getContactInbox({ status, before }), [status, before]);
  const [listing, reload] = useDeskLoad(load);
  const describeFailure = useDeskFailure();
  const d = useMessages(deskMessages);

  const show = (next: ContactStatus) => {
    setStatus(next);
    setOlder([]);
    setBefore(undefined);
    setOpenId(null);
  };

  const shown = listing.status === 'loaded' ? [...older, ...listing.data.messages] : older;
  const nextBefore = listing.status === 'loaded' ? listing.data.next_before : null;

  return (
    <section className={table.page} aria-labelledby="desk-inbox">
      <h1 id="desk-inbox" className={styles.heading}>
        {t('title')}
      </h1>
      <p className={styles.lead}>{t('intro')}</p>
      <div className={table.tabs} role="group" aria-label={t('status')}>
        {CONTACT_STATUSES.map((each) => (
          <Button
            key={each}
            variant={each === status ? 'primary' : 'outline'}
            aria-pressed={each === status}
            onClick={() => show(each)}
          >
            {t(each)}
          </Button>
        ))}
      </div>
      {openId === null ? null : (
        <OpenMessage
          key={openId}
          id={openId}
          onClose={() => setOpenId(null)}
          onMarked={() => {
            setOlder([]);
            setBefore(undefined);
            reload();
          }}
        />
      )}
      {shown.length > 0 ? (
        <ul className={styles.list} aria-label={t('listLabel', { status: t(status) })}>
          {shown.map((message) => (
            <li key={message.id} className={message.id === openId ? styles.openItem : styles.item}>
              <Button
                variant="outline"
                className={styles.subject}
                aria-label={t('open', { name: message.name, subject: message.subject })}
                onClick={() => setOpenId(message.id)}
              >
                {message.subject}
              </Button>
              <p className={styles.meta}>
                {message.name} · {t('receivedAt', { at: deskTimeOf(message.received_at) })}
              </p>
              <p className={styles.preview}>{message.preview}</p>
              <MovedBy message={message} />
            </li>
          ))}
        </ul>
      ) : null}
      {listing.status === 'loading' ? <LoadingState label={t('loading')} compact /> : null}
      {listing.status === 'failed' ? (
        <ErrorState
          message={describeFailure(listing.error, t('failed'))}
          onRetry={reload}
          retryLabel={d('retry')}
          compact
        />
      ) : null}
      {listing.status === 'loaded' && shown.length === 0 ? (
        <EmptyState message={t('empty', { status: t(`${status}InSentence`) })} compact />
      ) : null}
      {nextBefore !== null ? (
        <div className={styles.more}>
          <Button
            variant="outline"
            onClick={() => {
              setOlder(shown);
              setBefore(nextBefore);
            }}
          >
            {t('older')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function MovedBy({ message }: { message: Pick<ContactInboxItem, 'status' | 'status_change'> }) {
  const t = useMessages(inboxMessages);
  const change = message.status_change;
  if (!change) return null;
  const at = deskTimeOf(change.at);
  return (
    <p className={styles.meta}>
      {change.by
        ? t('movedBy', { status: t(message.status), name: change.by.name, at })
        : t('movedByUnknown', { status: t(message.status), at })}
    </p>
  );
}

const isConflict = (value: unknown): value is { code: 'contactStatusMove' | 'contactMessageStale' } =>
  typeof value === 'object' && value !== null && !(value instanceof Error) && 'code' in value;

const MARKS: readonly { to: ContactStatusMove; label: 'markAnswered' | 'markClosed' }[] = [
  { to: 'answered', label: 'markAnswered' },
  { to: 'closed', label: 'markClosed' },
];

/** One message opened (the API records the opening), with the marks its status still allows. */
function OpenMessage({ id, onClose, onMarked }: { id: number; onClose: () => void; onMarked: () => void }) {
  const t = useMessages(inboxMessages);
  const d = useMessages(deskMessages);
  const describeFailure = useDeskFailure();
  const say = useFieldProblemText();
  const load = useCallback(() => getContactMessage(id), [id]);
  const [opened, reload] = useDeskLoad(load);
  // The message as a mark answered it (marked, or as it is now after a conflict), over the opening's.
  const [marked, setMarked] = useState<ContactInboxMessage | null>(null);
  const [busy, setBusy] = useState(false);
  // A conflict's code or a failed call's error, said at render: the vocabulary's texts may come later.
  const [notice, setNotice] = useState<{ failure: unknown; done: string | null }>({ failure: null, done: null });
  const heading = useRef<HTMLHeadingElement>(null);

  // Opened: the reader goes to it (its subject), from the list's button.
  useEffect(() => {
    if (opened.status === 'loaded') heading.current?.focus();
  }, [opened.status]);

  if (opened.status === 'loading') return <LoadingState label={t('opening')} compact />;
  if (opened.status === 'failed') {
    return (
      <ErrorState message={describeFailure(opened.error, t('openFailed'))} onRetry={reload} retryLabel={d('retry')} />
    );
  }
  const failureText = (failure: unknown) => {
    if (!failure) return null;
    if (isConflict(failure)) return say(failure) || t('markFailed');
    return describeFailure(failure, t('markFailed'));
  };
  const message = marked && marked.version >= opened.data.version ? marked : opened.data;

  const mark = async (to: ContactStatusMove) => {
    setBusy(true);
    setNotice({ failure: null, done: null });
    try {
      const answer = await markContactMessage(message.id, to, message.version);
      setMarked(answer.message);
      if (answer.outcome === 'marked')
        setNotice({ failure: null, done: t('marked', { status: t(`${to}InSentence`) }) });
      else {
        const code = answer.code === 'contactStatusMove' ? 'contactStatusMove' : 'contactMessageStale';
        setNotice({ failure: { code }, done: null });
      }
      onMarked();
    } catch (error) {
      setNotice({ failure: error, done: null });
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className={styles.opened} aria-labelledby="desk-message-subject">
      <h2 id="desk-message-subject" className={styles.openedHeading} tabIndex={-1} ref={heading}>
        {message.subject}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('from')}</dt>
        <dd>{message.name}</dd>
        <dt>{t('email')}</dt>
        <dd>
          <a href={`mailto:${message.email}`}>{message.email}</a>
        </dd>
        <dt>{t('phone')}</dt>
        <dd>
          <a href={`tel:${message.phone}`}>{message.phone}</a>
        </dd>
        <dt>{t('received')}</dt>
        <dd>{deskTimeOf(message.received_at)}</dd>
        <dt>{t('status')}</dt>
        <dd>
          {t(message.status)}
          <MovedBy message={message} />
        </dd>
      </dl>
      <p className={styles.body}>{message.message}</p>
      <DeskBanner text={failureText(notice.failure)} />
      <p role="status">{notice.done}</p>
      <div className={styles.actions}>
        {MARKS.filter((each) => contactStatusMoves(message.status, each.to)).map((each) => (
          <Button key={each.to} disabled={busy} onClick={() => void mark(each.to)}>
            {busy ? t('marking') : t(each.label)}
          </Button>
        ))}
        <Button variant="outline" onClick={onClose}>
          {t('closeMessage')}
        </Button>
      </div>
    </article>
  );
}
