import type { ReactNode } from 'react';
import { HOSPITAL, SiteLink, siteHref, telHref } from 'shared-ui';
import { Logo } from './Logo';
import { MainMenu } from './MainMenu';
import { TOP_STRIP_LINKS } from './menuItems';
import styles from './Header.module.css';

/** Top strip, logo, site search (passed in by the app) and main menu, on every page. */
export function Header({ search }: { search: ReactNode }) {
  return (
    <header className={styles.header}>
      <div className={styles.topStrip}>
        <div className={styles.topStripInner}>
          <p className={styles.support}>
            Customer Support:{' '}
            <a href={telHref(HOSPITAL.supportPhone)} className={styles.supportPhone}>
              {HOSPITAL.supportPhone}
            </a>{' '}
            <span className={styles.supportHours}>({HOSPITAL.supportHours})</span>
          </p>
          <nav aria-label="Account and quick links">
            <ul className={styles.topLinks}>
              {TOP_STRIP_LINKS.map((link) => (
                <li key={link.label}>
                  <SiteLink to={link.to}>{link.label}</SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <div className={styles.bar}>
        <SiteLink to={siteHref('/')} className={styles.logoLink} aria-label={`${HOSPITAL.name}, home`}>
          <Logo />
        </SiteLink>
        <div className={styles.search}>{search}</div>
        <MainMenu />
      </div>
    </header>
  );
}
