import { ButtonLink, serviceHref } from 'shared-ui';
import type { Service } from 'contract';
import { Card, ClampedText } from 'shared-ui/card';
import { useMessages } from 'shared-ui/i18n';
import { ServiceImage } from '../../components/service-image';
import { DESCRIPTION_LINES } from './carouselLayout';
import { servicesMessages } from './servicesMessages';
import styles from './ServiceCard.module.css';

/** The seeded banners are 800 × 400; the card shows them 10rem high. */
const BANNER = { width: 800, height: 400 };

interface ServiceCardProps {
  service: Service;
  /** The first card on the page: its banner is fetched first, the others lazily. */
  priority?: boolean;
}

/**
 * A service in the carousel: banner, name, three lines of description and Read More. The name's
 * link covers the card, so a click anywhere goes to the service once; Read More is the same link
 * drawn as a button, kept out of the tab order and hidden from screen readers so each card is met
 * once.
 */
export function ServiceCard({ service, priority = false }: ServiceCardProps) {
  const t = useMessages(servicesMessages);
  const to = serviceHref(service.slug);
  return (
    <Card
      className={styles.card}
      title={service.name}
      to={to}
      media={
        <ServiceImage src={service.service_banner} alt="" {...BANNER} priority={priority} className={styles.banner} />
      }
      footer={
        <ButtonLink to={to} size="small" tabIndex={-1} aria-hidden="true">
          {t('readMore')}
          {/* Aria-hidden like its button, but a link's text must still say where it leads. */}
          <span className="visually-hidden">{t('readMoreAbout', { name: service.name })}</span>
        </ButtonLink>
      }
    >
      <ClampedText lines={DESCRIPTION_LINES}>{service.description}</ClampedText>
    </Card>
  );
}
