import { PageInProgress, siteRoute } from 'shared-ui';

export default function ServicesPage() {
  return <PageInProgress heading={siteRoute('/services').heading} />;
}
