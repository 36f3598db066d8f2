import type { ReactNode } from 'react';
import { HOSPITAL, SiteLink, siteHref, telHref, useMediaQuery } from 'shared-ui';
import { LanguageSwitch, useMessages } from 'shared-ui/i18n';
import { useEmergencyOffline } from '../emergency-offline';
import { headerMessages } from './headerMessages';
import { EmergencyControl } from './EmergencyControl';
import { Logo } from './Logo';
import { MainMenu } from './MainMenu';
import { TOP_STRIP_LINKS } from './menuItems';
import styles from './Header.module.css';

const ONE_ROW_BAR = '(min-width: 1200px)';

/**
 * Top strip (support line, quick links, language), logo, site search (passed in by the app), the
 * Emergency control and main menu.
 */
export function Header({ search }: { search: ReactNode }) {
  const t = useMessages(headerMessages);
  useEmergencyOffline();
  // Where the bar is one row (Header.module.css) it has no room left: the Emergency control moves up
  // into the top strip, which has. Rendered in one place only, so it is one button for everyone.
  const emergencyInStrip = useMediaQuery(ONE_ROW_BAR);
  return (
    <header className={styles.header}>
      <div className={styles.topStrip}>
        <div className={styles.topStripInner}>
          <p className={styles.support}>
            {t('customerSupport')}{' '}
            <a href={telHref(HOSPITAL.supportPhone)} className={styles.supportPhone}>
              {HOSPITAL.supportPhone}
            </a>{' '}
            <span className={styles.supportHours}>({HOSPITAL.supportHours})</span>
          </p>
          <div className={styles.topEnd}>
            {emergencyInStrip ? <EmergencyControl inStrip /> : null}
            <nav aria-label={t('quickLinks')}>
              <ul className={styles.topLinks}>
                {TOP_STRIP_LINKS.map((link) => (
                  <li key={link.label}>
                    <SiteLink to={link.to}>{t(link.label)}</SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
            <LanguageSwitch className={styles.languageSwitch} />
          </div>
        </div>
      </div>
      <div className={styles.bar}>
        <SiteLink
          to={siteHref('/')}
          className={styles.logoLink}
          aria-label={t('homeLink', { hospital: HOSPITAL.name })}
        >
          <Logo />
        </SiteLink>
        <div className={styles.search}>{search}</div>
        {emergencyInStrip ? null : <EmergencyControl />}
        <MainMenu />
      </div>
    </header>
  );
}
