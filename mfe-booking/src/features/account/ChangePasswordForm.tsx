import { useState } from 'react';
import { changePassword } from 'shared-ui';
import { passwordChangeRules } from 'contract/forms';
import { useKitForm } from 'shared-ui/forms';
import { useMessages } from 'shared-ui/i18n';
import { BookingFormFrame } from '../../components/booking-form/BookingFormFrame';
import type { Banner } from '../../components/FormBanner';
import { myAccountMessages } from './myAccountMessages';
import { PasswordField } from 'shared-ui/fields';
import { useAccountFailure } from './useAccountFailure';

/** The current password, then a new one under the same rule as at sign-up; other sessions end. */
export function ChangePasswordForm() {
  const t = useMessages(myAccountMessages);
  const failureText = useAccountFailure();
  const [banner, setBanner] = useState<Banner | null>(null);

  const form = useKitForm({
    initialValues: { current_password: '', new_password: '' },
    rules: passwordChangeRules,
    onSubmit: async (payload, actions) => {
      setBanner(null);
      try {
        await changePassword(payload);
        actions.reset();
        setBanner({ tone: 'success', text: t('passwordChanged') });
      } catch (error) {
        if (actions.showApiErrors(error)) return;
        setBanner({ tone: 'error', text: failureText(error, 'passwordFailed') });
      }
    },
  });

  return (
    <BookingFormFrame
      form={form}
      title={t('passwordTitle')}
      layout="step"
      submit={t('changePassword')}
      busyText={t('changing')}
      outcome={{ banner }}
    >
      <PasswordField name="current_password" label={t('currentPassword')} autoComplete="current-password" required />
      <PasswordField
        name="new_password"
        label={t('newPassword')}
        hint={t('passwordRule')}
        autoComplete="new-password"
        required
      />
    </BookingFormFrame>
  );
}
