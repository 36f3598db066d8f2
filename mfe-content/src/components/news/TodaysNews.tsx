import { ButtonLink, siteHref } from 'shared-ui';
import { Card } from 'shared-ui/card';
import { useCatalogue, useFormatters, useMessages } from 'shared-ui/i18n';
import { PageSection } from '../page-sections';
import { newsContent } from './content';
import { newsMessages } from './messages';
import styles from './TodaysNews.module.css';

/**
 * "Today's News": three fixed cards, each with its date, author and comment count, and a way on to
 * the blog. Always under a page's opening sections.
 */
export function TodaysNews({ tone = 'plain' }: { tone?: 'plain' | 'alt' }) {
  const t = useMessages(newsMessages);
  const items = useCatalogue(newsContent);
  const format = useFormatters();
  return (
    <PageSection id="todays-news" title={t('heading')} eyebrow={t('eyebrow')} tone={tone} belowFold>
      <ul className={styles.grid}>
        {items.map((item) => (
          <Card
            key={item.date}
            as="li"
            title={item.title}
            footer={
              <ButtonLink to={siteHref('/blog')} variant="outline" size="small">
                {t('continue')}
                <span className="visually-hidden"> {t('continueAbout', { title: item.title })}</span>
              </ButtonLink>
            }
          >
            <p className={styles.meta}>
              <span>
                <span className="visually-hidden">{t('postedOn')} </span>
                <time dateTime={item.date}>{format.date(item.date)}</time>
              </span>
              <span>{t('by', { author: item.author })}</span>
              <span>{t('comments', { count: item.comments })}</span>
            </p>
            <p className={styles.description}>{item.description}</p>
          </Card>
        ))}
      </ul>
    </PageSection>
  );
}
