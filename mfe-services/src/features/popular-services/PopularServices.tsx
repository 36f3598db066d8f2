import { useId } from 'react';
import { EmptyState, LoadingState, SiteLink, serviceHref, useServices } from 'shared-ui';
import type { WidgetProps } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { popularServicesMessages } from './popularServicesMessages';
import styles from './PopularServices.module.css';

/** The blog sidebar's list: the first five services from the API. */
export const POPULAR_SERVICES_COUNT = 5;

/** Exposed to other remotes as `mfe_services/PopularServices`. */
export default function PopularServices(_props: WidgetProps<'mfe_services/PopularServices'>) {
  const t = useMessages(popularServicesMessages);
  const headingId = useId();
  const { status, data } = useServices();
  const services = (data ?? []).slice(0, POPULAR_SERVICES_COUNT);
  return (
    <section className={styles.widget} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('heading')}
      </h2>
      {status === 'loading' ? <LoadingState compact label={t('loading')} /> : null}
      {status === 'error' || (status === 'success' && services.length === 0) ? (
        <EmptyState compact message={t('empty')} />
      ) : null}
      {services.length > 0 ? (
        <ul className={styles.list}>
          {services.map((service) => (
            <li key={service.id}>
              <SiteLink to={serviceHref(service.slug)}>{service.name}</SiteLink>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
