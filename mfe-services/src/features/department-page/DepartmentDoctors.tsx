import { HOSPITAL } from 'contract/hospital';
import { EmptyState, ErrorState, LoadingState, SiteLink, siteHref, useDoctors } from 'shared-ui';
import type { Department, Doctor } from 'contract';
import { useMessages } from 'shared-ui/i18n';
import { DoctorCard } from '../../components/doctor-card';
import { clockTime, doctorProfileHref, useOpdWords } from '../../components/doctor-opd';
import { FreeTimesPending, useFreeSlots, useSlotDay } from '../../components/free-slots';
import { departmentPageMessages } from './departmentPageMessages';
import styles from './DepartmentPage.module.css';

/**
 * The department's doctors, each with their OPD days, next free time and Book Appointment. Read
 * from the one doctors list the other doctors' pages share (cached), filtered here.
 */
export function DepartmentDoctors({ department }: { department: Department }) {
  const t = useMessages(departmentPageMessages);
  const { status, data, retry } = useDoctors();
  const doctors = (data ?? []).filter((doctor) => doctor.department?.slug === department.slug);
  return (
    <section className={styles.section} aria-labelledby="department-doctors">
      <h2 id="department-doctors" className={styles.heading}>
        {t('doctorsHeading', { department: department.department_name })}
      </h2>
      {status === 'loading' ? <LoadingState label={t('doctorsLoading')} className={styles.doctorsPending} /> : null}
      {status === 'error' ? <ErrorState message={t('doctorsFailed')} onRetry={retry} retryLabel={t('retry')} /> : null}
      {status === 'success' && doctors.length === 0 ? (
        <div className={styles.empty}>
          <EmptyState message={t('noDoctors')} />
          <SiteLink to={siteHref('/our-doctor')}>{t('allDoctors')}</SiteLink>
        </div>
      ) : null}
      {doctors.length > 0 ? (
        <ul className={styles.doctors}>
          {doctors.map((doctor) => (
            <DoctorCard key={doctor.id} doctor={doctor} profileHref={doctorProfileHref(doctor)}>
              <OpdDays doctor={doctor} />
              <NextFreeTime doctorId={doctor.id} />
            </DoctorCard>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** Monday first, as the week is read in India; Sunday last. */
const weekOrder = (weekday: number) => (weekday + 6) % 7;

function OpdDays({ doctor }: { doctor: Doctor }) {
  const t = useMessages(departmentPageMessages);
  const { weekdayName, listOf } = useOpdWords();
  const days = [...(doctor.opd_days ?? [])].sort((a, b) => weekOrder(a) - weekOrder(b));
  return (
    <p className={styles.fact}>
      {days.length > 0 ? t('opdDays', { days: listOf(days.map((day) => weekdayName(day))) }) : t('noOpdDays')}
    </p>
  );
}

/** The doctor's first free slot of the next two weeks, asked for in the browser only (it goes stale). */
function NextFreeTime({ doctorId }: { doctorId: number }) {
  const t = useMessages(departmentPageMessages);
  const dayOf = useSlotDay();
  const { onServer, status, free, retry } = useFreeSlots(doctorId, 1);
  const first = free[0];
  if (status === 'loading') {
    return (
      <FreeTimesPending
        compact
        label={t('slotsLoading')}
        noScriptText={t('slotsNoScript', { hours: HOSPITAL.supportHours })}
        onServer={onServer}
        className={styles.fact}
      />
    );
  }
  if (status === 'error') {
    return <ErrorState compact message={t('slotsFailed')} onRetry={retry} retryLabel={t('retry')} />;
  }
  if (!first) return <p className={styles.fact}>{t('noSlots')}</p>;
  const when = t('slotAt', { date: dayOf(first.date), time: clockTime(first.slot.start) });
  const place = first.slot.online ? t('online') : first.slot.room;
  return (
    <p className={styles.fact}>
      <strong>{t('nextFree', { time: place ? `${when}, ${place}` : when })}</strong>
    </p>
  );
}
