import { useState } from 'react';
import { STAFF_ROLES, staffAccountCreateRules } from 'contract/staff-desk';
import type { StaffAccount, StaffMember } from 'contract/staff-desk';
import { Button, usePageMeta } from 'shared-ui';
import { KitForm, SelectField, SubmitButton, TextField, useKitForm } from 'shared-ui/forms';
import { useMessages } from 'shared-ui/i18n';
import { createStaffAccount, disableStaffAccount, getStaffAccounts, resetStaffFactor } from 'shared-ui/staff';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DeskBanner } from '../../components/DeskBanner';
import { deskMessages } from '../../components/deskMessages';
import { rolesOf } from '../../components/deskNav';
import { deskTimeOf } from '../../components/deskTime';
import { DeskTableScroll } from '../../components/DeskTableScroll';
import { StaffOnly } from '../../components/StaffOnly';
import { useDeskFailure } from '../../components/useDeskFailure';
import { useDeskResource } from '../../components/useDeskResource';
import panel from '../../components/DeskPanel.module.css';
import table from '../../components/DeskTable.module.css';
import { accountsMessages } from './accountsMessages';
import { HmisKeysSection } from './HmisKeysSection';

/** A link to hand over: a new account's, or a reset factor's. */
interface HandOver {
  name: string;
  link: string;
  expiresAt: string;
}

type Asking = { action: 'disable' | 'reset'; account: StaffAccount };

/** The admin's staff accounts: list, add (with the one-time link to hand over), disable, reset a factor. */
export function AccountsPage() {
  const t = useMessages(accountsMessages);
  usePageMeta({ title: t('title'), description: t('intro') });
  return <StaffOnly roles={rolesOf('/desk/accounts')}>{(staff) => <Accounts me={staff} />}</StaffOnly>;
}

