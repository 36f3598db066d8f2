import { PageInProgress } from 'shared-ui';
import type { PageMeta } from 'shared-ui';
import { HOSPITAL } from 'shared-ui/hospital';

export const meta: PageMeta = {
  title: 'Our Services',
  description: `Every speciality and service at ${HOSPITAL.name}, from accident and emergency to dental medicine.`,
};

export default function ServicesPage() {
  return <PageInProgress heading="Our Services" />;
}
