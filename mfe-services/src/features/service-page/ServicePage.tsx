import { clsx } from 'clsx';
import { useParams } from 'shared-ui/router';
import {
  ApiError,
  EmptyState,
  ErrorState,
  LoadingState,
  PageBanner,
  SiteRedirect,
  TOPIC_PAGE_OF_SERVICE,
  describeFailure,
  pageMetaFrom,
  siteHref,
  titleFromSlug,
  usePageMeta,
  useServicePage,
} from 'shared-ui';
import type { ServicePage as ServicePageData } from 'contract';
import { useMessages } from 'shared-ui/i18n';
import { servicePageMessages } from './servicePageMessages';
import { CallToAction } from './sections/CallToAction';
import { Faqs } from './sections/Faqs';
import { HeroSection } from './sections/HeroSection';
import { LeaderPoints } from './sections/LeaderPoints';
import { ServiceDetails } from './sections/ServiceDetails';
import { LaterServiceDoctors } from './sections/LaterServiceDoctors';
import { SupportServices } from './sections/SupportServices';
import { Technologies } from './sections/Technologies';
import { WhenNeeded } from './sections/WhenNeeded';
import { WhyChooseUs } from './sections/WhyChooseUs';
import { NotFoundNotice } from '../../components/not-found';
import styles from './ServicePage.module.css';

/** Until the service's own name and description arrive in the page's language (then `usePageMeta` refines them). */
export const meta = pageMetaFrom(servicePageMessages, (texts, { params }) => ({
  title: titleFromSlug(params.serviceSlug),
  description: texts.metaDescription,
}));

/** The title and description the page takes once its data is in (its prerender says the same). */
export const servicePageMeta = (page: ServicePageData) => ({
  title: page.name,
  description: page.hero_section?.description || page.hero_section?.subtitle,
});

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * One service's page, or, for a service whose one page is a topic page (`/emergency`, …), that page
 * in its place: the history entry is replaced and nothing is fetched. The shell's server answers
 * the same addresses (in any case, as the router matches them) with a permanent redirect; this
 * covers navigation inside the running site.
 */
export default function ServicePage() {
  const { serviceSlug } = useParams();
  const slug = serviceSlug?.toLowerCase() ?? '';
  const topicPage = Object.hasOwn(TOPIC_PAGE_OF_SERVICE, slug) ? TOPIC_PAGE_OF_SERVICE[slug] : undefined;
  return topicPage ? <SiteRedirect to={topicPage} /> : <ServiceSections serviceSlug={serviceSlug} />;
}

/** Every section the service's data has, each only when it has data. */
function ServiceSections({ serviceSlug }: { serviceSlug: string | undefined }) {
  const t = useMessages(servicePageMessages);
  const { status, data, error, retry } = useServicePage(serviceSlug);
  usePageMeta(data ? servicePageMeta(data) : {});

  // A screen's height is kept while the page loads, so the footer is not drawn here and then pushed away.
  if (status === 'loading') return <LoadingState label={t('loading')} className={clsx(styles.state, styles.pending)} />;
  if (status === 'error' && isNotFound(error))
    return <NotFoundNotice messages={servicePageMessages} to={siteHref('/services')} />;
  // A page that could not be read still says which service it is, so the visitor is never left
  // with a bare message between the header and the footer.
  if (status === 'error') {
    return (
      <article>
        <PageBanner title={titleFromSlug(serviceSlug)} />
        <ErrorState
          message={t('error', { message: describeFailure(error) })}
          onRetry={retry}
          retryLabel={t('retry')}
          className={styles.state}
        />
      </article>
    );
  }
  if (!data?.name) {
    return (
      <article>
        <PageBanner title={titleFromSlug(serviceSlug)} />
        <EmptyState message={t('empty')} className={styles.state} />
      </article>
    );
  }

  const { department } = data;
  const hero = data.hero_section;
  return (
    <article>
      <PageBanner title={data.name} />
      {hero ? <HeroSection hero={hero} /> : null}
      {data.why_choose_us_sections?.length ? <WhyChooseUs sections={data.why_choose_us_sections} /> : null}
      {data.service_details?.length ? <ServiceDetails details={data.service_details} /> : null}
      {data.technologies?.length ? <Technologies technologies={data.technologies} /> : null}
      {data.support_services?.length ? <SupportServices services={data.support_services} /> : null}
      {data.when_needed_conditions?.length ? <WhenNeeded conditions={data.when_needed_conditions} /> : null}
      {data.leader_points?.length ? <LeaderPoints points={data.leader_points} /> : null}
      {department ? <LaterServiceDoctors department={department} /> : null}
      {data.faqs?.length ? <Faqs faqs={data.faqs} /> : null}
      {data.cta_section ? <CallToAction cta={data.cta_section} department={department} /> : null}
    </article>
  );
}
