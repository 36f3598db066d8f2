import { clsx } from 'clsx';
import { RemoteWidget, SiteLink, siteHref } from 'shared-ui';
import { useCatalogue, useFormatters, useMessages } from 'shared-ui/i18n';
import { MediaImage } from 'shared-ui/media-image';
import { BLOG_TAGS, POSTS, newestPosts, postTexts } from '../../../components/blog-posts';
import type { BlogTag } from '../../../components/blog-posts';
import { WhenWanted } from '../../../components/when-wanted';
import { GALLERY_ITEMS, galleryItemMessages } from '../../../components/gallery-items';
import { blogMessages } from '../messages';
import styles from './BlogSidebar.module.css';

/** The sidebar shows four gallery pictures. */
const GALLERY_PICTURES = 4;

/**
 * Recent posts, the services team's Popular Services (through federation, falling back on its own
 * if that remote is down), the tags (each filters the list, in the address) and four gallery pictures.
 */
export function BlogSidebar({ selectedTag }: { selectedTag: BlogTag | null }) {
  const t = useMessages(blogMessages);
  const tItem = useMessages(galleryItemMessages);
  const texts = useCatalogue(postTexts);
  const format = useFormatters();
  // Newest first; `YYYY-MM-DD` days order as text, with no need of the locale's collation.
  const recent = newestPosts();
  return (
    <aside className={styles.sidebar} aria-label={t('sidebar')}>
      <section className={styles.block} aria-labelledby="recent-posts">
        <h2 id="recent-posts" className={styles.heading}>
          {t('recentPosts')}
        </h2>
        <ul className={styles.recent}>
          {recent.map((post) => (
            <li key={post.slug} className={styles.recentItem}>
              <MediaImage className={styles.thumb} src={post.images[0].src} alt="" width={96} height={54} />
              <span className={styles.recentText}>
                <SiteLink to={siteHref('/blog/:articleSlug', { articleSlug: post.slug })}>
                  {texts[post.slug]?.title}
                </SiteLink>
                <time dateTime={post.date} className={styles.date}>
                  {format.date(post.date)}
                </time>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <div className={clsx(styles.block, styles.widgetBlock)}>
        {/* Another remote's widget: on a phone it is far below the posts, so it comes when wanted. */}
        <WhenWanted part="blog-popular-services">
          <RemoteWidget id="mfe_services/PopularServices" />
        </WhenWanted>
      </div>
      <section className={styles.block} aria-labelledby="blog-tags">
        <h2 id="blog-tags" className={styles.heading}>
          {t('tags')}
        </h2>
        <ul className={styles.tags}>
          {BLOG_TAGS.map((tag) => {
            const count = POSTS.filter((post) => post.tags.includes(tag)).length;
            return (
              <li key={tag}>
                <SiteLink
                  to={siteHref('/blog', { query: { tag } })}
                  className={styles.tag}
                  aria-current={tag === selectedTag ? 'page' : undefined}
                >
                  {t(`tag.${tag}`)} ({format.number(count)})
                </SiteLink>
              </li>
            );
          })}
        </ul>
      </section>
      <section className={styles.block} aria-labelledby="blog-gallery">
        <h2 id="blog-gallery" className={styles.heading}>
          {t('gallery')}
        </h2>
        <ul className={styles.gallery}>
          {GALLERY_ITEMS.slice(0, GALLERY_PICTURES).map((item) => (
            <li key={item.id}>
              <MediaImage
                className={styles.galleryImage}
                src={item.src}
                alt={tItem(`caption.${item.id}`)}
                width={item.width}
                height={item.height}
              />
            </li>
          ))}
        </ul>
        <SiteLink to={siteHref('/gallery')} className={styles.galleryLink}>
          {t('galleryLink')}
        </SiteLink>
      </section>
    </aside>
  );
}
