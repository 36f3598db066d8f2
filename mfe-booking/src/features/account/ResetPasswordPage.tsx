import { PageBanner } from 'shared-ui';
import type { PageMeta } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { accountMessages } from './accountMessages';
import { ResetPasswordForm } from './ResetPasswordForm';
import { useNoIndex } from './useNoIndex';

export const meta: PageMeta = {
  title: 'Choose a new password',
  description: 'Choose a new password for your patient account.',
};

export default function ResetPasswordPage() {
  const t = useMessages(accountMessages);
  useNoIndex();
  return (
    <>
      <PageBanner title={t('resetTitle')} subtitle={t('resetSubtitle')} />
      <ResetPasswordForm />
    </>
  );
}
