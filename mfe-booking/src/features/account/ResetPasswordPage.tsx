import { PageBanner, pageMetaFrom } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { linkPasswordMessages } from './linkPasswordMessages';
import { ResetPasswordForm } from './ResetPasswordForm';
import { useNoIndex } from './useNoIndex';

export const meta = pageMetaFrom(linkPasswordMessages, (texts) => ({
  title: texts.resetTitle,
  description: texts.resetMetaDescription,
}));

export default function ResetPasswordPage() {
  const t = useMessages(linkPasswordMessages);
  useNoIndex();
  return (
    <>
      <PageBanner title={t('resetTitle')} subtitle={t('resetSubtitle')} />
      <ResetPasswordForm />
    </>
  );
}
