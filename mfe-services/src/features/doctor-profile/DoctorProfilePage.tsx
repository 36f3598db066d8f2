import { useParams } from 'shared-ui/router';
import {
  ApiError,
  ButtonLink,
  ErrorState,
  LoadingState,
  PageBanner,
  SiteLink,
  SiteRedirect,
  departmentHref,
  describeFailure,
  pageMetaFrom,
  serviceHref,
  siteHref,
  titleFromSlug,
  useDoctorProfile,
  usePageMeta,
  useServices,
} from 'shared-ui';
import type { DoctorProfile } from 'contract';
import { useFormatters, useMessages } from 'shared-ui/i18n';
import { DoctorPhoto } from '../../components/doctor-card';
import { NotFoundNotice } from '../../components/not-found';
import { NextFreeSlots } from './NextFreeSlots';
import { doctorProfileMessages } from './doctorProfileMessages';
import { timetableLines, useOpdWords } from '../../components/doctor-opd';
import styles from './DoctorProfilePage.module.css';

/** Until the doctor's own name arrives in the page's language (then `usePageMeta` refines it). */
export const meta = pageMetaFrom(doctorProfileMessages, (texts, { params }) => ({
  title: titleFromSlug(params.doctorSlug),
  description: texts.metaDescription,
}));

/** How the page is described once the doctor's data is in: `describe` fills in the catalogue's text. */
type DescribeProfile = (key: 'profileDescription', values: { name: string; department: string }) => string;

/** The title and description the page takes once the doctor's data is in (its prerender says the same). */
export const doctorPageMeta = (doctor: DoctorProfile, describe: DescribeProfile) => ({
  title: doctor.doctor_name,
  description: describe('profileDescription', {
    name: doctor.doctor_name,
    department: doctor.department?.department_name ?? '',
  }),
});

const DOCTOR_PAGE = '/our-doctor/:doctorSlug';

/** No such doctor, or one the hospital retired (410, issue 48): either way the page leads to every doctor. */
const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 410);

/** A retired doctor's department, as the API's 410 names it in its params; null for any other failure. */
function retiredDepartmentOf(error: unknown): { name: string; slug: string } | null {
  if (!(error instanceof ApiError) || error.status !== 410 || !error.params) return null;
  const { department, department_slug: slug } = error.params as Record<string, unknown>;
  return typeof department === 'string' && typeof slug === 'string' ? { name: department, slug } : null;
}

/**
 * A retired doctor's page (its server answers 410): they no longer practise here; their
 * department's page (its service's, where it has one) and every doctor, for the patient to go on.
 */
function RetiredNotice({ department }: { department: { name: string; slug: string } }) {
  const t = useMessages(doctorProfileMessages);
  const services = useServices();
  const service = services.data?.find((candidate) => candidate.department?.slug === department.slug);
  const title = t('retiredTitle');
  const text = t('retiredText', { department: department.name });
  usePageMeta({ title, description: text });
  return (
    <>
      <PageBanner title={title} />
      <div className={styles.notice}>
        <p>{text}</p>
        <ButtonLink to={service ? serviceHref(service.slug) : departmentHref(department.slug)}>
          {t('retiredDepartmentLink', { department: department.name })}
        </ButtonLink>
        <ButtonLink to={siteHref('/our-doctor')} variant="secondary">
          {t('notFoundLink')}
        </ButtonLink>
      </div>
    </>
  );
}

/** /our-doctor/{slug}: who the doctor is, when and where they sit, what it costs, and the next free times. */
export default function DoctorProfilePage() {
  const { doctorSlug } = useParams();
  const t = useMessages(doctorProfileMessages);
  const { status, data, error, retry } = useDoctorProfile(doctorSlug);
  usePageMeta(data ? doctorPageMeta(data, t) : {});

  // A screen's height is kept while the page loads, so the footer is not drawn here and then pushed away.
  if (status === 'loading') return <LoadingState label={t('loading')} className={styles.pending} />;
  const retiredFrom = status === 'error' ? retiredDepartmentOf(error) : null;
  if (retiredFrom) return <RetiredNotice department={retiredFrom} />;
  if (status === 'error' && isNotFound(error))
    return <NotFoundNotice messages={doctorProfileMessages} to={siteHref('/our-doctor')} />;
  if (status === 'error' || !data) {
    return (
      <article>
        <PageBanner title={titleFromSlug(doctorSlug)} />
        <ErrorState
          message={t('error', { message: describeFailure(error) })}
          onRetry={retry}
          retryLabel={t('retry')}
          className={styles.state}
        />
      </article>
    );
  }
  // An old address of a renamed doctor (the API answered from their slug now): the address follows.
  if (doctorSlug && data.slug !== doctorSlug)
    return <SiteRedirect to={siteHref(DOCTOR_PAGE, { doctorSlug: data.slug })} />;
  return <Profile doctor={data} />;
}

