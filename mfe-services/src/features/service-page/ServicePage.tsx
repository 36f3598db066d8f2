import { useParams } from 'react-router';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  PageInProgress,
  describeFailure,
  useDocumentTitle,
  useServicePage,
} from 'shared-ui';

export default function ServicePage() {
  const { serviceSlug } = useParams();
  const { status, data, error, retry } = useServicePage(serviceSlug);
  useDocumentTitle(data?.name);
  if (status === 'loading') return <LoadingState label="Loading Service Page..." />;
  if (status === 'error') return <ErrorState message={`Error: ${describeFailure(error)}`} onRetry={retry} />;
  if (!data?.name) return <EmptyState message="No data found" />;
  return <PageInProgress heading={data.name} />;
}
