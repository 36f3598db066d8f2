import { useId } from 'react';
import { siteHref, SiteLink } from 'shared-ui';
import { HOSPITAL, telHref } from 'contract/hospital';
import { PhoneIcon } from 'shared-ui/icons';
import { useMessages } from 'shared-ui/i18n';
import { appointmentMessages } from './appointmentMessages';
import styles from './AppointmentAside.module.css';

/** Beside the form: help by phone, what to do in an emergency instead, and managing a booking. */
export function AppointmentAside() {
  const t = useMessages(appointmentMessages);
  const helpId = useId();
  return (
    <aside className={styles.aside} aria-labelledby={helpId}>
      <section className={styles.box}>
        <h2 id={helpId} className={styles.title}>
          {t('helpTitle')}
        </h2>
        <p>{t('helpText', { hours: HOSPITAL.supportHours })}</p>
        <a className={styles.call} href={telHref(HOSPITAL.supportPhone)}>
          <PhoneIcon size={18} /> {t('helpCall', { phone: HOSPITAL.supportPhone })}
        </a>
      </section>
      <section className={styles.emergency}>
        <h2 className={styles.title}>{t('emergencyTitle')}</h2>
        <p>{t('emergencyText', { phone: HOSPITAL.emergencyPhone, national: HOSPITAL.nationalEmergencyNumber })}</p>
        <a className={styles.emergencyCall} href={telHref(HOSPITAL.emergencyPhone)}>
          <PhoneIcon size={18} /> {HOSPITAL.emergencyPhone}
        </a>
      </section>
      <section className={styles.box}>
        <h2 className={styles.title}>{t('manageTitle')}</h2>
        <p>{t('manageText')}</p>
        <SiteLink to={siteHref('/manage-booking')} className={styles.link}>
          {t('manageLink')}
        </SiteLink>
      </section>
    </aside>
  );
}
