import { EmptyState, ErrorState, LoadingState, SiteLink, siteHref, useDoctors } from 'shared-ui';
import type { WidgetProps } from 'shared-ui';

/** Exposed to other remotes as `mfe_services/DoctorsGrid`: the home page's "Our Specialities". */
export default function DoctorsGrid({ limit }: WidgetProps<'mfe_services/DoctorsGrid'>) {
  const { status, data, error, retry } = useDoctors();
  if (status === 'loading') return <LoadingState label="Loading doctors..." />;
  if (status === 'error') {
    const invalid = error instanceof Error && error.message === 'Invalid data format received';
    return invalid ? (
      <ErrorState message="Error: Invalid data format received" />
    ) : (
      <ErrorState message="Failed to fetch doctors data" onRetry={retry} />
    );
  }
  const doctors = limit === undefined ? (data ?? []) : (data ?? []).slice(0, limit);
  if (doctors.length === 0) return <EmptyState message="No doctors found." />;
  return (
    <ul>
      {doctors.map((doctor) => (
        <li key={doctor.id}>
          <p>{doctor.doctor_name}</p>
          <p>{doctor.department.department_name}</p>
          <SiteLink to={siteHref('/appointment', { query: { doctor: doctor.id, department: doctor.department.id } })}>
            Get Appointment<span className="visually-hidden"> with {doctor.doctor_name}</span>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
