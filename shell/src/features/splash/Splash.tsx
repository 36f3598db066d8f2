import { clsx } from 'clsx';
import { HOSPITAL, telHref } from 'contract/hospital';
import { useMessages } from 'shared-ui/i18n';
import { HospitalMark } from '../../components/HospitalMark/HospitalMark';
import { splashMessages } from './splashMessages';
import call from '../../components/EmergencyFirst/EmergencyCall.module.css';
import styles from './Splash.module.css';

/**
 * The first-load splash; announced politely, it covers the page while the page makes itself ready,
 * with the emergency numbers to tap from its first paint.
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
      {/* The splash covers the header's Emergency control for its 2 seconds: the numbers are here too. */}
      <p className={styles.emergency}>
        {t('emergency')}{' '}
        <a className={call.call} href={telHref(HOSPITAL.nationalEmergencyNumber)}>
          {HOSPITAL.nationalEmergencyNumber}
        </a>{' '}
        {t('or')}{' '}
        <a className={call.call} href={telHref(HOSPITAL.emergencyPhone)}>
          {HOSPITAL.emergencyPhone}
        </a>
      </p>
    </div>
  );
}
