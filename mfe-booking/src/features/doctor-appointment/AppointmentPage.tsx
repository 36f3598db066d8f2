import { PageInProgress, siteRoute } from 'shared-ui';

export default function AppointmentPage() {
  return <PageInProgress heading={siteRoute('/appointment').heading} />;
}
