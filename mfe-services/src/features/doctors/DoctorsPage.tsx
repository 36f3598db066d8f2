import { useCallback } from 'react';
import { useSearchParams } from 'shared-ui/router';
import {
  ButtonLink,
  PageBanner,
  RemoteWidget,
  SectionHeading,
  pageMetaFrom,
  siteHref,
  useDepartments,
  useDoctors,
} from 'shared-ui';
import type { Department, Weekday } from 'contract';
import { useMessages } from 'shared-ui/i18n';
import { LOAD_AHEAD, useNearViewport } from '../../components/near-viewport';
import { DepartmentFilter } from './DepartmentFilter';
import { DoctorNameFilter } from './DoctorNameFilter';
import { DoctorsList } from './DoctorsList';
import { OpdFilters } from './OpdFilters';
import { doctorsQueryFrom } from './doctorsQuery';
import { doctorsMessages } from './doctorsMessages';
import styles from './DoctorsPage.module.css';

export const meta = pageMetaFrom(doctorsMessages, (texts) => ({
  title: texts.heading,
  description: texts.metaDescription,
}));

/** Departments as the doctors list has them, while the departments list is missing. */
const departmentsOf = (doctors: readonly { department?: Department }[]): Department[] => {
  const byId = new Map<number, Department>();
  for (const { department } of doctors) if (department) byId.set(department.id, department);
  return [...byId.values()];
};

/**
 * /our-doctor: the doctors six to a page, each with Book Appointment and a link to their own page,
 * filtered by department, name, OPD day and language (all kept in the address, so Back and a shared
 * link work), links to the booking and
 * contact pages, and the booking team's contact form ("Send Us Message").
 */
export default function DoctorsPage() {
  const t = useMessages(doctorsMessages);
  const [searchParams, setSearchParams] = useSearchParams();
  const query = doctorsQueryFrom(searchParams);
  const departmentId = query.department;
  const doctors = useDoctors();
  const [messageRef, messageNear] = useNearViewport<HTMLDivElement>(LOAD_AHEAD);
  const departments = useDepartments();
  const departmentList = departments.data ?? departmentsOf(doctors.data ?? []);
  const department = departmentList.find((candidate) => candidate.id === departmentId);
  const hrefOf = (page: number) =>
    siteHref('/our-doctor', {
      query: {
        department: departmentId,
        day: query.day,
        language: query.language,
        name: query.name,
        page: page > 1 ? page : undefined,
      },
    });
  // Typing replaces the address rather than adding a Back step per letter, and starts at page 1.
  const filterByName = useCallback(
    (name: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (name) next.set('name', name);
          else next.delete('name');
          next.delete('page');
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );

  // A choice replaces the address like typing a name does, and starts at page 1.
  const filterByOpd = useCallback(
    (change: { day?: Weekday | undefined; language?: string }) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          next.delete('page');
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );

  return (
    <article>
      <PageBanner title={t('heading')} subtitle={t('intro')} />
      <section className={styles.doctors} aria-labelledby="doctors-heading">
        <SectionHeading id="doctors-heading" title={t('findDoctor')} />
        <div className={styles.filters}>
          <DoctorNameFilter name={query.name} onChange={filterByName} />
          {/* Shown at once (All Departments needs no data), so the list below does not move when departments arrive. */}
          <DepartmentFilter
            departments={departmentList}
            selected={departmentId}
            keep={{ name: query.name, day: query.day, language: query.language }}
          />
          <OpdFilters doctors={doctors.data ?? []} day={query.day} language={query.language} onChange={filterByOpd} />
        </div>
        <DoctorsList doctors={doctors} query={query} department={department} hrefOf={hrefOf} />
      </section>
      <section className={styles.help} aria-labelledby="doctors-help-heading">
        <h2 id="doctors-help-heading" className={styles.helpHeading}>
          {t('helpHeading')}
        </h2>
        <p className={styles.helpText}>{t('helpText')}</p>
        <div className={styles.helpActions}>
          <ButtonLink to={siteHref('/appointment', { query: { department: departmentId } })}>
            {t('bookAppointment')}
          </ButtonLink>
          <ButtonLink to={siteHref('/contact')} variant="outline">
            {t('contactUs')}
          </ButtonLink>
        </div>
      </section>
      <div ref={messageRef} className={styles.message}>
        {/* The booking team's form, through the widget registry: it falls back alone if their remote is
            down. Fetched as the visitor scrolls near it: the form's code (its remote, formik, yup) would
            otherwise be a quarter of a first visit's bytes for a form below the doctors. */}
        {messageNear ? <RemoteWidget id="mfe_booking/ContactForm" props={{ heading: t('sendUsMessage') }} /> : null}
      </div>
    </article>
  );
}
