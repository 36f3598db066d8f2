import { useId } from 'react';
import { useMessages } from 'shared-ui/i18n';
import { labMessages } from './labMessages';
import labPhoto from './lab-photo.svg';
import styles from './LabAside.module.css';

/** Beside the form: a photo of the laboratory and what to know before a test. */
export function LabAside() {
  const t = useMessages(labMessages);
  const headingId = useId();
  return (
    <aside className={styles.aside} aria-labelledby={headingId}>
      <img src={labPhoto} alt={t('photoAlt')} width={640} height={480} loading="lazy" className={styles.photo} />
      <div className={styles.tips}>
        <h2 id={headingId} className={styles.title}>
          {t('asideTitle')}
        </h2>
        <ul className={styles.list}>
          <li>{t('asideFasting')}</li>
          <li>{t('asideReports')}</li>
        </ul>
      </div>
    </aside>
  );
}
