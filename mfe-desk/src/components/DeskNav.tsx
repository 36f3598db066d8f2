import { useMessages } from 'shared-ui/i18n';
import { Link, useLocation } from 'shared-ui/router';
import { useStaffSession } from 'shared-ui/staff';
import { DESK_NAV } from './deskNav';
import { deskNavMessages } from './deskNavMessages';
import styles from './DeskNav.module.css';

/** The page's own entry: its path exactly (a trailing slash aside); the day list is `/desk` alone. */
const here = (pathname: string, path: string) => pathname.replace(/\/+$/, '') === path;

/**
 * The desk's own navigation, once signed in: only the pages the member's role opens (the server
 * refuses the others anyway). Nothing before sign-in: the sign-in and enrolment pages stand alone.
 */
export function DeskNav() {
  const t = useMessages(deskNavMessages);
  const { status, staff } = useStaffSession();
  const { pathname } = useLocation();
  if (status !== 'signed-in' || !staff) return null;
  const entries = DESK_NAV.filter((entry) => (entry.roles as readonly string[]).includes(staff.role));
  return (
    <nav aria-label={t('navLabel')} className={styles.nav}>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.path}>
            <Link
              to={entry.path}
              className={here(pathname, entry.path) ? styles.current : styles.link}
              aria-current={here(pathname, entry.path) ? 'page' : undefined}
            >
              {t(entry.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
