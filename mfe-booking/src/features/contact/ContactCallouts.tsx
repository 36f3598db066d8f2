import { HOSPITAL, telHref } from 'contract/hospital';
import { useId } from 'react';
import { PhoneIcon } from 'shared-ui/icons';
import { useMessages } from 'shared-ui/i18n';
import { contactMessages } from './contactMessages';
import styles from './ContactCallouts.module.css';

/** "Customer support, 24 X 7" with the number to call. */
export function SupportCallout() {
  const t = useMessages(contactMessages);
  const headingId = useId();
  return (
    <section className={styles.support} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('supportTitle', { hours: HOSPITAL.supportHours })}
      </h2>
      <p className={styles.text}>{t('supportText')}</p>
      <a className={styles.supportLink} href={telHref(HOSPITAL.supportPhone)}>
        <PhoneIcon size={18} /> {t('supportCall', { phone: HOSPITAL.supportPhone })}
      </a>
    </section>
  );
}

/** The home-service banner with its CALL NOW link (a tel: link). */
export function HomeServiceBanner() {
  const t = useMessages(contactMessages);
  const headingId = useId();
  return (
    <section className={styles.home} aria-labelledby={headingId}>
      <div className={styles.homeInner}>
        <div>
          <h2 id={headingId} className={styles.homeTitle}>
            {t('homeTitle')}
          </h2>
          <p className={styles.homeText}>{t('homeText')}</p>
        </div>
        <a className={styles.callNow} href={telHref(HOSPITAL.supportPhone)}>
          <PhoneIcon size={18} /> {t('callNow')}
          <span className="visually-hidden"> {HOSPITAL.supportPhone}</span>
        </a>
      </div>
    </section>
  );
}