function Profile({ doctor }: { doctor: DoctorProfile }) {
  const t = useMessages(doctorProfileMessages);
  const format = useFormatters();
  const { languageName, listOf, timetableText } = useOpdWords();
  const lines = timetableLines(doctor.timetable);
  const book = siteHref('/appointment', { query: { doctor: doctor.slug } });
  return (
    <article>
      <PageBanner title={doctor.doctor_name} subtitle={doctor.department?.department_name} />
      <div className={styles.page}>
        <div className={styles.intro}>
          <div className={styles.portrait}>
            <DoctorPhoto doctor={doctor} className={styles.photo} />
          </div>
          <div className={styles.summary}>
            {doctor.about?.trim() ? <p className={styles.about}>{doctor.about}</p> : null}
            <ButtonLink to={book}>
              {t('book')}
              <span className="visually-hidden">{t('bookWith', { name: doctor.doctor_name })}</span>
            </ButtonLink>
          </div>
        </div>

        <section className={styles.section} aria-labelledby="doctor-details">
          <h2 id="doctor-details" className={styles.heading}>
            {t('details')}
          </h2>
          <dl className={styles.facts}>
            {doctor.qualifications.length > 0 && (
              <div>
                <dt>{t('qualifications')}</dt>
                <dd>{doctor.qualifications.join(', ')}</dd>
              </div>
            )}
            {doctor.registration && (
              <div>
                <dt>{t('registration')}</dt>
                <dd>
                  {t('registrationText', {
                    council: doctor.registration.council,
                    number: doctor.registration.number,
                  })}
                </dd>
              </div>
            )}
            <div>
              <dt>{t('languages')}</dt>
              <dd>{listOf(doctor.languages.map(languageName))}</dd>
            </div>
            {doctor.years_of_practice !== null && (
              <div>
                <dt>{t('experience')}</dt>
                <dd>{t('years', { count: doctor.years_of_practice })}</dd>
              </div>
            )}
          </dl>
        </section>

        <section className={styles.section} aria-labelledby="doctor-fees">
          <h2 id="doctor-fees" className={styles.heading}>
            {t('fees')}
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>{t('feeInPerson')}</dt>
              <dd>{format.rupees(doctor.fee.in_person)}</dd>
            </div>
            <div>
              <dt>{t('feeOnline')}</dt>
              <dd>{format.rupees(doctor.fee.online)}</dd>
            </div>
          </dl>
        </section>

        <section className={styles.section} aria-labelledby="doctor-timetable">
          <h2 id="doctor-timetable" className={styles.heading}>
            {t('timetable')}
          </h2>
          {lines.length > 0 ? (
            <ul className={styles.lines}>
              {lines.map((line) => (
                <li key={`${line.days.join()} ${line.start}`}>{timetableText(line, t('online'))}</li>
              ))}
            </ul>
          ) : (
            <p className={styles.none}>{t('noTimetable')}</p>
          )}
          {doctor.exceptions.length > 0 ? (
            <>
              <h3 className={styles.subheading}>{t('leave')}</h3>
              <ul className={styles.lines}>
                {doctor.exceptions.map((exception) => (
                  <li key={exception.date}>
                    {t('leaveDay', { date: format.date(exception.date, 'long'), reason: exception.reason })}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>

        <section className={styles.section} aria-labelledby="doctor-slots">
          <h2 id="doctor-slots" className={styles.heading}>
            {t('nextSlots')}
          </h2>
          <NextFreeSlots doctorId={doctor.id} />
          <div className={styles.actions}>
            <ButtonLink to={book}>
              {t('book')}
              <span className="visually-hidden">{t('bookWith', { name: doctor.doctor_name })}</span>
            </ButtonLink>
            <SiteLink to={siteHref('/our-doctor')} className={styles.back}>
              {t('allDoctors')}
            </SiteLink>
          </div>
        </section>
      </div>
    </article>
  );
}
