import { useId } from 'react';
import { HOSPITAL, telHref } from 'contract/hospital';
import { useMessages } from 'shared-ui/i18n';
import { emergencyFirstMessages } from './emergencyFirstMessages';
import call from './EmergencyCall.module.css';
import styles from './EmergencyFirst.module.css';

/** A phone number is never broken across lines; the words around it may be (a narrow search panel). */
const unbroken = (phone: string) => phone.replace(/ /g, '\u00a0');

/**
 * "Call 112 or our emergency line now", with both numbers to tap, shown before anything else when
 * the visitor's words name a red-flag symptom: in the search box, on the results page and in the
 * chat. Each number is a link, so a tap (or Enter) calls.
 */
export function EmergencyFirst({ compact = false }: { compact?: boolean }) {
  const t = useMessages(emergencyFirstMessages);
  const titleId = useId();
  return (
    <section className={compact ? `${styles.box} ${styles.compact}` : styles.box} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('title')}
      </h2>
      {compact ? null : <p className={styles.text}>{t('text')}</p>}
      <ul className={styles.calls}>
        <li>
          <a className={call.call} href={telHref(HOSPITAL.nationalEmergencyNumber)}>
            {t('callNational')}
          </a>
          <span className={styles.label}>{t('nationalLabel')}</span>
        </li>
        <li>
          <a className={call.call} href={telHref(HOSPITAL.emergencyPhone)}>
            {t('callHospital', { phone: unbroken(HOSPITAL.emergencyPhone) })}
          </a>
          <span className={styles.label}>{t('hospitalLabel')}</span>
        </li>
      </ul>
    </section>
  );
}
