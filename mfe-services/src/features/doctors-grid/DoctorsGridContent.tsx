import { ApiError, EmptyState, ErrorState, LoadingState, useDoctors } from 'shared-ui';
import type { WidgetProps } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { DoctorCard } from '../../components/doctor-card';
import { doctorProfileHref } from '../../components/doctor-opd';
import { doctorsGridMessages } from './doctorsGridMessages';
import { DoctorsGridRoom } from './DoctorsGridRoom';
import styles from './DoctorsGrid.module.css';

/** The API answered, but not with a list. */
const isInvalidData = (error: unknown) => error instanceof ApiError && error.isInvalidData;

/**
 * The grid itself, loaded when the widget nears the viewport: as many columns of at least 15rem as
 * fit, one on phones and four on a desktop. Retry loads the list again in place
 * (the original reloaded the whole page).
 */
export default function DoctorsGridContent({ limit }: WidgetProps<'mfe_services/DoctorsGrid'>) {
  const t = useMessages(doctorsGridMessages);
  const { status, data, error, retry } = useDoctors();
  const doctors = limit === undefined ? (data ?? []) : (data ?? []).slice(0, limit);

  if (status === 'loading') {
    return (
      <DoctorsGridRoom limit={limit} status={<LoadingState label={t('loading')} className={styles.roomStatus} />} />
    );
  }
  if (status === 'error' && isInvalidData(error)) return <ErrorState message={t('invalidData')} />;
  if (status === 'error') return <ErrorState message={t('failed')} onRetry={retry} retryLabel={t('retry')} />;
  if (doctors.length === 0) return <EmptyState message={t('empty')} />;
  return (
    <ul className={styles.grid}>
      {doctors.map((doctor) => (
        <DoctorCard
          key={doctor.id}
          doctor={doctor}
          layout="reveal"
          action="getAppointment"
          profileHref={doctorProfileHref(doctor)}
        />
      ))}
    </ul>
  );
}
