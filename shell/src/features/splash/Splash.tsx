import { HOSPITAL } from 'contract/hospital';
import { useMessages } from 'shared-ui/i18n';
import { HospitalMark } from '../../components/HospitalMark/HospitalMark';
import { splashMessages } from './splashMessages';
import styles from './Splash.module.css';

/** The first-load splash; announced politely, it covers the page while the page makes itself ready. */
export function Splash() {
  const t = useMessages(splashMessages);
  return (
    <div className={styles.splash} role="status" aria-live="polite">
      <HospitalMark size={72} onDark className={styles.mark} />
      <p className={styles.name}>{t('welcome', { hospital: HOSPITAL.name })}</p>
      <p className={styles.tagline}>{t('tagline', { hours: HOSPITAL.supportHours })}</p>
    </div>
  );
}
