import type { HeroSection as Hero } from 'contract';
import { useMessages } from 'shared-ui/i18n';
import { ServiceImage } from '../../../components/service-image';
import { servicePageMessages } from '../servicePageMessages';
import styles from './HeroSection.module.css';

/** The seeded hero images are 600 × 450. */
const HERO_IMAGE = { width: 600, height: 450 };

/** The hero: title, subtitle, description, up to four badges and two images. */
export function HeroSection({ hero }: { hero: Hero }) {
  const t = useMessages(servicePageMessages);
  const badges = [hero.badge_1, hero.badge_2, hero.badge_3, hero.badge_4].filter((badge) => badge?.trim());
  const images = [hero.image_1, hero.image_2].filter(Boolean);
  return (
    <section className={styles.hero} aria-labelledby="service-hero-title">
      <div className={styles.text}>
        {hero.title ? (
          <h2 id="service-hero-title" className={styles.title}>
            {hero.title}
          </h2>
        ) : null}
        {hero.subtitle ? <p className={styles.subtitle}>{hero.subtitle}</p> : null}
        {hero.description ? <p className={styles.description}>{hero.description}</p> : null}
        {badges.length > 0 ? (
          <ul className={styles.badges} aria-label={t('highlights')}>
            {badges.map((badge) => (
              <li key={badge} className={styles.badge}>
                {badge}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {images.length > 0 ? (
        <div className={styles.images}>
          {images.map((image, index) => (
            <ServiceImage
              key={`${index}-${image}`}
              src={image}
              alt=""
              {...HERO_IMAGE}
              priority={index === 0}
              className={styles.image}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
