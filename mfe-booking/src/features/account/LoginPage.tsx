import { PageBanner, pageMetaFrom } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { signInMessages } from './signInMessages';
import { LoginForm } from './LoginForm';
import { useNoIndex } from './useNoIndex';

export const meta = pageMetaFrom(signInMessages, (texts) => ({
  title: texts.loginTitle,
  description: texts.loginMetaDescription,
}));

export default function LoginPage() {
  const t = useMessages(signInMessages);
  useNoIndex();
  return (
    <>
      <PageBanner title={t('loginTitle')} subtitle={t('loginSubtitle')} />
      <LoginForm />
    </>
  );
}
