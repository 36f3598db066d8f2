import { PageBanner } from 'shared-ui';
import type { PageMeta } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { ManageBooking } from './ManageBooking';
import { manageMessages } from './manageMessages';

export const meta: PageMeta = {
  title: 'Manage a Booking',
  description: 'Look up an appointment or lab test booking with its reference, and cancel it if you need to.',
};

export default function ManageBookingPage() {
  const t = useMessages(manageMessages);
  return (
    <>
      <PageBanner title={t('title')} subtitle={t('subtitle')} />
      <ManageBooking />
    </>
  );
}
