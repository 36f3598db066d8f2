import { useId } from 'react';
import { SiteLink, serviceHref } from 'shared-ui';
import type { Service } from 'contract';
import { useMessages } from 'shared-ui/i18n';
import { servicesMessages } from './servicesMessages';
import styles from './ServicesList.module.css';

/**
 * Every service as a plain list under the carousel: a carousel hides most of its slides, and a
 * patient looking for one service should find it without waiting for it to come round.
 */
export function ServicesList({ services }: { services: readonly Service[] }) {
  const t = useMessages(servicesMessages);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {t('allServices')}
      </h2>
      <ul className={styles.list}>
        {services.map((service) => (
          <li key={service.id} className={styles.item}>
            <SiteLink to={serviceHref(service.slug)} className={styles.link}>
              {service.name}
            </SiteLink>
            {service.description ? <p className={styles.description}>{service.description}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
