import { PageInProgress, siteRoute } from 'shared-ui';

export default function BloodTestPage() {
  return <PageInProgress heading={siteRoute('/blood-test').heading} />;
}
