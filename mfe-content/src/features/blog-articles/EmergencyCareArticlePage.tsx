import { PageInProgress, siteRoute } from 'shared-ui';

export default function EmergencyCareArticlePage() {
  return <PageInProgress heading={siteRoute('/blogpage4').heading} />;
}
