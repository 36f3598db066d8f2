import { useState } from 'react';
import { PageBanner, pageMetaFrom } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { GALLERY_ITEMS } from '../../components/gallery-items';
import { GalleryFilters } from './components/GalleryFilters';
import type { GalleryFilter } from './components/GalleryFilters';
import { GalleryGrid } from './components/GalleryGrid';
import { galleryMessages } from './messages';
import styles from './GalleryPage.module.css';

export const meta = pageMetaFrom(galleryMessages, (texts) => ({
  title: texts.title,
  description: texts.metaDescription,
}));

/** ALL shows every picture; a category shows only its own. */
export const picturesFor = (filter: GalleryFilter) =>
  filter === 'ALL' ? GALLERY_ITEMS : GALLERY_ITEMS.filter((item) => item.category === filter);

export default function GalleryPage() {
  const t = useMessages(galleryMessages);
  const [filter, setFilter] = useState<GalleryFilter>('ALL');
  const pictures = picturesFor(filter);
  return (
    <div className={styles.page}>
      <PageBanner title={t('title')} className={styles.banner} />
      <section aria-label={t('title')} className={styles.gallery}>
        <GalleryFilters selected={filter} onSelect={setFilter} />
        <p className={styles.count} role="status">
          {t('showing', { count: pictures.length, total: GALLERY_ITEMS.length })}
        </p>
        {/* A new grid for each filter, so the viewer always opens on the pictures in view. */}
        <GalleryGrid key={filter} items={pictures} />
      </section>
    </div>
  );
}
