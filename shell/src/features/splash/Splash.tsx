import { HOSPITAL } from 'shared-ui';
import styles from './Splash.module.css';

/** The first-load splash; announced politely, it covers the page while the page makes itself ready. */
export function Splash() {
  return (
    <div className={styles.splash} role="status" aria-live="polite">
      <svg className={styles.mark} width="72" height="72" viewBox="0 0 40 40" aria-hidden="true">
        <rect width="40" height="40" rx="10" fill="#ffffff" />
        <path d="M16 8h8v8h8v8h-8v8h-8v-8H8v-8h8z" fill="#e8562a" />
      </svg>
      <p className={styles.name}>Welcome to {HOSPITAL.name}</p>
      <p className={styles.tagline}>Caring for Faridabad, {HOSPITAL.supportHours}</p>
    </div>
  );
}
