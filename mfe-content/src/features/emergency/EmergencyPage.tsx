import { PageInProgress } from 'shared-ui';
import type { PageMeta } from 'shared-ui';

export const meta: PageMeta = {
  title: 'Accident & Emergency',
  description: '24 X 7 trauma, cardiac, neuro and paediatric emergency care with ambulance support.',
};

export default function EmergencyPage() {
  return <PageInProgress heading="Accident & Emergency" />;
}
