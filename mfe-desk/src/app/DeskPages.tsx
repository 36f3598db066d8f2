import { pageMetaFrom, usePageMeta } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { Link, Route, Routes } from 'shared-ui/router';
import { DeskNav } from '../components/DeskNav';
import { DESK_PATHS } from '../components/deskPaths';
import { deskMessages } from '../components/deskMessages';
import styles from '../components/DeskPanel.module.css';
import { AccountsPage } from '../features/accounts/AccountsPage';
import { AuditPage } from '../features/audit/AuditPage';
import { CounterBookingPage } from '../features/day-list/CounterBookingPage';
import { EnrolPage } from '../features/enrolment/EnrolPage';
import { DoctorsPage } from '../features/doctors/DoctorsPage';
import { PricesPage } from '../features/doctors/PricesPage';
import { DeskHome } from '../features/home/DeskHome';
import { HospitalFactsPage } from '../features/hospital/HospitalFactsPage';
import { InboxPage } from '../features/inbox/InboxPage';
import { LabsPage } from '../features/labs/LabsPage';
import { LeavePage } from '../features/leave/LeavePage';
import { NoticesPage } from '../features/notices/NoticesPage';
import { SignInPage } from '../features/sign-in/SignInPage';
import { SpeedPage } from '../features/speed/SpeedPage';
import { TimetablesPage } from '../features/timetables/TimetablesPage';
import { DeskStart } from './DeskStart';

export const meta = pageMetaFrom(deskMessages, (texts) => ({
  title: texts.deskTitle,
  description: texts.deskDescription,
}));

function DeskNotFound() {
  const t = useMessages(deskMessages);
  usePageMeta({ title: t('notFoundTitle'), description: t('notFoundText') });
  return (
    <section className={styles.panel}>
      <h1 className={styles.heading}>{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <Link to={DESK_PATHS.home}>{t('backToDesk')}</Link>
    </section>
  );
}

/** Every page of the desk, routed inside the shell's `/desk/*` (or the standalone frame's). */
export default function DeskPages() {
  return (
    <>
      <DeskNav />
      <Routes>
        <Route index element={<DeskStart />} />
        <Route path="book" element={<CounterBookingPage />} />
        <Route path="sessions" element={<DeskHome />} />
        <Route path="sign-in" element={<SignInPage />} />
        <Route path="enrol" element={<EnrolPage />} />
        <Route path="messages" element={<InboxPage />} />
        <Route path="labs" element={<LabsPage />} />
        <Route path="doctors" element={<DoctorsPage />} />
        <Route path="prices" element={<PricesPage />} />
        <Route path="accounts" element={<AccountsPage />} />
        <Route path="notices" element={<NoticesPage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="speed" element={<SpeedPage />} />
        <Route path="hospital" element={<HospitalFactsPage />} />
        <Route path="timetables" element={<TimetablesPage />} />
        <Route path="leave" element={<LeavePage />} />
        <Route path="*" element={<DeskNotFound />} />
      </Routes>
    </>
  );
}
