import { EmptyState, LoadingState, SiteLink, siteHref, useServices } from 'shared-ui';
import type { WidgetProps } from 'shared-ui';
import styles from './PopularServices.module.css';

/** SPEC §2 blog sidebar: the first five services from the API. */
export const POPULAR_SERVICES_COUNT = 5;

/** Exposed to other remotes as `mfe_services/PopularServices`. */
export default function PopularServices(_props: WidgetProps<'mfe_services/PopularServices'>) {
  const { status, data } = useServices();
  const services = (data ?? []).slice(0, POPULAR_SERVICES_COUNT);
  return (
    <section className={styles.widget} aria-labelledby="popular-services-heading">
      <h2 id="popular-services-heading" className={styles.heading}>
        Popular Services
      </h2>
      {status === 'loading' ? <LoadingState compact label="Loading services..." /> : null}
      {status === 'error' || (status === 'success' && services.length === 0) ? (
        <EmptyState compact message="No services available" />
      ) : null}
      {services.length > 0 ? (
        <ul className={styles.list}>
          {services.map((service) => (
            <li key={service.id}>
              <SiteLink to={siteHref('/services/:serviceSlug', { serviceSlug: service.slug })}>{service.name}</SiteLink>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
