import { ErrorState, LoadingState, useDoctors } from 'shared-ui';
import type { ServiceDepartment } from 'contract';
import { useMessages } from 'shared-ui/i18n';
import { DoctorCard } from '../../../components/doctor-card';
import { servicePageMessages } from '../servicePageMessages';
import { PageSection } from './PageSection';
import styles from './ServiceDoctors.module.css';

/**
 * The doctors of the service's department, each with Book Appointment. Read from the one doctors
 * list the home grid and the doctors page share (cached), filtered here; none, no section. One or
 * two doctors sit centred rather than stretched across the page.
 */
export default function ServiceDoctors({ department }: { department: ServiceDepartment }) {
  const t = useMessages(servicePageMessages);
  const { status, data, retry } = useDoctors();
  const doctors = (data ?? []).filter((doctor) => doctor.department?.id === department.id);
  if (status === 'success' && doctors.length === 0) return null;
  return (
    <PageSection title={t('doctorsHeading', { department: department.name })} eyebrow={t('doctorsEyebrow')}>
      {status === 'loading' ? <LoadingState compact label={t('doctorsLoading')} /> : null}
      {status === 'error' ? (
        <ErrorState compact message={t('doctorsFailed')} onRetry={retry} retryLabel={t('retry')} />
      ) : null}
      {doctors.length > 0 ? (
        <ul className={styles.doctors}>
          {doctors.map((doctor) => (
            <DoctorCard key={doctor.id} doctor={doctor} />
          ))}
        </ul>
      ) : null}
    </PageSection>
  );
}
