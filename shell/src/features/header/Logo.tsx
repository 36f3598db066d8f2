import { HOSPITAL } from 'contract/hospital';
import { useMessages } from 'shared-ui/i18n';
import { headerMessages } from './headerMessages';
import { HospitalMark } from '../../components/HospitalMark/HospitalMark';
import styles from './Header.module.css';

/** The hospital's mark and name. */
export function Logo() {
  const t = useMessages(headerMessages);
  return (
    <span className={styles.logo}>
      <HospitalMark size={40} />
      <span className={styles.logoText}>
        <span className={styles.logoName}>{HOSPITAL.shortName}</span>
        <span className={styles.logoTagline}>{t('tagline', { city: HOSPITAL.city })}</span>
      </span>
    </span>
  );
}
