import { ButtonLink, siteHref } from 'shared-ui';
import { HOSPITAL } from 'contract/hospital';
import { useMessages } from 'shared-ui/i18n';
import { MediaImage } from 'shared-ui/media-image';
import { CallLink } from '../../../components/call-link';
import type { HomeContent } from '../contentTypes';
import ambulance from '../images/ambulance.svg';
import { homeMessages } from '../messages';
import styles from './AmbulanceBanner.module.css';

/** The 24-hour emergency number, one tap to call, and CONTACT US. */
export function AmbulanceBanner({ content }: { content: HomeContent['ambulance'] }) {
  const t = useMessages(homeMessages);
  return (
    <section className={styles.banner} aria-labelledby="home-ambulance">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id="home-ambulance" className={styles.title}>
            {content.title}
          </h2>
          <p className={styles.body}>{content.text}</p>
          <div className={styles.actions}>
            <CallLink phone={HOSPITAL.emergencyPhone}>
              {t('ambulanceCall', { phone: HOSPITAL.emergencyPhone })}
            </CallLink>
            <ButtonLink to={siteHref('/contact')} variant="outline" className={styles.contact}>
              {t('contactUs')}
            </ButtonLink>
          </div>
        </div>
        <MediaImage className={styles.image} src={ambulance} alt={t('ambulanceImageAlt')} width={520} height={300} />
      </div>
    </section>
  );
}
