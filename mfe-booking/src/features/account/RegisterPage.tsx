import { PageBanner } from 'shared-ui';
import type { PageMeta } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { accountMessages } from './accountMessages';
import { RegisterForm } from './RegisterForm';
import { useNoIndex } from './useNoIndex';

export const meta: PageMeta = {
  title: 'Register',
  description: 'Create a patient account.',
};

export default function RegisterPage() {
  const t = useMessages(accountMessages);
  useNoIndex();
  return (
    <>
      <PageBanner title={t('registerTitle')} subtitle={t('registerSubtitle')} />
      <RegisterForm />
    </>
  );
}
