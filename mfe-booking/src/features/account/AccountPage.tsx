import { PageBanner, pageMetaFrom } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { MyAccount } from './MyAccount';
import { myAccountMessages } from './myAccountMessages';
import { useNoIndex } from './useNoIndex';

export const meta = pageMetaFrom(myAccountMessages, (texts) => ({
  title: texts.title,
  description: texts.metaDescription,
}));

export default function AccountPage() {
  const t = useMessages(myAccountMessages);
  useNoIndex();
  return (
    <>
      <PageBanner title={t('title')} subtitle={t('subtitle')} />
      <MyAccount />
    </>
  );
}
