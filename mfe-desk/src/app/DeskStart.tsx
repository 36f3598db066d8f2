import { useStaffSession } from 'shared-ui/staff';
import { DayListPage } from '../features/day-list/DayListPage';
import { DeskHome } from '../features/home/DeskHome';

/**
 * The desk's home by role: reception and the OPD manager work the day's list; anyone else (an
 * admin), or a desk not yet signed in, gets the home (who is signed in, or the way to sign in).
 */
export function DeskStart() {
  const { status, staff } = useStaffSession();
  if (status === 'signed-in' && staff && (staff.role === 'reception' || staff.role === 'opd_manager')) {
    return <DayListPage staff={staff} />;
  }
  return <DeskHome />;
}
