import { clsx } from 'clsx';
import { useMessages } from 'shared-ui/i18n';
import { GALLERY_CATEGORIES, galleryItemMessages } from '../../../components/gallery-items';
import type { GalleryCategory } from '../../../components/gallery-items';
import { galleryMessages } from '../messages';
import styles from './GalleryFilters.module.css';

export type GalleryFilter = 'ALL' | GalleryCategory;

/** ALL and one button per category; the one chosen is pressed and drawn in the accent colour. */
export function GalleryFilters({
  selected,
  onSelect,
}: {
  selected: GalleryFilter;
  onSelect: (filter: GalleryFilter) => void;
}) {
  const t = useMessages(galleryMessages);
  const tItem = useMessages(galleryItemMessages);
  const filters: readonly GalleryFilter[] = ['ALL', ...GALLERY_CATEGORIES];
  return (
    <div role="group" aria-label={t('filterLabel')} className={styles.filters}>
      {filters.map((filter) => (
        <button
          key={filter}
          type="button"
          className={clsx(styles.filter, filter === selected && styles.active)}
          aria-pressed={filter === selected}
          onClick={() => onSelect(filter)}
        >
          {filter === 'ALL' ? t('all') : tItem(`category.${filter}`)}
        </button>
      ))}
    </div>
  );
}
