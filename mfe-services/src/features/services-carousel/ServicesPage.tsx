import { EmptyState, ErrorState, LoadingState, PageBanner, pageMetaFrom, useServices } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { ServicesCarousel } from './ServicesCarousel';
import { ServicesList } from './ServicesList';
import { servicesMessages } from './servicesMessages';
import styles from './ServicesPage.module.css';

export const meta = pageMetaFrom(servicesMessages, (texts) => ({
  title: texts.heading,
  description: texts.metaDescription,
}));

/** /services: the banner, the carousel of service cards, and every service as a plain list. */
export default function ServicesPage() {
  const t = useMessages(servicesMessages);
  const { status, data, retry } = useServices();
  const services = data ?? [];

  let content;
  // A screen's height is kept while the list loads, so the footer is not drawn here and then pushed away.
  if (status === 'loading') content = <LoadingState label={t('loading')} className={styles.pending} />;
  else if (status === 'error') content = <ErrorState message={t('failed')} onRetry={retry} retryLabel={t('retry')} />;
  else if (services.length === 0) content = <EmptyState message={t('empty')} />;
  else {
    content = (
      <>
        <ServicesCarousel services={services} />
        <ServicesList services={services} />
      </>
    );
  }

  return (
    <article>
      <PageBanner title={t('heading')} subtitle={t('intro')} />
      <div className={styles.content}>{content}</div>
    </article>
  );
}
