import { PageBanner, pageMetaFrom } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { accountMessages } from './accountMessages';
import { LoginForm } from './LoginForm';
import { useNoIndex } from './useNoIndex';

export const meta = pageMetaFrom(accountMessages, (texts) => ({
  title: texts.loginTitle,
  description: texts.loginMetaDescription,
}));

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
