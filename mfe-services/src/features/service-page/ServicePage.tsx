import { useParams } from 'react-router-dom';
import { PageInProgress, titleFromSlug } from 'shared-ui';

export default function ServicePage() {
  const { serviceSlug } = useParams();
  return <PageInProgress heading={titleFromSlug(serviceSlug)} />;
}
