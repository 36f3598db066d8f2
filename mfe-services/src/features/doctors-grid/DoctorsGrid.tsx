import { useId } from 'react';
import { ApiError, EmptyState, ErrorState, LoadingState, SectionHeading, useDoctors } from 'shared-ui';
import type { WidgetProps } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { DoctorCard } from '../../components/doctor-card';
import { doctorsGridMessages } from './doctorsGridMessages';
import styles from './DoctorsGrid.module.css';

/** The API answered, but not with a list. */
const isInvalidData = (error: unknown) => error instanceof ApiError && error.message === 'Invalid data format received';

/**
 * Exposed to other remotes as `mfe_services/DoctorsGrid`: the home page's "Our Specialities".
 * Retry loads the list again in place (the original reloaded the whole page).
 */
export default function DoctorsGrid({ limit }: WidgetProps<'mfe_services/DoctorsGrid'>) {
  const t = useMessages(doctorsGridMessages);
  const headingId = useId();
  const { status, data, error, retry } = useDoctors();
  const doctors = limit === undefined ? (data ?? []) : (data ?? []).slice(0, limit);

  let content;
  // About one row of cards is kept while loading, so the home page below does not jump when they arrive.
  if (status === 'loading') content = <LoadingState label={t('loading')} className={styles.pending} />;
  else if (status === 'error' && isInvalidData(error)) content = <ErrorState message={t('invalidData')} />;
  else if (status === 'error') content = <ErrorState message={t('failed')} onRetry={retry} retryLabel={t('retry')} />;
  else if (doctors.length === 0) content = <EmptyState message={t('empty')} />;
  else {
    content = (
      <ul className={styles.grid}>
        {doctors.map((doctor) => (
          <DoctorCard key={doctor.id} doctor={doctor} layout="reveal" action="getAppointment" />
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.widget} aria-labelledby={headingId}>
      <SectionHeading id={headingId} title={t('heading')} />
      {content}
    </section>
  );
}
