/**
 * This remote's pages as HTML, at build (Node; tooling's `prerender` step calls these): the services
 * list, every service's page, the doctors list, every doctor's page and the page of every department
 * with doctors and no service page, enumerated from the API the build is pointed at. A service with a topic page of its own (`/emergency`, …) is that page's: its
 * `/services/…` address only redirects there, so it is not listed.
 */
import type { Department, DoctorProfile, FormerDoctorPage, ServicePage as ServicePageData } from 'contract';
import {
  TOPIC_PAGE_OF_SERVICE,
  departmentHref,
  departmentsWithoutServicePage,
  getDoctorProfile,
  mediaUrl,
  siteHref,
} from 'shared-ui';
import type { RemoteRoutesModule } from 'shared-ui';
import { configureApi, resolvePageMeta } from 'shared-ui/host';
import { interpolate } from 'shared-ui/i18n';
import type { Language } from 'shared-ui/i18n';
import {
  getDoctors,
  getFormerDoctorPages,
  getServicePage,
  getServices,
  pagesInEveryLanguage,
  prerenderRemotePage,
  prerenderWidget,
  routePathOf,
  searchMetaOf,
  serverWidgetsOf,
} from 'shared-ui/server';
import type { OwnWidgets, PrerenderApi, PrerenderedPage, SearchMeta, WidgetAddress } from 'shared-ui/server';
import {
  medicalProcedureJsonLd,
  medicalSpecialtiesOf,
  medicalSpecialtyJsonLd,
  medicalWebPageJsonLd,
  physicianJsonLd,
} from 'shared-ui/structured-data';
import type { JsonLd, MedicalWebPageInput } from 'shared-ui/structured-data';
import { departmentPageMeta } from '../features/department-page/DepartmentPage';
import { departmentPageMessages } from '../features/department-page/departmentPageMessages';
import { doctorPageMeta } from '../features/doctor-profile/DoctorProfilePage';
import { doctorProfileMessages } from '../features/doctor-profile/doctorProfileMessages';
import { servicePageMeta } from '../features/service-page/ServicePage';
import { pages } from './routes';

/** The page server puts the hospital's facts read from the API in force for this module's renders. */
export { setHospitalFacts } from 'contract/hospital';

/**
 * The API has no date of change for a service or a doctor (no `updated_at`): the sitemap's `lastmod`
 * is when their seeded content (api/src/db/seed) or this remote's page texts last changed (git log),
 * so move it with either. An API that comes to give such dates should be read instead.
 */
export const CONTENT_LAST_CHANGED = '2026-12-05';

export interface ServicesPage {
  path: string;
  lang: Language;
}

const SERVICE_PAGE = '/services/:serviceSlug';
const DOCTOR_PAGE = '/our-doctor/:doctorSlug';
const DEPARTMENT_PAGE = '/departments/:departmentSlug';

const doctorPage = (slug: string) => siteHref(DOCTOR_PAGE, { doctorSlug: slug });

/**
 * Every page, and the doctors' pages that are pages no more (issue 48): a retired doctor's, which
 * the page server answers 410 with the page saying so, and a renamed doctor's old address, 301.
 */
export async function listPages(api: PrerenderApi): Promise<ServicesPage[]> {
  configureApi(api);
  // Slugs are the same in every language: the English lists name every page.
  const [services, doctors, former] = await Promise.all([getServices('en'), getDoctors('en'), getFormerDoctorPages()]);
  return pagesInEveryLanguage([
    siteHref('/services'),
    ...services
      .filter(({ slug }) => !Object.hasOwn(TOPIC_PAGE_OF_SERVICE, slug))
      .map(({ slug }) => siteHref(SERVICE_PAGE, { serviceSlug: slug })),
    siteHref('/our-doctor'),
    ...doctors.map(({ slug }) => doctorPage(slug)),
    ...former.map(({ slug }) => doctorPage(slug)),
    ...departmentsWithoutServicePage(doctors, services).map(({ slug }) => departmentHref(slug)),
  ]);
}

/** The slug of a service's or a doctor's page (`/services/cardiology` → `cardiology`). */
const slugUnder = (pattern: string, path: string) => {
  const prefix = pattern.slice(0, pattern.lastIndexOf('/') + 1);
  return path.startsWith(prefix) ? decodeURIComponent(path.slice(prefix.length)) : undefined;
};

/** A department's page, or a service's (which lists its department's doctors). */
const isDepartmentPage = (path: string) =>
  slugUnder(DEPARTMENT_PAGE, path) !== undefined || slugUnder(SERVICE_PAGE, path) !== undefined;

/**
 * Of the pages listed, those that show any of the catalogue's changed subjects (issue 48: the page
 * server renders only these again): a doctor's own page, the doctors list, their department's page
 * (or its service's, which lists its doctors) and, for a doctor no longer listed (retired), every
 * department's and service's page; a package's or a test's price shows in the services' texts. The
 * hospital's facts, or a subject this build does not know, show anywhere: every page.
 */
