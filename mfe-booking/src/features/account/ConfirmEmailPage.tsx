import { PageBanner } from 'shared-ui';
import type { PageMeta } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { accountMessages } from './accountMessages';
import { ConfirmEmail } from './ConfirmEmail';
import { useNoIndex } from './useNoIndex';

export const meta: PageMeta = {
  title: 'Confirm your e-mail address',
  description: 'Confirm the e-mail address of your patient account.',
};

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
