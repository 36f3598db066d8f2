import { PageInProgress, siteRoute } from 'shared-ui';

export default function LoginPage() {
  return <PageInProgress heading={siteRoute('/login').heading} />;
}
