import { PageInProgress, siteRoute } from 'shared-ui';

export default function FaqPage() {
  return <PageInProgress heading={siteRoute('/faq').heading} />;
}
