import type { PhoneNoticeKind, PhoneNoticeStatus, UndeliveredPhoneNotice } from 'contract/staff-desk';
import { Button } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { getUndeliveredPhoneNotices, retryUndeliveredPhoneNotice } from 'shared-ui/staff';
import { DeskBanner } from '../../components/DeskBanner';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { deskTimeOf } from '../../components/deskTime';
import { DeskTableScroll } from '../../components/DeskTableScroll';
import { useDeskFailure } from '../../components/useDeskFailure';
import { useConfirmedAction } from '../../components/useConfirmedAction';
import { useDeskResource } from '../../components/useDeskResource';
import table from '../../components/DeskTable.module.css';
import panel from '../../components/DeskPanel.module.css';
import { noticesMessages } from './noticesMessages';

const STATUS_TEXT = {
  standby: 'standby',
  pending: 'pending',
  sending: 'sending',
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  failed: 'failedStatus',
  cancelled: 'cancelled',
  stopped: 'stopped',
  unconfirmed: 'unconfirmed',
} as const satisfies Record<PhoneNoticeStatus, string>;
const CHANNEL_TEXT = { sms: 'sms', whatsapp: 'whatsapp' } as const;
const KIND_TEXT = {
  confirmation: 'confirmation',
  reminder3: 'reminder3',
  reminder1: 'reminder1',
  change: 'change',
  cancellation: 'cancellation',
  code: 'code',
  unavailable: 'unavailable',
  joining: 'joining',
} as const satisfies Record<PhoneNoticeKind, string>;

/** The words for `value` when the table knows it; a newer API's value is shown as it came, not hidden. */
function wordFor<T extends Record<string, string>>(words: T, value: string): T[keyof T] | null {
  return Object.hasOwn(words, value) ? (words[value] as T[keyof T]) : null;
}

/** The only statuses the API sends again: refused after the last attempt, or sent with no answer. */
const canRetry = (message: UndeliveredPhoneNotice) => message.status === 'failed' || message.status === 'unconfirmed';

/** The SMS and WhatsApp messages given up (issue 49), each failed or unconfirmed one with Send again. */
export function PhoneNotices() {
  const t = useMessages(noticesMessages);
  const describeFailure = useDeskFailure();
  const listing = useDeskResource(getUndeliveredPhoneNotices, {
    loading: t('phoneLoading'),
    failed: t('phoneFailed'),
    empty: t('phoneEmpty'),
  });
  const { reload } = listing;
  const channelText = (message: UndeliveredPhoneNotice) => {
    const key = wordFor(CHANNEL_TEXT, message.channel);
    return key ? t(key) : message.channel;
  };
  const sending = useConfirmedAction(
    (message: UndeliveredPhoneNotice) => retryUndeliveredPhoneNotice(message.id),
    (message) => t('phoneRetried', { channel: channelText(message), id: message.id }),
    reload,
  );
  const { asking, busy, outcome } = sending;

  let body = listing.placeholder;
  if (listing.placeholder === null) {
    body = (
      <DeskTableScroll captionId="desk-phone-notices-caption">
        <table className={table.table}>
          <caption id="desk-phone-notices-caption">{t('phoneCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('id')}</th>
              <th scope="col">{t('channel')}</th>
              <th scope="col">{t('kind')}</th>
              <th scope="col">{t('reference')}</th>
              <th scope="col">{t('phone')}</th>
              <th scope="col">{t('status')}</th>
              <th scope="col" className={table.number}>
                {t('attempts')}
              </th>
              <th scope="col">{t('lastError')}</th>
              <th scope="col">{t('created')}</th>
              <th scope="col">{t('actions')}</th>
            </tr>
          </thead>
          <tbody>
            {listing.data.map((message) => {
              const kind = wordFor(KIND_TEXT, message.kind);
              const status = wordFor(STATUS_TEXT, message.status);
              return (
                <tr key={message.id}>
                  <td>{message.id}</td>
                  <td>{channelText(message)}</td>
                  <td>{kind ? t(kind) : message.kind}</td>
                  <td>{message.reference}</td>
                  <td>{message.phone}</td>
                  <td>{status ? t(status) : message.status}</td>
                  <td className={table.number}>{message.attempts}</td>
                  <td className={table.muted}>{message.last_error}</td>
                  <td>{deskTimeOf(message.created_at)}</td>
                  <td>
                    {canRetry(message) ? (
                      <Button
                        size="small"
                        variant="outline"
                        disabled={busy}
                        aria-label={t('phoneRetryLabel', {
                          channel: channelText(message),
                          id: message.id,
                          phone: message.phone,
                        })}
                        onClick={() => sending.ask(message)}
                      >
                        {t('retry')}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </DeskTableScroll>
    );
  }

  const confirmParams = asking
    ? { channel: channelText(asking), phone: asking.phone, reference: asking.reference }
    : null;
  return (
    <section className={panel.section} aria-labelledby="desk-phone-notices">
      <h2 id="desk-phone-notices" className={panel.sectionHeading}>
        {t('phoneHeading')}
      </h2>
      <p className={panel.lead}>{t('phoneIntro')}</p>
      <DeskBanner text={outcome.failure ? describeFailure(outcome.failure, t('phoneRetryFailed')) : null} />
      <p role="status">{outcome.done}</p>
      {body}
      {listing.data ? (
        <div className={panel.actions}>
          <Button variant="outline" onClick={reload}>
            {t('reload')}
          </Button>
        </div>
      ) : null}
      {asking && confirmParams ? (
        <ConfirmDialog
          title={t('phoneConfirmTitle', { channel: confirmParams.channel, id: asking.id })}
          // An unconfirmed SMS may already be on the patient's phone: sent again, it may arrive twice.
          text={t(asking.status === 'unconfirmed' ? 'phoneConfirmUnconfirmed' : 'phoneConfirmText', confirmParams)}
          confirmLabel={t('confirm')}
          busyLabel={t('retrying')}
          busy={busy}
          onConfirm={() => void sending.confirm(asking)}
          onClose={sending.close}
        />
      ) : null}
    </section>
  );
}
