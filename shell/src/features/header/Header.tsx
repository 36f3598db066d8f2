import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { SiteLink, mediaQueries, siteHref, useMediaQuery, useServerRender } from 'shared-ui';
import { clsx } from 'clsx';
import { HOSPITAL, telHref } from 'contract/hospital';
import { LanguageSwitch, useMessages } from 'shared-ui/i18n';
import { useLocation } from 'shared-ui/router';
import { useEmergencyOffline } from '../emergency-offline';
import { headerMessages } from './headerMessages';
import { AccountLinks } from './AccountLinks';
import { EmergencyControl } from './EmergencyControl';
import { LanguageToggle } from './LanguageToggle';
import { Logo } from './Logo';
import { MainMenu } from './MainMenu';
import { restoreServedFocus } from './servedHeader';
import { TOP_STRIP_LINKS } from './menuItems';
import styles from './Header.module.css';

const ONE_ROW_BAR = '(min-width: 1200px)';

/**
 * Which header the width calls for. On the server ('any') the width is unknown: the HTML holds every
 * width's parts and CSS shows each width its own, so the live header that replaces it (chosen here
 * by script) lands on the same boxes at any width, with no jump.
 */
type HeaderLayout = 'phone' | 'tablet' | 'wide' | 'any';

function useHeaderLayout(): HeaderLayout {
  const onServer = useServerRender();
  const tabletUp = useMediaQuery(mediaQueries.tabletUp);
  const wide = useMediaQuery(ONE_ROW_BAR);
  if (onServer) return 'any';
  if (wide) return 'wide';
  return tabletUp ? 'tablet' : 'phone';
}

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

function QuickLinks({ onNotice }: { onNotice: (text: string) => void }) {
  const t = useMessages(headerMessages);
  return (
    <nav aria-label={t('quickLinks')}>
      <ul className={styles.topLinks}>
        <AccountLinks onNotice={onNotice} />
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
  const layout = useHeaderLayout();
  const anyWidth = layout === 'any';
  const { pathname } = useLocation();
  // Where the bar is one row (Header.module.css) it has no room left: the Emergency control moves up
  // into the top strip, which has. Rendered in one place only, so it is one button for everyone
  // (the server's HTML has both, each hidden where the other shows).
  const emergencyInStrip = layout === 'wide' || anyWidth;
  const emergencyInBar = layout !== 'wide';
  // Outside the menu, which a phone may close: a live region must stay in the page to be heard.
  const [notice, setNotice] = useState('');
  const headerRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (headerRef.current) restoreServedFocus(headerRef.current);
  }, []);
  return (
    <header ref={headerRef} className={styles.header}>
      <p role="status" className="visually-hidden">
        {notice}
      </p>
      {layout === 'phone' ? null : (
        <div className={clsx(styles.topStrip, anyWidth && styles.fromTablet)}>
          <div className={styles.topStripInner}>
            <SupportLine />
            <div className={styles.topEnd}>
              {emergencyInStrip ? <EmergencyControl inStrip className={clsx(anyWidth && styles.wideOnly)} /> : null}
              <QuickLinks onNotice={setNotice} />
              <LanguageSwitch className={styles.languageSwitch} pathname={pathname} />
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
        {emergencyInBar ? <EmergencyControl className={clsx(anyWidth && styles.belowWide)} /> : null}
        {layout === 'phone' || anyWidth ? (
          <div className={clsx(styles.phoneTools, anyWidth && styles.phoneToolsOnly)}>
            <LanguageToggle className={clsx(anyWidth && styles.phoneOnly)} />
            <MainMenu
              folded={
                <div className={styles.folded}>
                  <SupportLine />
                  <QuickLinks onNotice={setNotice} />
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
