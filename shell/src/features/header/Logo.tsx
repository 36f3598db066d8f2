import { HOSPITAL } from 'shared-ui';
import styles from './Header.module.css';

/** The hospital's mark (a cross in the accent colour) and name. */
export function Logo() {
  return (
    <span className={styles.logo}>
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
        <rect width="40" height="40" rx="10" fill="#0d2b45" />
        <path d="M16 8h8v8h8v8h-8v8h-8v-8H8v-8h8z" fill="#e8562a" />
      </svg>
      <span className={styles.logoText}>
        <span className={styles.logoName}>{HOSPITAL.shortName}</span>
        <span className={styles.logoTagline}>Hospital · {HOSPITAL.city}</span>
      </span>
    </span>
  );
}
