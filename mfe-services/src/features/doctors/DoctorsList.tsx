import { ApiError, ButtonLink, EmptyState, ErrorState, LoadingState, siteHref } from 'shared-ui';
import type { Department, Doctor, QueryResult } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { DoctorCard } from '../../components/doctor-card';
import { doctorsMessages } from './doctorsMessages';
import styles from './DoctorsList.module.css';

interface DoctorsListProps {
  doctors: QueryResult<Doctor[]>;
  /** The department chosen in the filter, if any. */
  department: Department | undefined;
  /** A department id was asked for (it may be unknown). */
  filtered: boolean;
  departmentId: number | undefined;
}

const isInvalidData = (error: unknown) => error instanceof ApiError && error.message === 'Invalid data format received';

/** The doctors of the chosen department (or all), each with Book Appointment. */
export function DoctorsList({ doctors, department, filtered, departmentId }: DoctorsListProps) {
  const t = useMessages(doctorsMessages);
  // The list's room is kept while it loads, so what follows it does not jump down when it arrives.
  if (doctors.status === 'loading') return <LoadingState label={t('loading')} className={styles.pending} />;
  if (doctors.status === 'error') {
    return isInvalidData(doctors.error) ? (
      <ErrorState message={t('invalidData')} />
    ) : (
      <ErrorState message={t('failed')} onRetry={doctors.retry} retryLabel={t('retry')} />
    );
  }
  const shown = (doctors.data ?? []).filter((doctor) => !filtered || doctor.department?.id === departmentId);
  if (shown.length === 0) {
    return (
      <div className={styles.empty}>
        <EmptyState message={t('empty')} />
        {filtered ? (
          <ButtonLink to={siteHref('/our-doctor')} variant="outline" size="small">
            {t('showAll')}
          </ButtonLink>
        ) : null}
      </div>
    );
  }
  const name = department?.department_name;
  const one = shown.length === 1;
  const count = name
    ? t(one ? 'countOneIn' : 'countIn', { count: shown.length, department: name })
    : t(one ? 'countOne' : 'count', { count: shown.length });
  return (
    <>
      <p role="status" className={styles.count}>
        {count}
      </p>
      <ul className={styles.grid}>
        {shown.map((doctor) => (
          <DoctorCard key={doctor.id} doctor={doctor} />
        ))}
      </ul>
    </>
  );
}
