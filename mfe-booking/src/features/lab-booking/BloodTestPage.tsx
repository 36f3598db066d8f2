import { PageInProgress } from 'shared-ui';
import type { PageMeta } from 'shared-ui';

export const meta: PageMeta = {
  title: 'Book a Blood Test',
  description: 'Book lab tests with prices in rupees, upload a prescription, and choose home collection.',
};

export default function BloodTestPage() {
  return <PageInProgress heading="Book a Blood Test" />;
}
