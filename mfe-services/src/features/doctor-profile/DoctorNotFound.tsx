import { ButtonLink, PageBanner, siteHref, usePageMeta } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { doctorProfileMessages } from './doctorProfileMessages';
import styles from './DoctorProfilePage.module.css';

/** An address with no doctor behind it (the API's 404): say so, and lead on to every doctor. */
export function DoctorNotFound() {
  const t = useMessages(doctorProfileMessages);
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
