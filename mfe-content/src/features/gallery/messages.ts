import { defineMessages } from 'shared-ui/i18n';

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
  },
  hi: () => import('./messages.hi'),
});
