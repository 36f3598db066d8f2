import { PageInProgress, siteRoute } from 'shared-ui';

export default function RegisterPage() {
  return <PageInProgress heading={siteRoute('/register').heading} />;
}
