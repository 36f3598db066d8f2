import { PageInProgress, siteRoute } from 'shared-ui';

export default function HealthCheckupPage() {
  return <PageInProgress heading={siteRoute('/healthcheck').heading} />;
}