export async function pagesShowing(
  subjects: readonly string[],
  listed: ServicesPage[],
  api: PrerenderApi,
): Promise<ServicesPage[]> {
  if (subjects.some((subject) => !/^(doctor|package|test):/.test(subject))) return listed;
  configureApi(api);
  const [doctors, services, former] = await Promise.all([getDoctors('en'), getServices('en'), getFormerDoctorPages()]);
  const paths = new Set<string>();
  const departmentPages = (slug: string | undefined) => [
    ...(slug ? [departmentHref(slug)] : []),
    ...services
      .filter(({ department }) => slug === undefined || department?.slug === slug)
      .map((service) => siteHref(SERVICE_PAGE, { serviceSlug: service.slug })),
  ];
  let allDepartments = false;
  for (const subject of subjects) {
    const [kind, id] = subject.split(':');
    if (kind === 'doctor') {
      const doctor = doctors.find((candidate) => String(candidate.id) === id);
      paths.add(siteHref('/our-doctor'));
      // Their page gone (retired), or their old addresses (renamed): answered anew.
      for (const page of former) if (String(page.doctor) === id) paths.add(doctorPage(page.slug));
      if (doctor) {
        paths.add(siteHref(DOCTOR_PAGE, { doctorSlug: doctor.slug }));
        for (const path of departmentPages(doctor.department?.slug ?? '')) paths.add(path);
      } else allDepartments = true;
    } else {
      paths.add(siteHref('/services'));
      for (const path of departmentPages(undefined)) paths.add(path);
    }
  }
  return listed.filter((page) => {
    const path = routePathOf(page);
    return paths.has(path) || (allDepartments && isDepartmentPage(path));
  });
}

/**
 * A page's catalogue text `key` (a doctor's or a department's description) in the page's language,
 * filled in as the live page's `t` does.
 */
async function describeIn<Key extends string>(
  messages: {
    en: Readonly<Record<Key, string>>;
    loadHindi(): Promise<Readonly<Partial<Record<Key, string>>> | undefined>;
  },
  key: Key,
  lang: Language,
) {
  const text = (lang === 'hi' ? (await messages.loadHindi())?.[key] : undefined) ?? messages.en[key];
  return (_key: Key, values: Record<string, string>) => interpolate(text, values);
}

/** A page's HTML and what the page server's index says of it; a page no more has a `status`. */
export interface RenderedPage {
  html: string;
  data: Record<string, unknown>;
  meta: Omit<SearchMeta, 'card'> & { card?: SearchMeta['card']; status?: 301 | 410; location?: string };
}

/** The page a doctor's slug no longer is, or undefined. */
async function formerPageOf(page: ServicesPage): Promise<FormerDoctorPage | undefined> {
  const slug = slugUnder(DOCTOR_PAGE, routePathOf(page));
  return slug === undefined ? undefined : (await getFormerDoctorPages()).find((former) => former.slug === slug);
}

/**
 * A renamed doctor's old address: no HTML, the page server answers 301 with the address now, in
 * the page's language. A retired doctor's: the live page's notice (it leads to their department and
 * every doctor), not to be indexed, answered 410.
 */
async function renderFormerPage(
  page: ServicesPage,
  former: FormerDoctorPage,
  api: PrerenderApi,
): Promise<RenderedPage> {
  if (former.status === 301) {
    return {
      html: '',
      data: {},
      meta: {
        title: '',
        description: '',
        jsonLd: [],
        robots: 'noindex',
        lastmod: CONTENT_LAST_CHANGED,
        status: 301,
        location: page.path.replace(/[^/]+$/, encodeURIComponent(former.to)),
      },
    };
  }
  const rendered = await prerenderRemotePage(pages, page, api);
  const meta = await searchMetaOf({ pages, page, rendered, siteUrl: api.siteUrl, lastmod: CONTENT_LAST_CHANGED });
  return {
    html: rendered.html,
    data: rendered.data,
    // No card: a page not to be shared has no image of its own.
    meta: { ...meta, card: undefined, robots: 'noindex, follow', jsonLd: [], status: 410 },
  };
}

/** What a service's, a doctor's or a department's page is about, from the API, or null for a list page. */
type Subject = { service: ServicePageData } | { doctor: DoctorProfile } | { department: Department } | null;

async function subjectOf(page: ServicesPage): Promise<Subject> {
  const path = routePathOf(page);
  const serviceSlug = slugUnder(SERVICE_PAGE, path);
  const doctorSlug = slugUnder(DOCTOR_PAGE, path);
  const departmentSlug = slugUnder(DEPARTMENT_PAGE, path);
  if (serviceSlug) return { service: await getServicePage(serviceSlug, page.lang) };
  if (doctorSlug) return { doctor: await getDoctorProfile(doctorSlug, page.lang) };
  if (departmentSlug) {
    // The doctors list names each department in the page's language (its doctors are the page's).
    const doctor = (await getDoctors(page.lang)).find(({ department }) => department?.slug === departmentSlug);
    if (!doctor) throw new Error(`The API has no doctor in the department ${departmentSlug}`);
    return { department: doctor.department };
  }
  return null;
}

