import { PageBanner, pageMetaFrom } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { accountMessages } from './accountMessages';
import { RegisterForm } from './RegisterForm';
import { useNoIndex } from './useNoIndex';

export const meta = pageMetaFrom(accountMessages, (texts) => ({
  title: texts.registerTitle,
  description: texts.registerMetaDescription,
}));

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
