import { PageBanner, pageMetaFrom } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { signInMessages } from './signInMessages';
import { RegisterForm } from './RegisterForm';
import { useNoIndex } from './useNoIndex';

export const meta = pageMetaFrom(signInMessages, (texts) => ({
  title: texts.registerTitle,
  description: texts.registerMetaDescription,
}));

export default function RegisterPage() {
  const t = useMessages(signInMessages);
  useNoIndex();
  return (
    <>
      <PageBanner title={t('registerTitle')} subtitle={t('registerSubtitle')} />
      <RegisterForm />
    </>
  );
}
