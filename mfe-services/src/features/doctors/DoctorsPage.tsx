import { PageInProgress } from 'shared-ui';
import type { PageMeta } from 'shared-ui';
import { HOSPITAL } from 'shared-ui/hospital';

export const meta: PageMeta = {
  title: 'Our Doctors',
  description: `Meet the specialists of ${HOSPITAL.name} and book an appointment.`,
};

export default function DoctorsPage() {
  return <PageInProgress heading="Our Doctors" />;
}
