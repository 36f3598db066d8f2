import { Suspense, lazy, useRef, useState } from 'react';
import { LoadingState, useMediaQuery } from 'shared-ui';
import { useMessages, withPageTexts } from 'shared-ui/i18n';
import type { GalleryItem } from '../../../components/gallery-items';
import { galleryMessages } from '../messages';
import { GalleryTile } from './GalleryTile';
import styles from './GalleryGrid.module.css';

// The viewer's code is fetched on the first open, not with the page.
const GalleryLightbox = lazy(() => withPageTexts(import('./GalleryLightbox')));

/** Pictures in view on arrival at each width (the first row): fetched at once, the rest lazily. */
const useFirstRowSize = () => {
  const medium = useMediaQuery('(min-width: 640px)');
  const large = useMediaQuery('(min-width: 1024px)');
  return large ? 3 : medium ? 2 : 1;
};

/** The pictures in 1, 2 or 3 columns, and the viewer each one's expand button opens. */
export function GalleryGrid({ items }: { items: readonly GalleryItem[] }) {
  const t = useMessages(galleryMessages);
  const firstRow = useFirstRowSize();
  const [viewing, setViewing] = useState<number | null>(null);
  const expandButtons = useRef(new Map<string, HTMLButtonElement>());

  const close = () => {
    const last = viewing === null ? undefined : items[viewing];
    setViewing(null);
    // Back to the picture the visitor was last looking at.
    if (last) expandButtons.current.get(last.id)?.focus();
  };

  return (
    <>
      <ul className={styles.grid}>
        {items.map((item, index) => (
          <li key={item.id}>
            <GalleryTile
              item={item}
              position={index + 1}
              count={items.length}
              priority={index < firstRow}
              onExpand={() => setViewing(index)}
              expandRef={(button) => {
                if (button) expandButtons.current.set(item.id, button);
                else expandButtons.current.delete(item.id);
              }}
            />
          </li>
        ))}
      </ul>
      {viewing !== null ? (
        <Suspense fallback={<LoadingState label={t('loadingViewer')} compact className={styles.loading} />}>
          <GalleryLightbox items={items} index={viewing} onClose={close} onView={setViewing} />
        </Suspense>
      ) : null}
    </>
  );
}
