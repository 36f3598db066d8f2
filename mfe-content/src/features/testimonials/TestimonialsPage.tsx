import { PageInProgress, siteRoute } from 'shared-ui';

export default function TestimonialsPage() {
  return <PageInProgress heading={siteRoute('/testimonial').heading} />;
}
