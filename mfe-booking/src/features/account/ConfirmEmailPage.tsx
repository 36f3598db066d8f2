import { PageBanner, pageMetaFrom } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { accountMessages } from './accountMessages';
import { ConfirmEmail } from './ConfirmEmail';
import { useNoIndex } from './useNoIndex';

export const meta = pageMetaFrom(accountMessages, (texts) => ({
  title: texts.confirmTitle,
  description: texts.confirmMetaDescription,
}));

export default function ConfirmEmailPage() {
  const t = useMessages(accountMessages);
  useNoIndex();
  return (
    <>
      <PageBanner title={t('confirmTitle')} subtitle={t('confirmSubtitle')} />
      <ConfirmEmail />
    </>
  );
}