/** The page's pattern and its meta once its data is in. */
async function refinedMetaOf(subject: NonNullable<Subject>, lang: Language) {
  if ('service' in subject) return [SERVICE_PAGE, servicePageMeta(subject.service)] as const;
  if ('doctor' in subject)
    return [
      DOCTOR_PAGE,
      doctorPageMeta(subject.doctor, await describeIn(doctorProfileMessages, 'profileDescription', lang)),
    ] as const;
  return [
    DEPARTMENT_PAGE,
    departmentPageMeta(subject.department, await describeIn(departmentPageMessages, 'departmentDescription', lang)),
  ] as const;
}

/**
 * A service's and a doctor's page refine their module's meta once their data is in
 * (`usePageMeta`): the route table with that page's meta as the live page ends with it, from the
 * same answer its render reads.
 */
async function pagesAsShown(subject: Subject, lang: Language): Promise<RemoteRoutesModule['pages']> {
  if (!subject) return pages;
  const [pattern, refined] = await refinedMetaOf(subject, lang);
  const load = pages[pattern];
  if (!load) throw new Error(`The route table has no ${pattern}`);
  return {
    ...pages,
    [pattern]: async () => {
      const module = await load();
      return {
        ...module,
        meta: async (context) => {
          const own = await resolvePageMeta(module.meta, context);
          // As `usePageMeta`: an empty refinement leaves the module's text.
          return { title: refined.title || own.title, description: refined.description || own.description };
        },
      };
    },
  };
}

/**
 * A service's page is health content about its department's specialty (and, for an operation, the
 * procedure); a doctor's page is the `Physician`, with only what the API sends.
 */
function jsonLdOf(page: ServicesPage, subject: Subject, rendered: PrerenderedPage, siteUrl: string): (JsonLd | null)[] {
  if (!subject) return [];
  if ('doctor' in subject) {
    return [physicianJsonLd(subject.doctor, siteUrl, mediaUrl(subject.doctor.image) ?? undefined)];
  }
  if ('department' in subject) {
    return [medicalWebPageOf(page, rendered, siteUrl, { specialty: medicalSpecialtiesOf(subject.department.slug) })];
  }
  const { service } = subject;
  return [
    medicalWebPageOf(page, rendered, siteUrl, {
      about: medicalProcedureJsonLd(service, siteUrl) ?? undefined,
      specialty: service.department ? medicalSpecialtiesOf(service.department.slug) : undefined,
    }),
    medicalSpecialtyJsonLd(service, siteUrl),
  ];
}

/** A department's or a service's page as a `MedicalWebPage`: as rendered, about what `topic` says. */
const medicalWebPageOf = (
  page: ServicesPage,
  rendered: PrerenderedPage,
  siteUrl: string,
  topic: Pick<MedicalWebPageInput, 'about' | 'specialty'>,
): JsonLd =>
  medicalWebPageJsonLd({
    title: rendered.name,
    description: rendered.description,
    path: page.path,
    language: page.lang,
    siteUrl,
    // The API dates no review of a department's or a service's text: only when it last changed.
    dateModified: CONTENT_LAST_CHANGED,
    ...topic,
  });

/** A doctor's card says their department; a service's, its page's tagline (its description is long). */
const subtitleOf = (subject: Subject): string | undefined =>
  subject === null || 'department' in subject
    ? undefined
    : 'doctor' in subject
      ? subject.doctor.department.department_name
      : subject.service.hero_section?.subtitle || undefined;

export async function renderPage(page: ServicesPage, api: PrerenderApi): Promise<RenderedPage> {
  // As the render does: the API's images named where visitors fetch them (the doctor's photo).
  configureApi({ apiUrl: api.apiUrl, mediaUrl: api.publicApiUrl });
  const former = await formerPageOf(page);
  if (former) return renderFormerPage(page, former, api);
  const subject = await subjectOf(page);
  const rendered = await prerenderRemotePage(await pagesAsShown(subject, page.lang), page, api);
  return {
    html: rendered.html,
    data: rendered.data,
    meta: await searchMetaOf({
      pages,
      page,
      rendered,
      siteUrl: api.siteUrl,
      lastmod: CONTENT_LAST_CHANGED,
      jsonLd: jsonLdOf(page, subject, rendered, api.siteUrl),
      subtitle: subtitleOf(subject),
    }),
  };
}

/** This remote's widgets, for other remotes' pages to be served with (shared-ui `SERVER_WIDGETS`). */
const WIDGETS: OwnWidgets<'mfe_services'> = {
  'mfe_services/DoctorsGrid': () => import('../features/doctors-grid/DoctorsGrid'),
  'mfe_services/PopularServices': () => import('../features/popular-services/PopularServices'),
};

export const listWidgets = (): WidgetAddress[] => serverWidgetsOf('mfe_services');

export const renderWidget = (widget: WidgetAddress, api: PrerenderApi) => prerenderWidget(WIDGETS, widget, api);
