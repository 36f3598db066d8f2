import { PageInProgress, siteRoute } from 'shared-ui';

export default function HomeCarePage() {
  return <PageInProgress heading={siteRoute('/homecare').heading} />;
}
