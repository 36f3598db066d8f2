import { ButtonLink, mediaQueries, siteHref, useMediaQuery } from 'shared-ui';
import { HOSPITAL } from 'contract/hospital';
import { useMessages } from 'shared-ui/i18n';
import heroCare from '../images/hero-care.svg';
import heroSpecialists from '../images/hero-specialists.svg';
import { heroMessages } from '../heroMessages';
import { Carousel } from 'shared-ui/carousel';
import styles from './HomeHero.module.css';

/** On screens under 768px the hero moves on every 5 seconds (never under reduced motion). */
export const HERO_AUTOPLAY_MS = 5000;
/** A slide changes in 500 ms; presses during a change are ignored. */
export const HERO_TRANSITION_MS = 500;

const IMAGES = [heroCare, heroSpecialists] as const;
/** The pictures' own size; CSS crops them per width without changing the reserved box. */
export const HERO_IMAGE_SIZE = { width: 1600, height: 700 } as const;

/**
 * The two-slide hero. Its first picture is the page's largest paint: fetched first (fetchpriority
 * high, not lazy) into a box sized before it arrives. Arrows on wide screens; on phones it plays
 * on its own, with a Pause button, and swipes.
 */
export function HomeHero() {
  const t = useMessages(heroMessages);
  const slides = [
    { headline: t('slide1'), imageAlt: t('slide1Alt') },
    { headline: t('slide2'), imageAlt: t('slide2Alt') },
  ];
  const wide = useMediaQuery(mediaQueries.tabletUp);
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <Carousel
        label={t('heroLabel')}
        arrows={wide}
        autoplay={wide ? false : { delay: HERO_AUTOPLAY_MS }}
        transitionMs={HERO_TRANSITION_MS}
        className={styles.carousel}
      >
        {slides.map((slide, index) => (
          <div key={slide.headline} className={styles.slide}>
            {/* A picture of the site itself, never missing: a plain img, which keeps the kit's
                MediaImage (API pictures with fallbacks) out of the first view's JavaScript. */}
            <img
              className={styles.image}
              src={IMAGES[index % IMAGES.length]}
              alt={slide.imageAlt}
              width={HERO_IMAGE_SIZE.width}
              height={HERO_IMAGE_SIZE.height}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
              decoding={index === 0 ? 'sync' : 'async'}
            />
            <p className={styles.headline}>{slide.headline}</p>
          </div>
        ))}
      </Carousel>
      <div className={styles.panel}>
        <h1 id="home-title" className={styles.title}>
          {t('heroTitle', { name: HOSPITAL.name, city: HOSPITAL.city })}
        </h1>
        <div className={styles.actions}>
          {/* The SPEC's words, with where they lead for those who hear links listed out of context. */}
          <ButtonLink to={siteHref('/contact')}>
            {t('readMore')}
            <span className="visually-hidden">{t('readMoreAbout')}</span>
          </ButtonLink>
          <ButtonLink to={siteHref('/services')} variant="secondary">
            {t('ourServices')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
