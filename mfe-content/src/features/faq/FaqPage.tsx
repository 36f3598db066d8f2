import { PageInProgress } from 'shared-ui';
import type { PageMeta } from 'shared-ui';
import { HOSPITAL } from 'shared-ui/hospital';

export const meta: PageMeta = {
  title: 'Frequently Asked Questions',
  description: `Answers to common questions about appointments, lab tests and visiting ${HOSPITAL.name}.`,
};

export default function FaqPage() {
  return <PageInProgress heading="FAQ's" />;
}
