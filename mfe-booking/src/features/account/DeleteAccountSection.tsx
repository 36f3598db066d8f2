import { useId, useState } from 'react';
import { Button, Dialog, deleteAccount, useSession } from 'shared-ui';
import { accountDeleteRules } from 'contract/forms';
import { KitForm, SubmitButton, useKitForm } from 'shared-ui/forms';
import { useMessages } from 'shared-ui/i18n';
import { FormBanner } from '../../components/FormBanner';
import type { Banner } from '../../components/FormBanner';
import { myAccountMessages } from './myAccountMessages';
import { PasswordField } from 'shared-ui/fields';
import { useAccountFailure } from './useAccountFailure';
import styles from './MyAccount.module.css';

/**
 * Delete my account: a dialog asks for the password (a session left open on a shared computer
 * cannot delete), the API erases or anonymises as the privacy command does and ends every session.
 */
export function DeleteAccountSection({ onDeleted }: { onDeleted: () => void }) {
  const t = useMessages(myAccountMessages);
  const session = useSession();
  const failureText = useAccountFailure();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);

  const form = useKitForm({
    initialValues: { password: '' },
    rules: accountDeleteRules,
    onSubmit: async ({ password }, actions) => {
      setBanner(null);
      try {
        await deleteAccount(password);
        onDeleted();
        await session.refresh();
      } catch (error) {
        actions.reset({ password: '' });
        if (actions.showApiErrors(error)) return;
        setBanner({ tone: 'error', text: failureText(error, 'deleteFailed') });
      }
    },
  });

  const close = () => {
    if (form.isSubmitting) return;
    setOpen(false);
    setBanner(null);
    form.reset();
  };

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t('deleteTitle')}
      </h2>
      <p className={styles.note}>{t('deleteText')}</p>
      <div className={styles.actions}>
        <Button className={styles.danger} onClick={() => setOpen(true)}>
          {t('deleteButton')}
        </Button>
      </div>
      <Dialog open={open} title={t('deleteDialogTitle')} onClose={close} closeLabel={t('close')} tone="error">
        <p className={styles.dialogText}>{t('deleteDialogText')}</p>
        <KitForm form={form} aria-label={t('deleteDialogTitle')} className={styles.dialogForm}>
          <PasswordField name="password" label={t('password')} autoComplete="current-password" required />
          <FormBanner banner={banner} />
          <div className={styles.actions}>
            <Button variant="outline" onClick={close}>
              {t('keep')}
            </Button>
            <SubmitButton busyText={t('deleting')} className={styles.danger}>
              {t('deleteConfirm')}
            </SubmitButton>
          </div>
        </KitForm>
      </Dialog>
    </section>
  );
}
