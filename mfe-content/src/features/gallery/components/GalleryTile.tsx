import type { Ref } from 'react';
import { SiteLink } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { ExpandIcon, LinkIcon } from 'shared-ui/icons';
import { MediaImage } from 'shared-ui/media-image';
import { galleryItemMessages } from '../../../components/gallery-items';
import type { GalleryItem } from '../../../components/gallery-items';
import { galleryMessages } from '../messages';
import styles from './GalleryTile.module.css';

export interface GalleryTileProps {
  item: GalleryItem;
  /** Its place among the pictures shown (1-based) and how many are shown. */
  position: number;
  count: number;
  /** The first row is in view on arrival; the rest load as they near it. */
  priority: boolean;
  onExpand: () => void;
  expandRef?: Ref<HTMLButtonElement>;
}

/**
 * One picture, captioned below with what it shows. Its overlay (title, subtitle, link and expand buttons) shows on hover and whenever
 * keyboard focus is inside it; on touch screens, which have no hover, it always shows.
 */
export function GalleryTile({ item, position, count, priority, onExpand, expandRef }: GalleryTileProps) {
  const t = useMessages(galleryMessages);
  const tItem = useMessages(galleryItemMessages);
  const title = tItem('title');
  const category = tItem(`category.${item.category}`);
  return (
    <figure className={styles.tile}>
      <div className={styles.frame}>
        {/* The caption below says what the picture shows; the image adds nothing to it. */}
        <MediaImage
          className={styles.image}
          src={item.src}
          alt=""
          width={item.width}
          height={item.height}
          priority={priority}
        />
        <div className={styles.overlay}>
          <span className={styles.category}>{category}</span>
          <span className={styles.title}>{title}</span>
          <span className={styles.subtitle}>{tItem('subtitle')}</span>
          <span className={styles.actions}>
            <SiteLink
              to={item.related}
              className={styles.action}
              aria-label={t('openRelated', { category })}
              title={t('openRelated', { category })}
            >
              <LinkIcon size={20} />
            </SiteLink>
            <button
              ref={expandRef}
              type="button"
              className={styles.action}
              aria-label={t('expand', { title, index: position, count })}
              title={t('expand', { title, index: position, count })}
              onClick={onExpand}
            >
              <ExpandIcon size={20} />
            </button>
          </span>
        </div>
      </div>
      <figcaption className={styles.caption}>{tItem(`caption.${item.id}`)}</figcaption>
    </figure>
  );
}
