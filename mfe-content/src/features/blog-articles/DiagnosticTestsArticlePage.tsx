import { PageInProgress, siteRoute } from 'shared-ui';

export default function DiagnosticTestsArticlePage() {
  return <PageInProgress heading={siteRoute('/blogpage').heading} />;
}
