import { PageBanner, pageMetaFrom } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { ManageBooking } from './ManageBooking';
import { manageMessages } from './manageMessages';

export const meta = pageMetaFrom(manageMessages, (texts) => ({
  title: texts.title,
  description: texts.metaDescription,
}));

export default function ManageBookingPage() {
  const t = useMessages(manageMessages);
  return (
    <>
      <PageBanner title={t('title')} subtitle={t('subtitle')} />
      <ManageBooking />
    </>
  );
}
