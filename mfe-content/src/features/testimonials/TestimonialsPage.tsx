import { PageInProgress } from 'shared-ui';
import type { PageMeta } from 'shared-ui';
import { HOSPITAL } from 'shared-ui/hospital';

export const meta: PageMeta = {
  title: 'Testimonials',
  description: `What patients and families say about their care at ${HOSPITAL.name}.`,
};

export default function TestimonialsPage() {
  return <PageInProgress heading="Testimonials" />;
}
