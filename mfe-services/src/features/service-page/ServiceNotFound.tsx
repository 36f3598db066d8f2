import { ButtonLink, PageBanner, siteHref, usePageMeta } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { servicePageMessages } from './servicePageMessages';
import styles from './ServicePage.module.css';

/** An address with no service behind it (the API's 404): say so, and lead on to every service. */
export function ServiceNotFound() {
  const t = useMessages(servicePageMessages);
  usePageMeta({ title: t('notFoundTitle'), description: t('notFoundText') });
  return (
    <>
      <PageBanner title={t('notFoundTitle')} />
      <div className={styles.notice}>
        <p>{t('notFoundText')}</p>
        <ButtonLink to={siteHref('/services')} variant="secondary">
          {t('notFoundLink')}
        </ButtonLink>
      </div>
    </>
  );
}
