import { PageInProgress, siteRoute } from 'shared-ui';

export default function EmergencyPage() {
  return <PageInProgress heading={siteRoute('/emergency').heading} />;
}
