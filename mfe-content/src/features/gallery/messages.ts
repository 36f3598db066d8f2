import { defineMessages } from 'shared-ui/i18n';
import { HOSPITAL } from 'contract/hospital';

/** The gallery page's texts; the pictures' own texts are in src/components/gallery-items. */
export const galleryMessages = defineMessages({
  en: {
    title: 'Image Gallery',
    filterLabel: 'Show pictures of',
    all: 'ALL',
    showing: 'Showing {count} of {total} pictures',
    openRelated: 'Read about {category}',
    expand: 'View larger: {title}, picture {index} of {count}',
    loadingViewer: 'Opening the picture...',
    lightboxLabel: 'Picture viewer',
    lightboxCarousel: 'Pictures',
    previous: 'Previous picture',
    next: 'Next picture',
    close: 'Close the picture viewer',
    slide: 'picture',
    slideOf: '{index} of {total}',
    metaDescription: `Pictures from ${HOSPITAL.name}: home care, diabetes care, bariatric surgery and dental medicine.`,
  },
  hi: () => import('./messages.hi'),
});
