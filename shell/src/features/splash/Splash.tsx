import { HOSPITAL } from 'shared-ui';
import { HospitalMark } from '../../components/HospitalMark/HospitalMark';
import styles from './Splash.module.css';

/** The first-load splash; announced politely, it covers the page while the page makes itself ready. */
export function Splash() {
  return (
    <div className={styles.splash} role="status" aria-live="polite">
      <HospitalMark size={72} onDark className={styles.mark} />
      <p className={styles.name}>Welcome to {HOSPITAL.name}</p>
      <p className={styles.tagline}>Caring for Faridabad, {HOSPITAL.supportHours}</p>
    </div>
  );
}
