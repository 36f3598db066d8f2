import { PageInProgress, siteRoute } from 'shared-ui';

export default function AboutPage() {
  return <PageInProgress heading={siteRoute('/about').heading} />;
}
