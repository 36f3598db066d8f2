import type { UndeliveredNotice } from 'contract/staff-desk';
import { Button, usePageMeta } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { getUndeliveredNotices, retryUndeliveredNotice } from 'shared-ui/staff';
import { DeskBanner } from '../../components/DeskBanner';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { rolesOf } from '../../components/deskNav';
import { deskTimeOf } from '../../components/deskTime';
import { DeskTableScroll } from '../../components/DeskTableScroll';
import { StaffOnly } from '../../components/StaffOnly';
import { useDeskFailure } from '../../components/useDeskFailure';
import { useConfirmedAction } from '../../components/useConfirmedAction';
import { useDeskResource } from '../../components/useDeskResource';
import table from '../../components/DeskTable.module.css';
import panel from '../../components/DeskPanel.module.css';
import { noticesMessages } from './noticesMessages';
import { PhoneNotices } from './PhoneNotices';

const STATUS_TEXT = { pending: 'pending', failed: 'failedStatus', suppressed: 'suppressed' } as const;

/**
 * The admin's undelivered e-mails, then SMS and WhatsApp messages, as the `outbox` command lists them,
 * each given-up one with Send again.
 */
export function NoticesPage() {
  const t = useMessages(noticesMessages);
  usePageMeta({ title: t('title'), description: t('intro') });
  return <StaffOnly roles={rolesOf('/desk/notices')}>{() => <Notices />}</StaffOnly>;
}

function Notices() {
  const t = useMessages(noticesMessages);
  const describeFailure = useDeskFailure();
  const listing = useDeskResource(getUndeliveredNotices, {
    loading: t('loading'),
    failed: t('failed'),
    empty: t('empty'),
  });
  const { reload } = listing;
  const sending = useConfirmedAction(
    (mail: UndeliveredNotice) => retryUndeliveredNotice(mail.id),
    (mail) => t('retried', { id: mail.id }),
    reload,
  );
  const { asking, busy, outcome } = sending;

  let body = listing.placeholder;
  if (listing.placeholder === null) {
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
                      onClick={() => sending.ask(mail)}
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
      <h2 id="desk-email-notices" className={panel.sectionHeading}>
        {t('emailsHeading')}
      </h2>
      <DeskBanner text={outcome.failure ? describeFailure(outcome.failure, t('retryFailed')) : null} />
      <p role="status">{outcome.done}</p>
      {body}
      {listing.data ? (
        <div className={panel.actions}>
          <Button variant="outline" onClick={reload}>
            {t('reload')}
          </Button>
        </div>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title={t('confirmTitle', { id: asking.id })}
          text={t('confirmText', { recipient: asking.recipient })}
          confirmLabel={t('confirm')}
          busyLabel={t('retrying')}
          busy={busy}
          onConfirm={() => void sending.confirm(asking)}
          onClose={sending.close}
        />
      ) : null}
      <PhoneNotices />
    </section>
  );
}
