import type { Service } from 'contract';
import { Carousel } from 'shared-ui/carousel';
import { useMessages } from 'shared-ui/i18n';
import { SERVICES_AUTOPLAY, SERVICES_CAROUSEL } from './carouselLayout';
import { ServiceCard } from './ServiceCard';
import { servicesMessages } from './servicesMessages';
import styles from './ServicesCarousel.module.css';

/** The services as cards in the site's carousel: arrows, dots, autoplay with Pause. */
export function ServicesCarousel({ services }: { services: readonly Service[] }) {
  const t = useMessages(servicesMessages);
  return (
    <>
      {/* The page's outline: the cards' h3 names sit under this heading. */}
      <h2 className="visually-hidden">{t('carouselLabel')}</h2>
      <Carousel
        label={t('carouselLabel')}
        className={styles.carousel}
        slidesPerView={SERVICES_CAROUSEL.slidesPerView}
        gap={SERVICES_CAROUSEL.gap}
        centered={SERVICES_CAROUSEL.centered}
        autoplay={SERVICES_AUTOPLAY}
      >
        {services.map((service, index) => (
          <ServiceCard key={service.id} service={service} priority={index === 0} />
        ))}
      </Carousel>
    </>
  );
}
