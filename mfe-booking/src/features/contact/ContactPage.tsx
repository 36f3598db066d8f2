import { PageInProgress, siteRoute } from 'shared-ui';

export default function ContactPage() {
  return <PageInProgress heading={siteRoute('/contact').heading} />;
}