function Accounts({ me }: { me: StaffMember }) {
  const t = useMessages(accountsMessages);
  const d = useMessages(deskMessages);
  const describeFailure = useDeskFailure();
  const listing = useDeskResource(getStaffAccounts, { loading: t('loading'), failed: t('failed'), empty: t('empty') });
  const { reload } = listing;
  const [handOver, setHandOver] = useState<HandOver | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ failure: unknown; done: string | null }>({ failure: null, done: null });

  const act = async ({ action, account }: Asking) => {
    setBusy(true);
    setNotice({ failure: null, done: null });
    try {
      if (action === 'disable') {
        await disableStaffAccount(account.id);
        setNotice({ failure: null, done: t('disabledDone', { name: account.name }) });
      } else {
        const link = await resetStaffFactor(account.id);
        setHandOver({ name: account.name, link: link.enrolment_link, expiresAt: link.enrolment_expires_at });
      }
    } catch (error) {
      setNotice({ failure: error, done: null });
    } finally {
      setBusy(false);
      setAsking(null);
      reload();
    }
  };

  let body = listing.placeholder;
  if (listing.placeholder === null) {
    body = (
      <DeskTableScroll captionId="desk-accounts-caption">
        <table className={table.table}>
          <caption id="desk-accounts-caption">{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('name')}</th>
              <th scope="col">{t('email')}</th>
              <th scope="col">{t('role')}</th>
              <th scope="col">{t('state')}</th>
              <th scope="col">{t('created')}</th>
              <th scope="col">{t('actions')}</th>
            </tr>
          </thead>
          <tbody>
            {listing.data.map((account) => (
              <tr key={account.id}>
                <td>
                  {account.name} {account.id === me.id ? <span className={table.muted}>{t('you')}</span> : null}
                </td>
                <td>{account.email}</td>
                <td>{d(account.role)}</td>
                <td>
                  {account.disabled_at
                    ? t('disabled', { at: deskTimeOf(account.disabled_at) })
                    : account.enrolled_at
                      ? t('active')
                      : t('waiting')}
                </td>
                <td>{deskTimeOf(account.created_at)}</td>
                <td>
                  {account.disabled_at ? null : (
                    <div className={table.rowActions}>
                      <Button
                        size="small"
                        variant="outline"
                        disabled={busy}
                        aria-label={t('resetLabel', { name: account.name })}
                        onClick={() => setAsking({ action: 'reset', account })}
                      >
                        {t('resetFactor')}
                      </Button>
                      {account.id === me.id ? null : (
                        <Button
                          size="small"
                          variant="outline"
                          disabled={busy}
                          aria-label={t('disableLabel', { name: account.name })}
                          onClick={() => setAsking({ action: 'disable', account })}
                        >
                          {t('disable')}
                        </Button>
                      )}
                    </div>
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
    <section className={table.page} aria-labelledby="desk-accounts">
      <h1 id="desk-accounts" className={panel.heading}>
        {t('title')}
      </h1>
      <p className={panel.lead}>{t('intro')}</p>
      {handOver ? <LinkToHandOver handOver={handOver} /> : null}
      <DeskBanner text={notice.failure ? describeFailure(notice.failure, t('actionFailed')) : null} />
      <p role="status">{notice.done}</p>
      {body}
      <AddAccount
        onAdded={(added) => {
          setHandOver(added);
          reload();
        }}
      />
      <HmisKeysSection />
      {asking ? (
        <ConfirmDialog
          title={t(asking.action === 'disable' ? 'confirmDisableTitle' : 'confirmResetTitle', {
            name: asking.account.name,
          })}
          text={t(asking.action === 'disable' ? 'confirmDisableText' : 'confirmResetText', {
            name: asking.account.name,
          })}
          confirmLabel={t('confirm')}
          busyLabel={t('working')}
          busy={busy}
          onConfirm={() => void act(asking)}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </section>
  );
}

/** The link, shown once: the API keeps only its hash. */
function LinkToHandOver({ handOver }: { handOver: HandOver }) {
  const t = useMessages(accountsMessages);
  return (
    <section className={panel.section} aria-labelledby="desk-hand-over" role="status">
      <h2 id="desk-hand-over" className={panel.sectionHeading}>
        {t('linkTitle', { name: handOver.name })}
      </h2>
      <p>{t('linkText', { name: handOver.name, at: deskTimeOf(handOver.expiresAt) })}</p>
      <p className={table.link} aria-label={t('linkLabel')}>
        {handOver.link}
      </p>
    </section>
  );
}

const INITIAL_VALUES = { email: '', name: '', role: '' };

function AddAccount({ onAdded }: { onAdded: (added: HandOver) => void }) {
  const t = useMessages(accountsMessages);
  const d = useMessages(deskMessages);
  const describeFailure = useDeskFailure();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useKitForm({
    initialValues: INITIAL_VALUES,
    rules: staffAccountCreateRules,
    onSubmit: async (payload, actions) => {
      setFailure(null);
      try {
        const created = await createStaffAccount(payload);
        actions.reset(INITIAL_VALUES);
        onAdded({
          name: created.account.name,
          link: created.enrolment_link,
          expiresAt: created.enrolment_expires_at,
        });
      } catch (error) {
        setFailure(error);
      }
    },
  });
  return (
    <section className={panel.section} aria-labelledby="desk-add-account">
      <h2 id="desk-add-account" className={panel.sectionHeading}>
        {t('addTitle')}
      </h2>
      <DeskBanner text={failure ? describeFailure(failure, t('addFailed')) : null} />
      <KitForm form={form} aria-labelledby="desk-add-account">
        <TextField name="name" label={t('fullName')} autoComplete="off" required />
        <TextField
          name="email"
          type="email"
          label={t('email')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <SelectField
          name="role"
          label={t('role')}
          placeholder={t('chooseRole')}
          options={STAFF_ROLES.map((role) => ({ value: role, label: d(role) }))}
          required
        />
        <SubmitButton busyText={t('adding')}>{t('add')}</SubmitButton>
      </KitForm>
    </section>
  );
}
