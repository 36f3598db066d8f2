import { PageInProgress, siteRoute } from 'shared-ui';

export default function CriticalCareArticlePage() {
  return <PageInProgress heading={siteRoute('/blogpagecare').heading} />;
}
