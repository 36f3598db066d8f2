import { ButtonLink, PageBanner, siteHref } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { notFoundMessages } from './notFoundMessages';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  const t = useMessages(notFoundMessages);
  return (
    <article>
      <PageBanner title={t('title')} subtitle={t('subtitle')} />
      <div className={styles.body}>
        <p>{t('help')}</p>
        <div className={styles.links}>
          <ButtonLink to={siteHref('/')}>{t('home')}</ButtonLink>
          <ButtonLink to={siteHref('/services')} variant="outline">
            {t('services')}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
