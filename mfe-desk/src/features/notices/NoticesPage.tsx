import { useState } from 'react';
import type { UndeliveredNotice } from 'contract/staff-desk';
import { Button, Dialog, EmptyState, ErrorState, LoadingState, usePageMeta } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { getUndeliveredNotices, retryUndeliveredNotice } from 'shared-ui/staff';
import { DeskBanner } from '../../components/DeskBanner';
import { deskMessages } from '../../components/deskMessages';
import { rolesOf } from '../../components/deskNav';
import { deskTimeOf } from '../../components/deskTime';
import { DeskTableScroll } from '../../components/DeskTableScroll';
import { StaffOnly } from '../../components/StaffOnly';
import { useDeskFailure } from '../../components/useDeskFailure';
import { useDeskLoad } from '../../components/useDeskLoad';
import table from '../../components/DeskTable.module.css';
import panel from '../../components/DeskPanel.module.css';
import { noticesMessages } from './noticesMessages';

const STATUS_TEXT = { pending: 'pending', failed: 'failedStatus', suppressed: 'suppressed' } as const;

/** The admin's undelivered e-mails, as the `outbox` command lists them, each given-up one with Send again. */
export function NoticesPage() {
  const t = useMessages(noticesMessages);
  usePageMeta({ title: t('title'), description: t('intro') });
  return <StaffOnly roles={rolesOf('/desk/notices')}>{() => <Notices />}</StaffOnly>;
}

function Notices() {
  const t = useMessages(noticesMessages);
  const d = useMessages(deskMessages);
  const describeFailure = useDeskFailure();
  const [listing, reload] = useDeskLoad(getUndeliveredNotices);
  const [asking, setAsking] = useState<UndeliveredNotice | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ failure: unknown; done: string | null }>({ failure: null, done: null });

  const retry = async (mail: UndeliveredNotice) => {
    setBusy(true);
    setNotice({ failure: null, done: null });
    try {
      await retryUndeliveredNotice(mail.id);
      setNotice({ failure: null, done: t('retried', { id: mail.id }) });
    } catch (error) {
      setNotice({ failure: error, done: null });
    } finally {
      setBusy(false);
      setAsking(null);
      reload();
    }
  };

  let body;
  if (listing.status === 'loading') body = <LoadingState label={t('loading')} compact />;
  else if (listing.status === 'failed') {
    body = (
      <ErrorState message={describeFailure(listing.error, t('failed'))} onRetry={reload} retryLabel={d('retry')} />
    );
  } else if (listing.data.length === 0) body = <EmptyState message={t('empty')} compact />;
  else {
    body = (
      <DeskTableScroll captionId="desk-notices-caption">
        <table className={table.table}>
          <caption id="desk-notices-caption">{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('id')}</th>
              <th scope="col">{t('status')}</th>
              <th scope="col">{t('purpose')}</th>
              <th scope="col">{t('recipient')}</th>
              <th scope="col">{t('created')}</th>
              <th scope="col" className={table.number}>
                {t('attempts')}
              </th>
              <th scope="col">{t('lastError')}</th>
              <th scope="col">{t('actions')}</th>
            </tr>
          </thead>
          <tbody>
            {listing.data.map((mail) => (
              <tr key={mail.id}>
                <td>{mail.id}</td>
                <td>{t(STATUS_TEXT[mail.status])}</td>
                <td>{mail.purpose === 'booking' || mail.purpose === 'access-code' ? t(mail.purpose) : mail.purpose}</td>
                <td>{mail.recipient}</td>
                <td>{deskTimeOf(mail.created_at)}</td>
                <td className={table.number}>{mail.attempts}</td>
                <td className={table.muted}>{mail.last_error}</td>
                <td>
                  {mail.status === 'failed' ? (
                    <Button
                      size="small"
                      variant="outline"
                      disabled={busy}
                      aria-label={t('retryLabel', { id: mail.id, recipient: mail.recipient })}
                      onClick={() => setAsking(mail)}
                    >
                      {t('retry')}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </DeskTableScroll>
    );
  }

  return (
    <section className={table.page} aria-labelledby="desk-notices">
      <h1 id="desk-notices" className={panel.heading}>
        {t('title')}
      </h1>
      <p className={panel.lead}>{t('intro')}</p>
      <DeskBanner text={notice.failure ? describeFailure(notice.failure, t('retryFailed')) : null} />
      <p role="status">{notice.done}</p>
      {body}
      {listing.status === 'loaded' ? (
        <div className={panel.actions}>
          <Button variant="outline" onClick={reload}>
            {t('reload')}
          </Button>
        </div>
      ) : null}
      {asking ? (
        <Dialog
          open
          title={t('confirmTitle', { id: asking.id })}
          onClose={() => setAsking(null)}
          closeLabel={t('close')}
          describedByBody
          actions={
            <>
              <Button disabled={busy} onClick={() => void retry(asking)}>
                {busy ? t('retrying') : t('confirm')}
              </Button>
              <Button variant="outline" onClick={() => setAsking(null)}>
                {t('cancel')}
              </Button>
            </>
          }
        >
          <p>{t('confirmText', { recipient: asking.recipient })}</p>
        </Dialog>
      ) : null}
    </section>
  );
}
