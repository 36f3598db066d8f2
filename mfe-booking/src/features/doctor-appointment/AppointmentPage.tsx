import { PageInProgress } from 'shared-ui';
import type { PageMeta } from 'shared-ui';

export const meta: PageMeta = {
  title: 'Book an Appointment',
  description: 'Choose a department and doctor and book an online or in-person appointment.',
};

export default function AppointmentPage() {
  return <PageInProgress heading="Book an Appointment" />;
}
