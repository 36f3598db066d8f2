import { directionsHref, HOSPITAL, hospitalAddressIn } from 'contract/hospital';
import { ExternalLinkIcon } from 'shared-ui/icons';
import { useLanguage, useMessages } from 'shared-ui/i18n';
import { CallLink } from '../../../components/call-link';
import type { EmergencyContent } from '../contentTypes';
import { emergencyMessages } from '../messages';
import styles from './ActNowPanel.module.css';

/** What to do now: the numbers to call and the way in, before anything else on the page. */
export function ActNowPanel({ content }: { content: EmergencyContent['actNow'] }) {
  const t = useMessages(emergencyMessages);
  const { language } = useLanguage();
  return (
    <section className={styles.panel} aria-labelledby="act-now-title">
      <div className={styles.inner}>
        <h2 id="act-now-title" className={styles.title}>
          {content.callTitle}
        </h2>
        <p className={styles.text}>{content.callText}</p>
        <div className={styles.calls}>
          <CallLink phone={HOSPITAL.nationalEmergencyNumber}>{t('call112')}</CallLink>
          <CallLink phone={HOSPITAL.emergencyPhone}>{t('callEmergency', { phone: HOSPITAL.emergencyPhone })}</CallLink>
        </div>
        <p className={styles.text}>
          {content.ambulanceText}{' '}
          <CallLink phone={HOSPITAL.ambulancePhone} look="text">
            {t('callAmbulance', { phone: HOSPITAL.ambulancePhone })}
          </CallLink>
        </p>
        <p className={styles.text}>{content.cprText}</p>
        <p className={styles.text}>
          {content.addressTitle} <strong>{hospitalAddressIn(language)}</strong>.{' '}
          <a className={styles.directions} href={directionsHref()} target="_blank" rel="noopener noreferrer">
            {t('directions')}
            <ExternalLinkIcon size={16} />
            <span className="visually-hidden"> {t('opensInNewTab')}</span>
          </a>
        </p>
      </div>
    </section>
  );
}
