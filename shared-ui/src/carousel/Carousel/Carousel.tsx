import { Children, useEffect, useRef } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { clsx } from 'clsx';
import useEmblaCarousel from 'embla-carousel-react';
import type { EmblaOptionsType } from 'embla-carousel';
import createFadePlugin from 'embla-carousel-fade';
import { afterNextFrame, usePrefersReducedMotion } from 'shared-ui';
import { carouselControlStyles, useCarousel } from 'shared-ui/carousel-hook';
import type { CarouselAutoplay } from 'shared-ui/carousel-hook';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from 'shared-ui/icons';
import { minWidthQuery, resolveResponsive } from '../responsive';
import type { Responsive } from '../responsive';
import styles from './Carousel.module.css';

export interface CarouselProps {
  /** Accessible name of the carousel region ("Our services"). */
  label: string;
  /** The slides, one child each (give each a key). */
  children: ReactNode;
  /** Slides visible at once, per width: `{ base: 1.15, small: 1.25, medium: 1.5, tablet: 2, desktop: 3 }`. */
  slidesPerView?: Responsive<number>;
  /** Space between slides in px, per width. */
  gap?: Responsive<number>;
  /** Centre the current slide (per width), so partial neighbours show on both sides. */
  centered?: Responsive<boolean>;
  /** From the last slide Next goes to the first (default true). */
  loop?: boolean;
  /** Previous/next buttons (default true); pass a media query result to show them on some widths only. */
  arrows?: boolean;
  /** A dot per slide (default true). */
  dots?: boolean;
  /** Visible texts of the dots, one per slide ("01", "02"); round dots otherwise. */
  dotLabels?: readonly string[];
  /** Automatic advance with a Pause/Play control; none under `prefers-reduced-motion`. */
  autoplay?: CarouselAutoplay | false;
  /** Length of one transition in ms; controls ignore presses while it runs (default 500). */
  transitionMs?: number;
  /** `fade` cross-fades one slide into the next instead of sliding (one slide per view). */
  effect?: 'slide' | 'fade';
  /** Autoplay waits while the mouse rests on the carousel (default true). */
  pauseOnHover?: boolean;
  onIndexChange?: (index: number) => void;
  className?: string;
}

/**
 * Embla's `duration` is the stiffness of a spring, not a time: about 47 ms per unit beyond 400 ms
 * until the motion is visually over (within 0.5%), so 500 ms is about 19.
 */
const emblaDuration = (ms: number) => Math.min(60, Math.max(10, Math.round((ms + 400) / 47)));

/**
 * The site's one carousel (services, home hero, about slider, blog banner switcher): Embla moves
 * and swipes the slides, useCarousel decides which one shows, plays, pauses and labels them.
 */
export function Carousel({
  label,
  children,
  slidesPerView = 1,
  gap = 0,
  centered = false,
  loop = true,
  arrows = true,
  dots = true,
  dotLabels,
  autoplay = false,
  transitionMs = 500,
  effect = 'slide',
  pauseOnHover = true,
  onIndexChange,
  className,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const fade = effect === 'fade';

  const perView = resolveResponsive(fade ? 1 : slidesPerView);
  const gaps = resolveResponsive(fade ? 0 : gap);
  const centring = resolveResponsive(centered);
  const singleView = perView.every(([, value]) => value === 1);

  const reducedMotion = usePrefersReducedMotion();

  const breakpoints: NonNullable<EmblaOptionsType['breakpoints']> = {};
  for (const [name, centre] of centring) {
    if (name !== 'base') breakpoints[minWidthQuery(name)] = { align: centre ? 'center' : 'start' };
  }
  // Embla compares options and plugins by value, so new objects each render do not restart it.
  const [viewportRef, embla] = useEmblaCarousel(
    {
      loop,
      align: centring[0]?.[1] ? 'center' : 'start',
      // One snap per slide, so Embla's index is the carousel's.
      containScroll: loop ? false : 'keepSnaps',
      duration: emblaDuration(transitionMs),
      breakpoints,
      // jsdom (component tests) has no IntersectionObserver; the carousel then works without motion.
      active: typeof IntersectionObserver !== 'undefined',
    },
    fade ? [createFadePlugin()] : [],
  );

  const carousel = useCarousel({
    count: slides.length,
    label,
    loop,
    autoplay,
    transitionMs,
    pauseOnHover,
    onMove: (index, how) => {
      onIndexChange?.(index);
      if (!embla) return;
      const jump = reducedMotion;
      if (how === 'next' && embla.canScrollNext()) embla.scrollNext(jump);
      else if (how === 'previous' && embla.canScrollPrev()) embla.scrollPrev(jump);
      else embla.scrollTo(index, jump);
    },
  });
  const { sync, interact } = carousel;

  // Embla measures the slides as it starts: given its viewport after the first frame, it reads a
  // layout already made; started from React's effects, it forces the whole page's layout there.
  // Until then the slides stand as laid out, the first in place (as on the server's page).
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => afterNextFrame(() => viewportRef(viewport.current)), [viewportRef]);

  // Swipes, and focus moving to a slide out of view, move Embla first; the carousel follows.
  useEffect(() => {
    if (!embla) return undefined;
    const follow = () => sync(embla.selectedScrollSnap());
    embla.on('select', follow).on('pointerDown', interact);
    return () => {
      embla.off('select', follow).off('pointerDown', interact);
    };
  }, [embla, sync, interact]);

  const layout = Object.fromEntries([
    ...perView.map(([name, value]) => [`--per-view-${name}`, String(value)]),
    ...gaps.map(([name, value]) => [`--gap-${name}`, `${value}px`]),
  ]) as CSSProperties;

  return (
    <section {...carousel.regionProps} className={clsx(styles.carousel, fade && styles.fade, className)} style={layout}>
      {carousel.canAutoplay ? (
        <button {...carousel.playButtonProps} className={carouselControlStyles.playButton}>
          {carousel.playing ? <PauseIcon size={16} /> : <PlayIcon size={16} />}
          {carousel.playButtonText}
        </button>
      ) : null}
      <div className={styles.viewport} ref={viewport}>
        <div className={styles.container}>
          {slides.map((slide, index) => (
            <div
              key={(slide as { key?: string | null }).key ?? index}
              className={styles.slide}
              {...carousel.getSlideProps(index)}
              // One slide per view: the others are out of sight, so out of reach too.
              inert={singleView && index !== carousel.index}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {/* Below the slides, never over them: nothing of a slide is hidden behind a button. */}
      {slides.length > 1 && (arrows || dots) ? (
        <div className={styles.controls}>
          {arrows ? (
            <button {...carousel.previousButtonProps} className={clsx(carouselControlStyles.arrow, styles.arrow)}>
              <ChevronLeftIcon />
            </button>
          ) : null}
          {dots ? (
            <div {...carousel.dotsGroupProps} className={carouselControlStyles.dots}>
              {slides.map((slide, index) => (
                <button
                  key={(slide as { key?: string | null }).key ?? index}
                  {...carousel.getDotProps(index, dotLabels?.[index])}
                  className={clsx(carouselControlStyles.dot, dotLabels && carouselControlStyles.labelledDot)}
                >
                  {dotLabels?.[index] ? <span aria-hidden="true">{dotLabels[index]}</span> : null}
                </button>
              ))}
            </div>
          ) : null}
          {arrows ? (
            <button {...carousel.nextButtonProps} className={clsx(carouselControlStyles.arrow, styles.arrow)}>
              <ChevronRightIcon />
            </button>
          ) : null}
        </div>
      ) : null}
      <p {...carousel.liveRegionProps} className="visually-hidden" />
    </section>
  );
}
