import { PageBanner, pageMetaFrom } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { linkPasswordMessages } from './linkPasswordMessages';
import { ConfirmEmail } from './ConfirmEmail';
import { useNoIndex } from './useNoIndex';

export const meta = pageMetaFrom(linkPasswordMessages, (texts) => ({
  title: texts.confirmTitle,
  description: texts.confirmMetaDescription,
}));

export default function ConfirmEmailPage() {
  const t = useMessages(linkPasswordMessages);
  useNoIndex();
  return (
    <>
      <PageBanner title={t('confirmTitle')} subtitle={t('confirmSubtitle')} />
      <ConfirmEmail />
    </>
  );
}
