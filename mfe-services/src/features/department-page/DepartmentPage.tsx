import { useParams } from 'shared-ui/router';
import {
  ButtonLink,
  ErrorState,
  LoadingState,
  PageBanner,
  SiteRedirect,
  describeFailure,
  pageMetaFrom,
  serviceHref,
  siteHref,
  titleFromSlug,
  useDepartments,
  usePageMeta,
  useServices,
} from 'shared-ui';
import type { Department } from 'contract';
import { useMessages } from 'shared-ui/i18n';
import { departmentAppointmentHref } from '../../components/booking-links';
import { DepartmentDoctors } from './DepartmentDoctors';
import { NotFoundNotice } from '../../components/not-found';
import { departmentPageMessages } from './departmentPageMessages';
import styles from './DepartmentPage.module.css';

/** Until the department's own name arrives in the page's language (then `usePageMeta` refines it). */
export const meta = pageMetaFrom(departmentPageMessages, (texts, { params }) => ({
  title: titleFromSlug(params.departmentSlug),
  description: texts.metaDescription,
}));

/** How the page is described once the department is known: `describe` fills in the catalogue's text. */
type DescribeDepartment = (key: 'departmentDescription', values: { department: string }) => string;

/** The title and description the page takes once its data is in (its prerender says the same). */
export const departmentPageMeta = (department: Department, describe: DescribeDepartment) => ({
  title: department.department_name,
  description: describe('departmentDescription', { department: department.department_name }),
});

/**
 * /departments/{slug}: a department whose doctors book but which has no service page. A department
 * that has one (its service names it) is that page's: the address replaces itself with it.
 */
export default function DepartmentPage() {
  const { departmentSlug } = useParams();
  const slug = departmentSlug?.toLowerCase() ?? '';
  const t = useMessages(departmentPageMessages);
  const departments = useDepartments();
  const services = useServices();
  const department = departments.data?.find((candidate) => candidate.slug === slug);
  usePageMeta(department ? departmentPageMeta(department, t) : {});

  const service = services.data?.find((candidate) => candidate.department?.slug === slug);
  if (service) return <SiteRedirect to={serviceHref(service.slug)} />;
  // A screen's height is kept while the page loads, so the footer is not drawn here and then pushed away.
  if (departments.status === 'loading') return <LoadingState label={t('loading')} className={styles.pending} />;
  // A page that could not be read still says which department it is.
  if (departments.status === 'error') {
    return (
      <article>
        <PageBanner title={titleFromSlug(slug)} />
        <ErrorState
          message={t('error', { message: describeFailure(departments.error) })}
          onRetry={departments.retry}
          retryLabel={t('retry')}
          className={styles.state}
        />
      </article>
    );
  }
  // No department at this address: say so, and lead on to every doctor.
  if (!department) return <NotFoundNotice messages={departmentPageMessages} to={siteHref('/our-doctor')} />;
  return (
    <article>
      <PageBanner title={department.department_name} />
      <div className={styles.page}>
        <div className={styles.intro}>
          <p>{t('intro', { department: department.department_name })}</p>
          <ButtonLink to={departmentAppointmentHref(department.id)}>
            {t('book')}
            <span className="visually-hidden">{t('bookIn', { department: department.department_name })}</span>
          </ButtonLink>
        </div>
        <DepartmentDoctors department={department} />
      </div>
    </article>
  );
}
