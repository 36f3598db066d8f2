import { PageInProgress, siteRoute } from 'shared-ui';

export default function DiabetesPage() {
  return <PageInProgress heading={siteRoute('/diabetes').heading} />;
}
