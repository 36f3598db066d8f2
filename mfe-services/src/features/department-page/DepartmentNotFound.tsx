import { ButtonLink, PageBanner, siteHref, usePageMeta } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { departmentPageMessages } from './departmentPageMessages';
import styles from './DepartmentPage.module.css';

/** An address with no department behind it: say so, and lead on to every doctor. */
export function DepartmentNotFound() {
  const t = useMessages(departmentPageMessages);
  usePageMeta({ title: t('notFoundTitle'), description: t('notFoundText') });
  return (
    <>
      <PageBanner title={t('notFoundTitle')} />
      <div className={styles.notice}>
        <p>{t('notFoundText')}</p>
        <ButtonLink to={siteHref('/our-doctor')} variant="secondary">
          {t('notFoundLink')}
        </ButtonLink>
      </div>
    </>
  );
}
