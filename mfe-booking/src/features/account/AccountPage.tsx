import { PageBanner } from 'shared-ui';
import type { PageMeta } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { MyAccount } from './MyAccount';
import { myAccountMessages } from './myAccountMessages';
import { useNoIndex } from './useNoIndex';

export const meta: PageMeta = {
  title: 'My account',
  description: 'Your appointments, lab tests and details.',
};

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
