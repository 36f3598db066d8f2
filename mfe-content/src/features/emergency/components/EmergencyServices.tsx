import { useMessages } from 'shared-ui/i18n';
import { BulletList } from '../../../components/page-sections';
import type { EmergencyContent } from '../contentTypes';
import { emergencyMessages } from '../messages';
import styles from './EmergencyServices.module.css';

/** The kinds of emergency, each with what we do and the signs that should bring someone in. */
export function EmergencyServices({ services }: { services: EmergencyContent['services'] }) {
  const t = useMessages(emergencyMessages);
  return (
    <ul className={styles.grid}>
      {services.map((service) => (
        <li key={service.title} className={styles.service}>
          <h3 className={styles.title}>{service.title}</h3>
          <p className={styles.text}>{service.text}</p>
          <p className={styles.signsLabel}>{t('signsLabel')}:</p>
          <BulletList items={service.signs} />
        </li>
      ))}
    </ul>
  );
}
