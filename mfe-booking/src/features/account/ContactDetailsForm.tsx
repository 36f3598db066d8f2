import { useState } from 'react';
import { updateAccount, useSession } from 'shared-ui';
import { LIMITS, accountEditRules } from 'contract/forms';
import type { SignedInAccount } from 'contract';
import { TextField, useKitForm } from 'shared-ui/forms';
import { useMessages } from 'shared-ui/i18n';
import { BookingFormFrame } from '../../components/booking-form/BookingFormFrame';
import type { Banner } from '../../components/FormBanner';
import { myAccountMessages } from './myAccountMessages';
import { useAccountFailure } from './useAccountFailure';
import frame from '../../components/booking-form/BookingFormFrame.module.css';
import styles from './MyAccount.module.css';

/** The name and phone a booking made while signed in starts from; the e-mail is shown, not changed. */
export function ContactDetailsForm({ account }: { account: SignedInAccount }) {
  const t = useMessages(myAccountMessages);
  const failureText = useAccountFailure();
  const { refresh } = useSession();
  const [banner, setBanner] = useState<Banner | null>(null);

  const form = useKitForm({
    initialValues: { name: account.name, phone: account.phone },
    rules: accountEditRules,
    onSubmit: async (payload, actions) => {
      setBanner(null);
      try {
        const saved = await updateAccount(payload);
        actions.reset({ name: saved.name, phone: saved.phone });
        setBanner({ tone: 'success', text: t('detailsSaved') });
        // The header shows the name too.
        await refresh();
      } catch (error) {
        if (actions.showApiErrors(error)) return;
        setBanner({ tone: 'error', text: failureText(error, 'detailsFailed') });
      }
    },
  });

  return (
    <BookingFormFrame
      form={form}
      title={t('detailsTitle')}
      layout="step"
      submit={t('saveDetails')}
      busyText={t('saving')}
      outcome={{ banner }}
    >
      <TextField name="name" label={t('name')} autoComplete="name" required />
      <TextField
        name="phone"
        type="tel"
        label={t('phone')}
        maxLength={LIMITS.phoneTypedMax}
        className={frame.short}
        required
      />
      <p className={styles.note}>{t('emailNote', { email: account.email })}</p>
    </BookingFormFrame>
  );
}
