import { PageBanner, pageMetaFrom } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { signInMessages } from './signInMessages';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { useNoIndex } from './useNoIndex';

export const meta = pageMetaFrom(signInMessages, (texts) => ({
  title: texts.forgotTitle,
  description: texts.forgotMetaDescription,
}));

export default function ForgotPasswordPage() {
  const t = useMessages(signInMessages);
  useNoIndex();
  return (
    <>
      <PageBanner title={t('forgotTitle')} subtitle={t('forgotSubtitle')} />
      <ForgotPasswordForm />
    </>
  );
}
