import { useLayoutEffect, useRef, useState } from 'react';
import { HOSPITAL_NAME } from 'contract/hospital';
import { useLanguage, useMessages } from 'shared-ui/i18n';
import { useLocation, useNavigate } from 'shared-ui/router';
import { useStaffSession } from 'shared-ui/staff';
import { HospitalMark } from '../../components/HospitalMark/HospitalMark';
import { RouteErrorBoundary } from '../RouteErrorBoundary';
import { NotFoundPage } from '../../features/not-found';
import { RemotePage } from '../../features/remote-pages';
import type { RemoteRoute } from '../../features/remote-pages';
import { deskFrameMessages } from './deskFrameMessages';
import styles from './DeskFrame.module.css';

/**
 * The desk's region: every path under `/desk`, rendered by its owner, as shared-ui's STAFF_ROUTES
 * says (written out: importing that table would put it in every public page's shared-ui).
 */
const DESK_ROUTE: RemoteRoute = { path: '/desk/*', owner: 'mfe_desk' };

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
export default function DeskFrame() {
  const { language } = useLanguage();
  // English only for now: a Hindi desk address is not found, as the server answers it.
  return language === 'en' ? <DeskFrameInEnglish /> : <NotFoundPage />;
}

function DeskFrameInEnglish() {
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
          <HospitalMark size={28} onDark />
          <span>{HOSPITAL_NAME}</span>
          <span className={styles.area}>{t('staffDesk')}</span>
        </p>
        <StaffMember />
      </header>
      <main id="main-content" ref={main} tabIndex={-1} className={styles.main}>
        <RouteErrorBoundary key={pathname}>
          <RemotePage route={DESK_ROUTE} />
        </RouteErrorBoundary>
      </main>
    </div>
  );
}
