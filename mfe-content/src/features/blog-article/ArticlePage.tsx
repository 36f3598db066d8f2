import { use } from 'react';
import { useParams } from 'shared-ui/router';
import { LoadingState, PageBanner, SiteLink, pageMetaFrom, siteHref, titleFromSlug } from 'shared-ui';
import { useCatalogue, useFormatters, useLanguage, useMessages } from 'shared-ui/i18n';
import { MediaImage } from 'shared-ui/media-image';
import { postBySlug, postTexts } from '../../components/blog-posts';
import { ReviewDates } from '../../components/content-review';
import { WhenWanted } from '../../components/when-wanted';
import type { Post, PostText } from '../../components/blog-posts';
import { loadArticleBody, readingMinutes } from './bodies';
import { articleMessages } from './messages';
import styles from './ArticlePage.module.css';

/** The article's own title and description, as its heading and its card on the blog show them. */
export const meta = pageMetaFrom(postTexts, (texts, { params }) => {
  const text = params.articleSlug ? texts[params.articleSlug] : undefined;
  // An address that names no article: its slug is all there is to title it by, until the page says so.
  return {
    title: text?.title ?? titleFromSlug(params.articleSlug),
    description: text?.description ?? 'Health articles from our doctors.',
  };
});

/** The article's text, fetched for this article alone; its reading time heads it. */
function ArticleBody({ post }: { post: Post }) {
  const t = useMessages(articleMessages);
  const format = useFormatters();
  const { language } = useLanguage();
  const { body, language: written } = use(loadArticleBody(post.slug, language));
  return (
    <div className={styles.body} lang={written === language ? undefined : 'en-IN'}>
      {written !== language ? <p className={styles.notice}>{t('englishOnly')}</p> : null}
      <p className={styles.facts}>
        <span>{t('readingTime', { minutes: format.number(readingMinutes(body)) })}</span>
      </p>
      {body.lead.map((paragraph) => (
        <p key={paragraph} className={styles.lead}>
          {paragraph}
        </p>
      ))}
      {body.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2 className={styles.heading}>{section.heading}</h2>
          {section.blocks.map((block) =>
            typeof block === 'string' ? (
              <p key={block}>{block}</p>
            ) : (
              <ul key={block.join('|')} className={styles.list}>
                {block.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
    </div>
  );
}

function Article({ post, text }: { post: Post; text: PostText }) {
  const t = useMessages(articleMessages);
  const format = useFormatters();
  const [image] = post.images;
  return (
    <article className={styles.article} aria-labelledby="article-title">
      <header className={styles.header}>
        <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
          <SiteLink to={siteHref('/blog')}>{t('blog')}</SiteLink>
        </nav>
        <h1 id="article-title" className={styles.title}>
          {text.title}
        </h1>
        <p className={styles.meta}>
          <span>
            <span className="visually-hidden">{t('postedOn')} </span>
            <time dateTime={post.date}>{format.date(post.date)}</time>
          </span>
          <span>{t('by', { author: text.author })}</span>
          <span>{text.location}</span>
        </p>
      </header>
      <MediaImage
        className={styles.image}
        src={image.src}
        alt={text.imageAlts[0]}
        width={image.width}
        height={image.height}
        priority
      />
      {/* The server's HTML of the body stays until the body's own chunk is in (no flash of "Loading"). */}
      <WhenWanted part="article-body" loading={<LoadingState label={t('loading')} />}>
        <ArticleBody post={post} />
      </WhenWanted>
      <ReviewDates reviewed={post.reviewed} />
      <p className={styles.disclaimer}>{t('disclaimer')}</p>
      <aside className={styles.related} aria-labelledby="related-title">
        <h2 id="related-title" className={styles.relatedTitle}>
          {t('relatedTitle')}
        </h2>
        <ul className={styles.relatedLinks}>
          <li>
            <SiteLink to={post.related.service}>{text.relatedLinks.service}</SiteLink>
          </li>
          <li>
            <SiteLink to={post.related.booking}>{text.relatedLinks.booking}</SiteLink>
          </li>
          <li>
            <SiteLink to={siteHref('/blog')}>{t('backToBlog')}</SiteLink>
          </li>
        </ul>
      </aside>
    </article>
  );
}

/** One page for every article, chosen by the slug in `/blog/:articleSlug`. */
export default function ArticlePage() {
  const { articleSlug } = useParams();
  const t = useMessages(articleMessages);
  const texts = useCatalogue(postTexts);
  const post = postBySlug(articleSlug);
  const text = post ? texts[post.slug] : undefined;
  if (!post || !text) {
    return (
      <>
        <PageBanner title={t('notFoundTitle')} />
        <p className={styles.notFound}>
          {t('notFoundText')} <SiteLink to={siteHref('/blog')}>{t('backToBlog')}</SiteLink>
        </p>
      </>
    );
  }
  return <Article post={post} text={text} />;
}
