import type { ReactNode } from 'react';
import { SiteLink, mediaQueries, siteHref, useMediaQuery } from 'shared-ui';
import { HOSPITAL, telHref } from 'contract/hospital';
import { LanguageSwitch, useMessages } from 'shared-ui/i18n';
import { useEmergencyOffline } from '../emergency-offline';
import { headerMessages } from './headerMessages';
import { EmergencyControl } from './EmergencyControl';
import { LanguageToggle } from './LanguageToggle';
import { Logo } from './Logo';
import { MainMenu } from './MainMenu';
import { TOP_STRIP_LINKS } from './menuItems';
import styles from './Header.module.css';

const ONE_ROW_BAR = '(min-width: 1200px)';

function SupportLine() {
  const t = useMessages(headerMessages);
  return (
    <p className={styles.support}>
      {t('customerSupport')}{' '}
      <a href={telHref(HOSPITAL.supportPhone)} className={styles.supportPhone}>
        {HOSPITAL.supportPhone}
      </a>{' '}
      <span className={styles.supportHours}>({HOSPITAL.supportHours})</span>
    </p>
  );
}

function QuickLinks() {
  const t = useMessages(headerMessages);
  return (
    <nav aria-label={t('quickLinks')}>
      <ul className={styles.topLinks}>
        {TOP_STRIP_LINKS.map((link) => (
          <li key={link.label}>
            <SiteLink to={link.to}>{t(link.label)}</SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Top strip (support line, quick links, language), logo, site search (passed in by the app), the
 * Emergency control and main menu. On a phone there is no strip: its support line and quick links
 * fold into the menu and the language becomes one button beside it, so the header keeps to two
 * short rows (about 110 px) and the page starts in the first screen.
 */
export function Header({ search }: { search: ReactNode }) {
  const t = useMessages(headerMessages);
  useEmergencyOffline();
  const phone = !useMediaQuery(mediaQueries.tabletUp);
  // Where the bar is one row (Header.module.css) it has no room left: the Emergency control moves up
  // into the top strip, which has. Rendered in one place only, so it is one button for everyone.
  const emergencyInStrip = useMediaQuery(ONE_ROW_BAR);
  return (
    <header className={styles.header}>
      {phone ? null : (
        <div className={styles.topStrip}>
          <div className={styles.topStripInner}>
            <SupportLine />
            <div className={styles.topEnd}>
              {emergencyInStrip ? <EmergencyControl inStrip /> : null}
              <QuickLinks />
              <LanguageSwitch className={styles.languageSwitch} />
            </div>
          </div>
        </div>
      )}
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
        {phone ? (
          <div className={styles.phoneTools}>
            <LanguageToggle />
            <MainMenu
              folded={
                <div className={styles.folded}>
                  <SupportLine />
                  <QuickLinks />
                </div>
              }
            />
          </div>
        ) : (
          <MainMenu />
        )}
      </div>
    </header>
  );
}
