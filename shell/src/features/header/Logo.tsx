import { HOSPITAL } from 'shared-ui';
import { HospitalMark } from '../../components/HospitalMark/HospitalMark';
import styles from './Header.module.css';

/** The hospital's mark (a cross in the accent colour) and name. */
export function Logo() {
  return (
    <span className={styles.logo}>
      <HospitalMark size={40} />
      <span className={styles.logoText}>
        <span className={styles.logoName}>{HOSPITAL.shortName}</span>
        <span className={styles.logoTagline}>Hospital · {HOSPITAL.city}</span>
      </span>
    </span>
  );
}
