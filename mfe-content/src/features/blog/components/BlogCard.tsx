import { ButtonLink, SiteLink, siteHref } from 'shared-ui';
import { useFormatters, useMessages } from 'shared-ui/i18n';
import { MediaImage } from 'shared-ui/media-image';
import type { Post, PostText } from '../../../components/blog-posts';
import { Carousel } from 'shared-ui/carousel';
import { blogMessages } from '../messages';
import styles from './BlogCard.module.css';

/** Slides change in 500 ms; the banner cross-fades between its two pictures. */
const FADE_MS = 500;

/** One post: its two pictures behind 01/02, title, date, author, place, excerpt and Read More (no comment count: nobody can comment). */
export function BlogCard({ post, text, priority }: { post: Post; text: PostText; priority: boolean }) {
  const t = useMessages(blogMessages);
  const format = useFormatters();
  const href = siteHref('/blog/:articleSlug', { articleSlug: post.slug });
  return (
    <article className={styles.card} aria-labelledby={`post-${post.slug}`}>
      <Carousel
        label={t('picturesOf', { title: text.title })}
        effect="fade"
        transitionMs={FADE_MS}
        arrows={false}
        dotLabels={['01', '02']}
        className={styles.banner}
      >
        {post.images.map((image, index) => (
          <MediaImage
            key={image.src}
            className={styles.image}
            src={image.src}
            alt={text.imageAlts[index] ?? ''}
            width={image.width}
            height={image.height}
            priority={priority && index === 0}
          />
        ))}
      </Carousel>
      <div className={styles.body}>
        <h2 id={`post-${post.slug}`} className={styles.title}>
          <SiteLink to={href}>{text.title}</SiteLink>
        </h2>
        <p className={styles.meta}>
          <span>
            <span className="visually-hidden">{t('postedOn')} </span>
            <time dateTime={post.date}>{format.date(post.date)}</time>
          </span>
          <span>{t('by', { author: text.author })}</span>
          <span>{text.location}</span>
        </p>
        <p className={styles.excerpt}>{text.excerpt}</p>
        <ButtonLink to={href} variant="outline" size="small" className={styles.readMore}>
          {t('readMore')}
          <span className="visually-hidden">{t('readMoreAbout', { title: text.title })}</span>
        </ButtonLink>
      </div>
    </article>
  );
}
