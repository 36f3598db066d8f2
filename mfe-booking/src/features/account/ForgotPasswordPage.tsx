import { PageBanner } from 'shared-ui';
import type { PageMeta } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { accountMessages } from './accountMessages';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { useNoIndex } from './useNoIndex';

export const meta: PageMeta = {
  title: 'Forgot your password',
  description: 'Get a link to choose a new password for your patient account.',
};

export default function ForgotPasswordPage() {
  const t = useMessages(accountMessages);
  useNoIndex();
  return (
    <>
      <PageBanner title={t('forgotTitle')} subtitle={t('forgotSubtitle')} />
      <ForgotPasswordForm />
    </>
  );
}
