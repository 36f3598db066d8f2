import { HOSPITAL, HOSPITAL_HI, hospitalAddressIn, telHref } from 'contract/hospital';
import { useId } from 'react';
import { useLanguage, useMessages } from 'shared-ui/i18n';
import { contactMessages } from './contactMessages';
import styles from './ContactDetails.module.css';

/** The hospital's address, phones, two e-mail addresses and hours, all from the one source of facts. */
export function ContactDetails() {
  const t = useMessages(contactMessages);
  const { language } = useLanguage();
  const headingId = useId();
  return (
    <section className={styles.details} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('detailsTitle')}
      </h2>
      <dl className={styles.list}>
        <div>
          <dt>{t('address')}</dt>
          <dd>
            <address>{hospitalAddressIn(language)}</address>
          </dd>
        </div>
        <div>
          <dt>{t('phoneLabel')}</dt>
          <dd>
            <a href={telHref(HOSPITAL.supportPhone)}>{HOSPITAL.supportPhone}</a>
          </dd>
        </div>
        <div>
          <dt>{t('emergency', { hours: HOSPITAL.supportHours })}</dt>
          <dd>
            <a href={telHref(HOSPITAL.emergencyPhone)}>{HOSPITAL.emergencyPhone}</a>
          </dd>
        </div>
        <div>
          <dt>{t('emailLabel')}</dt>
          <dd className={styles.emails}>
            <span>
              {t('generalEnquiries')}: <a href={`mailto:${HOSPITAL.email}`}>{HOSPITAL.email}</a>
            </span>
            <span>
              {t('appointments')}: <a href={`mailto:${HOSPITAL.appointmentsEmail}`}>{HOSPITAL.appointmentsEmail}</a>
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('hours')}</dt>
          <dd>{language === 'en' ? HOSPITAL.openingHours : HOSPITAL_HI.openingHours}</dd>
        </div>
      </dl>
    </section>
  );
}
