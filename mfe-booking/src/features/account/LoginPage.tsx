import { PageBanner } from 'shared-ui';
import type { PageMeta } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { accountMessages } from './accountMessages';
import { LoginForm } from './LoginForm';
import { useNoIndex } from './useNoIndex';

export const meta: PageMeta = {
  title: 'Login',
  description: 'Log in to your patient account.',
};

export default function LoginPage() {
  const t = useMessages(accountMessages);
  useNoIndex();
  return (
    <>
      <PageBanner title={t('loginTitle')} subtitle={t('loginSubtitle')} />
      <LoginForm />
    </>
  );
}
