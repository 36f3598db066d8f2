import { PageInProgress, siteRoute } from 'shared-ui';

export default function DoctorsPage() {
  return <PageInProgress heading={siteRoute('/our-doctor').heading} />;
}
