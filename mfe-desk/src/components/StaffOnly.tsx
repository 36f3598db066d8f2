import type { ReactNode } from 'react';
import type { StaffMember, StaffRole } from 'contract/staff-desk';
import { ErrorState, LoadingState } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { Navigate } from 'shared-ui/router';
import { useStaffSession } from 'shared-ui/staff';
import { deskMessages } from './deskMessages';
import { deskNavMessages } from './deskNavMessages';
import { DESK_PATHS } from './deskPaths';
import panel from './DeskPanel.module.css';

/**
 * A desk page for some roles: no session goes to sign-in, another role is told the page is not
 * theirs (the API refuses it too: this only spares a call that would be a 403).
 */
export function StaffOnly({
  roles,
  children,
}: {
  roles: readonly StaffRole[];
  children: (staff: StaffMember) => ReactNode;
}) {
  const t = useMessages(deskNavMessages);
  const d = useMessages(deskMessages);
  const session = useStaffSession();
  if (session.status === 'signed-out') return <Navigate to={DESK_PATHS.signIn} replace />;
  if (session.status === 'unknown') return <LoadingState label={t('checking')} />;
  if (session.status === 'unreachable' || !session.staff) {
    return <ErrorState message={d('networkError')} onRetry={() => void session.refresh()} retryLabel={d('retry')} />;
  }
  if (!roles.includes(session.staff.role)) {
    return (
      <section className={panel.panel} aria-labelledby="desk-not-for-role">
        <h1 id="desk-not-for-role" className={panel.heading}>
          {t('notForRoleTitle')}
        </h1>
        <p>{t('notForRole', { role: d(session.staff.role) })}</p>
      </section>
    );
  }
  return children(session.staff);
}
