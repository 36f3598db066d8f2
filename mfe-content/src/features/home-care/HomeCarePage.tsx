import { PageInProgress } from 'shared-ui';
import type { PageMeta } from 'shared-ui';

export const meta: PageMeta = {
  title: 'Home Care',
  description: 'Nursing, physiotherapy, elderly care and sample collection at home across Faridabad.',
};

export default function HomeCarePage() {
  return <PageInProgress heading="Home Care" />;
}
