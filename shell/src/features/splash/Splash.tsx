import { clsx } from 'clsx';
import { HOSPITAL } from 'contract/hospital';
import { useMessages } from 'shared-ui/i18n';
import { HospitalMark } from '../../components/HospitalMark/HospitalMark';
import { splashMessages } from './splashMessages';
import styles from './Splash.module.css';

/**
 * The first-load splash; announced politely, it covers the page while the page makes itself ready.
 * `served`: the server's copy, in every page's HTML, shown only while the page's start script says
 * this load has a splash (splashStart.ts).
 */
export function Splash({ served = false }: { served?: boolean }) {
  const t = useMessages(splashMessages);
  return (
    <div className={clsx(styles.splash, served && styles.served)} role="status" aria-live="polite">
      <HospitalMark size={72} onDark className={styles.mark} />
      <p className={styles.name}>{t('welcome', { hospital: HOSPITAL.name })}</p>
      <p className={styles.tagline}>{t('tagline', { hours: HOSPITAL.supportHours })}</p>
    </div>
  );
}
