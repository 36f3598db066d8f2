import { PageInProgress, siteRoute } from 'shared-ui';

export default function GalleryPage() {
  return <PageInProgress heading={siteRoute('/gallery').heading} />;
}
