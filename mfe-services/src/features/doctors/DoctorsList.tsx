import { useRef } from 'react';
import { ApiError, ButtonLink, EmptyState, ErrorState, LoadingState, siteHref } from 'shared-ui';
import type { QueryResult, SiteHref } from 'shared-ui';
import type { Department, Doctor } from 'contract';
import { useMessages } from 'shared-ui/i18n';
import { DoctorCard } from '../../components/doctor-card';
import { DoctorsPager } from './DoctorsPager';
import { doctorsMessages } from './doctorsMessages';
import { nameMatches, opdMatches, pageOf } from './doctorsQuery';
import { doctorProfileHref } from '../../components/doctor-opd';
import type { DoctorsQuery } from './doctorsQuery';
import styles from './DoctorsList.module.css';

interface DoctorsListProps {
  doctors: QueryResult<Doctor[]>;
  query: DoctorsQuery;
  /** The department chosen in the filter, if it is known. */
  department: Department | undefined;
  /** The address of a page of this list, the filters kept. */
  hrefOf: (page: number) => SiteHref;
}

const isInvalidData = (error: unknown) => error instanceof ApiError && error.isInvalidData;

/** The doctors the filters leave, six to a page, each with Book Appointment, and links to the other pages. */
export function DoctorsList({ doctors, query, department, hrefOf }: DoctorsListProps) {
  const t = useMessages(doctorsMessages);
  const top = useRef<HTMLParagraphElement>(null);
  const matching = (doctors.data ?? []).filter(
    (doctor) =>
      (query.department === undefined || doctor.department?.id === query.department) &&
      nameMatches(doctor.doctor_name, query.name) &&
      opdMatches(doctor, query),
  );
  const { page, pages, start, end } = pageOf(matching.length, query.page);

  // A page link takes the visitor to the top of the list, where a screen reader reads the new count
  // (the same element stays through the change of page); Back and the filters leave focus alone.
  const toTop = () => {
    top.current?.focus({ preventScroll: true });
    top.current?.scrollIntoView({ block: 'start' });
  };

  // The list's room is kept while it loads, so what follows it does not jump down when it arrives.
  if (doctors.status === 'loading') return <LoadingState label={t('loading')} className={styles.pending} />;
  if (doctors.status === 'error') {
    return isInvalidData(doctors.error) ? (
      <ErrorState message={t('invalidData')} />
    ) : (
      <ErrorState message={t('failed')} onRetry={doctors.retry} retryLabel={t('retry')} />
    );
  }
  if (matching.length === 0) {
    const named = query.name !== '' && (doctors.data ?? []).length > 0;
    return (
      <div className={styles.empty}>
        <EmptyState message={named ? t('noneNamed', { name: query.name }) : t('empty')} />
        {named && query.department !== undefined ? <p className={styles.help}>{t('noneNamedHelp')}</p> : null}
        {query.department !== undefined || query.name !== '' || query.day !== undefined || query.language !== '' ? (
          <ButtonLink to={siteHref('/our-doctor')} variant="outline" size="small">
            {t('showAll')}
          </ButtonLink>
        ) : null}
      </div>
    );
  }
  const name = department?.department_name;
  const count = matching.length;
  const range = { from: start + 1, to: end, count };
  let summary: string;
  if (pages > 1) summary = name ? t('showingIn', { ...range, department: name }) : t('showing', range);
  else if (name) summary = t(count === 1 ? 'countOneIn' : 'countIn', { count, department: name });
  else summary = t(count === 1 ? 'countOne' : 'count', { count });
  return (
    <>
      <p ref={top} role="status" tabIndex={-1} className={styles.count}>
        {summary}
      </p>
      <ul className={styles.grid}>
        {matching.slice(start, end).map((doctor) => (
          <DoctorCard key={doctor.id} doctor={doctor} profileHref={doctorProfileHref(doctor)} />
        ))}
      </ul>
      {pages > 1 ? <DoctorsPager page={page} pages={pages} hrefOf={hrefOf} onTurn={toTop} /> : null}
    </>
  );
}
