import { PageInProgress, siteRoute } from 'shared-ui';

export default function AirPollutionArticlePage() {
  return <PageInProgress heading={siteRoute('/blogpages').heading} />;
}
