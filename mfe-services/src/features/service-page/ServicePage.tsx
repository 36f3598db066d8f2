import { useParams } from 'shared-ui/router';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  PageInProgress,
  titleFromSlug,
  describeFailure,
  usePageMeta,
  useServicePage,
} from 'shared-ui';
import type { PageMetaSource } from 'shared-ui';

export const meta: PageMetaSource = ({ params }) => ({
  title: titleFromSlug(params.serviceSlug),
  description: 'Treatment, technology, specialists and FAQs for this service.',
});

export default function ServicePage() {
  const { serviceSlug } = useParams();
  const { status, data, error, retry } = useServicePage(serviceSlug);
  usePageMeta({ title: data?.name, description: data?.hero_section?.subtitle });
  if (status === 'loading') return <LoadingState label="Loading Service Page..." />;
  if (status === 'error') return <ErrorState message={`Error: ${describeFailure(error)}`} onRetry={retry} />;
  if (!data?.name) return <EmptyState message="No data found" />;
  return <PageInProgress heading={data.name} />;
}
