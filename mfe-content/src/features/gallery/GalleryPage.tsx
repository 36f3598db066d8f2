import { PageInProgress } from 'shared-ui';
import type { PageMeta } from 'shared-ui';
import { HOSPITAL } from 'shared-ui/hospital';

export const meta: PageMeta = {
  title: 'Image Gallery',
  description: `Photographs from ${HOSPITAL.name}: home care, diabetes care, bariatric surgery and dental medicine.`,
};

export default function GalleryPage() {
  return <PageInProgress heading="Image Gallery" />;
}
