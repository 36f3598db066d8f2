import { PageInProgress, siteRoute } from 'shared-ui';

export default function HomePage() {
  return <PageInProgress heading={siteRoute('/').heading} />;
}
