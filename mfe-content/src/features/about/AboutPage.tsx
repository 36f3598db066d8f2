import { PageInProgress } from 'shared-ui';
import type { PageMeta } from 'shared-ui';
import { HOSPITAL } from 'shared-ui/hospital';

export const meta: PageMeta = {
  title: 'About Us',
  description: `${HOSPITAL.name} has cared for Faridabad since ${HOSPITAL.since}: our story, labs and specialities.`,
};

export default function AboutPage() {
  return <PageInProgress heading="About Us" />;
}
