import { Lightbox } from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import { usePrefersReducedMotion } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { galleryItemMessages } from '../../../components/gallery-items';
import type { GalleryItem } from '../../../components/gallery-items';
import { galleryMessages } from '../messages';

export interface GalleryLightboxProps {
  items: readonly GalleryItem[];
  index: number;
  onClose: () => void;
  onView: (index: number) => void;
}

/**
 * The full-size viewer (yet-another-react-lightbox, about 12.5 KB): a modal dialog that makes the
 * page behind it inert, moves with the arrow keys and swipes, and closes on Escape. Its code and
 * styles are a chunk of their own, fetched the first time a visitor opens a picture.
 */
export default function GalleryLightbox({ items, index, onClose, onView }: GalleryLightboxProps) {
  const t = useMessages(galleryMessages);
  const tItem = useMessages(galleryItemMessages);
  const reducedMotion = usePrefersReducedMotion();
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      on={{ view: ({ index: viewed }) => onView(viewed) }}
      slides={items.map((item) => ({
        src: item.src,
        alt: tItem(`caption.${item.id}`),
        width: item.width,
        height: item.height,
      }))}
      carousel={{ finite: items.length < 2 }}
      animation={reducedMotion ? { fade: 0, swipe: 0, navigation: 0 } : undefined}
      controller={{ closeOnBackdropClick: true }}
      labels={{
        Lightbox: t('lightboxLabel'),
        Carousel: t('lightboxCarousel'),
        'Photo gallery': t('lightboxLabel'),
        Previous: t('previous'),
        Next: t('next'),
        Close: t('close'),
        Slide: t('slide'),
        '{index} of {total}': t('slideOf', { index: '{index}', total: '{total}' }),
      }}
    />
  );
}
