import { PageInProgress } from 'shared-ui';
import type { PageMeta } from 'shared-ui';
import { HOSPITAL } from 'shared-ui/hospital';

export const meta: PageMeta = {
  title: 'Multispeciality Hospital in Faridabad',
  description: `${HOSPITAL.name}, Faridabad: 24 X 7 emergency care, specialist doctors, lab tests and home care. Book an appointment online.`,
};

export default function HomePage() {
  return <PageInProgress heading="Home" />;
}
