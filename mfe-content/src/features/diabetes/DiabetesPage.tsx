import { PageInProgress } from 'shared-ui';
import type { PageMeta } from 'shared-ui';

export const meta: PageMeta = {
  title: 'Diabetes and Endocrinology',
  description: 'Diabetes, thyroid and hormone care programmes with specialist endocrinologists.',
};

export default function DiabetesPage() {
  return <PageInProgress heading="Diabetes and Endocrinology" />;
}
