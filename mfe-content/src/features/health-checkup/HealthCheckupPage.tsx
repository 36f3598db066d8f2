import { PageInProgress } from 'shared-ui';
import type { PageMeta } from 'shared-ui';

export const meta: PageMeta = {
  title: 'Full Body Health Checkup',
  description: "Basic, Comprehensive, Executive, Senior Citizen and Women's health checkup packages.",
};

export default function HealthCheckupPage() {
  return <PageInProgress heading="Full Body Health Checkup" />;
}
