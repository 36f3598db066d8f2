import { useState } from 'react';
import { hmisKeyCreateRules } from 'contract/staff-desk';
import type { HmisKey } from 'contract/staff-desk';
import { Button } from 'shared-ui';
import { KitForm, SubmitButton, TextField, useKitForm } from 'shared-ui/forms';
import { useMessages } from 'shared-ui/i18n';
import { createHmisKey, getHmisKeys, revokeHmisKey } from 'shared-ui/staff';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DeskBanner } from '../../components/DeskBanner';
import { deskTimeOf } from '../../components/deskTime';
import { DeskTableScroll } from '../../components/DeskTableScroll';
import { useDeskFailure } from '../../components/useDeskFailure';
import { useConfirmedAction } from '../../components/useConfirmedAction';
import { useDeskResource } from '../../components/useDeskResource';
import panel from '../../components/DeskPanel.module.css';
import table from '../../components/DeskTable.module.css';
import { hmisKeysMessages } from './hmisKeysMessages';

/**
 * The HMIS's API keys on the admin's accounts page (issue 50): the list, a new key shown once (the
 * API keeps only its keyed hash), and a revocation confirmed first.
 */
export function HmisKeysSection() {
  const t = useMessages(hmisKeysMessages);
  const describeFailure = useDeskFailure();
  const listing = useDeskResource(getHmisKeys, { loading: t('loading'), failed: t('failed'), empty: t('empty') });
  const { reload } = listing;
  const [issued, setIssued] = useState<{ name: string; key: string } | null>(null);
  const revoking = useConfirmedAction(
    (key: HmisKey) => revokeHmisKey(key.id),
    (key) => t('revokedDone', { name: key.name }),
    reload,
  );
  const { asking, busy, outcome: notice } = revoking;

  let body = listing.placeholder;
  if (listing.placeholder === null) {
    body = (
      <DeskTableScroll captionId="desk-hmis-keys-caption">
        <table className={table.table}>
          <caption id="desk-hmis-keys-caption">{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('name')}</th>
              <th scope="col">{t('created')}</th>
              <th scope="col">{t('lastUsed')}</th>
              <th scope="col">{t('state')}</th>
              <th scope="col">{t('actions')}</th>
            </tr>
          </thead>
          <tbody>
            {listing.data.map((key) => (
              <tr key={key.id}>
                <td>{key.name}</td>
                <td>
                  {deskTimeOf(key.created_at)}
                  {key.created_by ? <span className={table.muted}> ({key.created_by.name})</span> : null}
                </td>
                <td>{key.last_used_at ? deskTimeOf(key.last_used_at) : t('never')}</td>
                <td>{key.revoked_at ? t('revoked', { at: deskTimeOf(key.revoked_at) }) : t('active')}</td>
                <td>
                  {key.revoked_at ? null : (
                    <Button
                      size="small"
                      variant="outline"
                      disabled={busy}
                      aria-label={t('revokeLabel', { name: key.name })}
                      onClick={() => revoking.ask(key)}
                    >
                      {t('revoke')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </DeskTableScroll>
    );
  }

  return (
    <section className={panel.section} aria-labelledby="desk-hmis-keys">
      <h2 id="desk-hmis-keys" className={panel.sectionHeading}>
        {t('title')}
      </h2>
      <p>{t('intro')}</p>
      {issued ? (
        <section aria-labelledby="desk-hmis-key-issued" role="status">
          <h3 id="desk-hmis-key-issued">{t('keyTitle', { name: issued.name })}</h3>
          <p>{t('keyText')}</p>
          <p className={table.link} aria-label={t('keyLabel')}>
            {issued.key}
          </p>
        </section>
      ) : null}
      <DeskBanner text={notice.failure ? describeFailure(notice.failure, t('revokeFailed')) : null} />
      <p role="status">{notice.done}</p>
      {body}
      <IssueKey
        onIssued={(name, key) => {
          setIssued({ name, key });
          reload();
        }}
      />
      {asking ? (
        <ConfirmDialog
          title={t('confirmTitle', { name: asking.name })}
          text={t('confirmText', { name: asking.name })}
          confirmLabel={t('confirm')}
          busyLabel={t('working')}
          busy={busy}
          onConfirm={() => void revoking.confirm(asking)}
          onClose={revoking.close}
        />
      ) : null}
    </section>
  );
}

const INITIAL_VALUES = { name: '' };

function IssueKey({ onIssued }: { onIssued: (name: string, key: string) => void }) {
  const t = useMessages(hmisKeysMessages);
  const describeFailure = useDeskFailure();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useKitForm({
    initialValues: INITIAL_VALUES,
    rules: hmisKeyCreateRules,
    onSubmit: async (payload, actions) => {
      setFailure(null);
      try {
        const created = await createHmisKey(payload);
        actions.reset(INITIAL_VALUES);
        onIssued(created.hmis_key.name, created.key);
      } catch (error) {
        setFailure(error);
      }
    },
  });
  return (
    <div aria-labelledby="desk-issue-hmis-key" role="group">
      <h3 id="desk-issue-hmis-key">{t('addTitle')}</h3>
      <DeskBanner text={failure ? describeFailure(failure, t('addFailed')) : null} />
      <KitForm form={form} aria-labelledby="desk-issue-hmis-key">
        <TextField name="name" label={t('keyName')} autoComplete="off" required />
        <SubmitButton busyText={t('adding')}>{t('add')}</SubmitButton>
      </KitForm>
    </div>
  );
}
