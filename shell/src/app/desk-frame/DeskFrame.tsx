import { useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLanguage, useMessages } from 'shared-ui/i18n';
import { useLocation, useNavigate } from 'shared-ui/router';
import { useStaffSession } from 'shared-ui/staff';
import { deskFrameMessages } from './deskFrameMessages';
import styles from './DeskFrame.module.css';

/**
 * What the frame shows that the public pages have too, handed in by the route table (routes.tsx):
 * imported here, the shell's build would regroup those modules to share them with this chunk, and
 * every public page would fetch them in more, smaller chunks (measured: 0.5 KB gzip more on /).
 */
export interface DeskFrameParts {
  /** The hospital's mark and name. */
  brand: ReactNode;
  /** The desk remote's region, in its error boundary. */
  region: ReactNode;
  /** The not-found page, for a desk address in another language. */
  notFound: ReactNode;
}

/** The signed-in member and Sign out, once the desk's session says who it is. */
function StaffMember() {
  const t = useMessages(deskFrameMessages);
  const session = useStaffSession();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  if (session.status !== 'signed-in' || !session.staff) return null;
  const { staff } = session;
  const signOut = () => {
    setFailed(false);
    session.signOut().then(
      () => navigate('/desk/sign-in'),
      () => setFailed(true),
    );
  };
  return (
    <div className={styles.member}>
      <span>{t('signedInAs', { name: staff.name, role: t(staff.role) })}</span>
      <button type="button" className={styles.signOut} onClick={signOut}>
        {t('signOut')}
      </button>
      <span role="status">{failed ? t('signOutFailed') : null}</span>
    </div>
  );
}

/**
 * The staff desk's frame: a plain bar (the hospital, "Staff desk", who is signed in) above the desk
 * remote's region, and nothing of the public site's (no splash, menus, footer or chat). A remote
 * that cannot be loaded shows the usual fallback with Retry in its region; the bar stays.
 */
export default function DeskFrame(parts: DeskFrameParts) {
  const { language } = useLanguage();
  // English only for now: a Hindi desk address is not found, as the server answers it.
  return language === 'en' ? <DeskFrameInEnglish {...parts} /> : parts.notFound;
}

function DeskFrameInEnglish({ brand, region }: DeskFrameParts) {
  const t = useMessages(deskFrameMessages);
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const shownPath = useRef<string | null>(null);
  // As the public layout: a later page takes the focus, for keyboard and screen-reader users.
  useLayoutEffect(() => {
    if (shownPath.current !== null && shownPath.current !== pathname) main.current?.focus({ preventScroll: true });
    shownPath.current = pathname;
  }, [pathname]);

  return (
    <div className={styles.frame}>
      <a href="#main-content" className={styles.skipLink}>
        {t('skipToContent')}
      </a>
      <header className={styles.bar}>
        <p className={styles.name}>
          {brand}
          <span className={styles.area}>{t('staffDesk')}</span>
        </p>
        <StaffMember />
      </header>
      <main id="main-content" ref={main} tabIndex={-1} className={styles.main}>
        {region}
      </main>
    </div>
  );
}
