import { SiteLink, siteHref, usePrefersReducedMotion } from 'shared-ui';
import { HOSPITAL, telHref, yearInHospitalZone } from 'contract/hospital';
import { useMessages } from 'shared-ui/i18n';
import { ChevronUpIcon } from 'shared-ui/icons';
import { ASSOCIATE_LINKS, FOOTER_LINKS } from './footerContent';
import { footerMessages } from './footerMessages';
import { NewsTicker } from './NewsTicker';
import styles from './Footer.module.css';

/** The footer of every page. `topTargetId` is where "Back to top" moves focus. */
export function Footer({ topTargetId }: { topTargetId: string }) {
  const t = useMessages(footerMessages);
  const reducedMotion = usePrefersReducedMotion();
  const backToTop = () => {
    window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
    document.getElementById(topTargetId)?.focus({ preventScroll: true });
  };

  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-about-heading">
          <h2 id="footer-about-heading" className={styles.heading}>
            {t('aboutHeading')}
          </h2>
          <p className={styles.muted}>{t('aboutText', { hospital: HOSPITAL.name, since: HOSPITAL.since })}</p>
          <p className={styles.muted}>
            <SiteLink to={siteHref('/about')}>{t('moreAbout')}</SiteLink>
          </p>
          <address className={styles.address}>
            {t('address')}
            <br />
            {t('emergency')} <a href={telHref(HOSPITAL.emergencyPhone)}>{HOSPITAL.emergencyPhone}</a>
          </address>
        </section>
        <nav aria-labelledby="footer-associates-heading">
          <h2 id="footer-associates-heading" className={styles.heading}>
            {t('associatesHeading')}
          </h2>
          <ul className={styles.linkList}>
            {ASSOCIATE_LINKS.map((link) => (
              <li key={link.label}>
                <SiteLink to={link.to}>{t(link.label)}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <NewsTicker />
      </div>
      <div className={styles.bottom}>
        <nav aria-label={t('footerLinks')}>
          <ul className={styles.bottomLinks}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.label}>
                <SiteLink to={link.to}>{t(link.label)}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.hours}>
          {t('openingHours')} <strong>{t('opdHours')}</strong> · {t('emergencyHours', { hours: HOSPITAL.supportHours })}
        </p>
        <p className={styles.credits}>{t('credits', { year: yearInHospitalZone(), hospital: HOSPITAL.name })}</p>
        <button type="button" className={styles.toTop} onClick={backToTop} data-needs-script="">
          <ChevronUpIcon size={16} />
          {t('backToTop')}
        </button>
      </div>
    </footer>
  );
}
