import { PageInProgress } from 'shared-ui';
import type { PageMeta } from 'shared-ui';

export const meta: PageMeta = {
  title: 'Manage a Booking',
  description: 'Look up an appointment or lab test booking with its reference, and cancel it if you need to.',
};

export default function ManageBookingPage() {
  return <PageInProgress heading="Manage a Booking" />;
}
