import { ButtonLink, siteHref } from 'shared-ui';
import { Card } from 'shared-ui/card';
import { useCatalogue, useFormatters, useMessages } from 'shared-ui/i18n';
import { newestPosts, postTexts } from '../blog-posts';
import { PageSection } from '../page-sections';
import { newsMessages } from './messages';
import styles from './TodaysNews.module.css';

/** How many of the blog's newest articles the section shows. */
const NEWS_CARDS = 3;

/**
 * The blog's three newest articles, each with its date and author and a way on to that article: the
 * cards are the articles themselves, so every "Continue" leads to one that exists, dated as it was
 * published. No comment count: nobody can comment. Always under a page's opening sections.
 */
export function TodaysNews({ tone = 'plain' }: { tone?: 'plain' | 'alt' }) {
  const t = useMessages(newsMessages);
  const texts = useCatalogue(postTexts);
  const format = useFormatters();
  return (
    <PageSection id="todays-news" title={t('heading')} eyebrow={t('eyebrow')} tone={tone} belowFold>
      <ul className={styles.grid}>
        {newestPosts()
          .slice(0, NEWS_CARDS)
          .map((post) => {
            const text = texts[post.slug];
            if (!text) return null;
            return (
              <Card
                key={post.slug}
                as="li"
                title={text.title}
                footer={
                  <ButtonLink
                    to={siteHref('/blog/:articleSlug', { articleSlug: post.slug })}
                    variant="outline"
                    size="small"
                  >
                    {t('continue')}
                    <span className="visually-hidden"> {t('continueAbout', { title: text.title })}</span>
                  </ButtonLink>
                }
              >
                <p className={styles.meta}>
                  <span>
                    <span className="visually-hidden">{t('postedOn')} </span>
                    <time dateTime={post.date}>{format.date(post.date)}</time>
                  </span>
                  <span>{t('by', { author: text.author })}</span>
                </p>
                <p className={styles.description}>{text.excerpt}</p>
              </Card>
            );
          })}
      </ul>
    </PageSection>
  );
}
