import { HOSPITAL, SiteLink, siteHref, telHref, usePrefersReducedMotion } from 'shared-ui';
import { ASSOCIATE_LINKS, FOOTER_LINKS } from './footerContent';
import { NewsletterSignup } from './NewsletterSignup';
import { NewsTicker } from './NewsTicker';
import styles from './Footer.module.css';

/** The footer of every page (SPEC §2 "Footer"). `topTargetId` is where "Back to top" moves focus. */
export function Footer({ topTargetId }: { topTargetId: string }) {
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
            About Us
          </h2>
          <p className={styles.muted}>
            {HOSPITAL.name} has served Faridabad since {HOSPITAL.since} with round-the-clock emergency care, specialist
            doctors, an accredited laboratory and care at home.
          </p>
          <p className={styles.muted}>
            <SiteLink to={siteHref('/about')}>More about us</SiteLink>
          </p>
          <address className={styles.address}>
            {HOSPITAL.address}
            <br />
            Emergency: <a href={telHref(HOSPITAL.emergencyPhone)}>{HOSPITAL.emergencyPhone}</a>
          </address>
        </section>
        <nav aria-labelledby="footer-associates-heading">
          <h2 id="footer-associates-heading" className={styles.heading}>
            Our Associates
          </h2>
          <ul className={styles.linkList}>
            {ASSOCIATE_LINKS.map((link) => (
              <li key={link.label}>
                <SiteLink to={link.to}>{link.label}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <NewsTicker />
        <NewsletterSignup />
      </div>
      <div className={styles.bottom}>
        <nav aria-label="Footer">
          <ul className={styles.bottomLinks}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.label}>
                <SiteLink to={link.to}>{link.label}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.hours}>
          Opening hours: <strong>{HOSPITAL.openingHours}</strong> · Emergency {HOSPITAL.supportHours}
        </p>
        <p className={styles.credits}>
          © {HOSPITAL.creditsYear} {HOSPITAL.name}. All rights reserved.
        </p>
        <button type="button" className={styles.toTop} onClick={backToTop}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <path d="M3 10l5-5 5 5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          Back to top
        </button>
      </div>
    </footer>
  );
}
