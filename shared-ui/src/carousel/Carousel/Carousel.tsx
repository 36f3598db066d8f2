import { Children, useEffect, useRef, useState } from 'react';
import type { CSSProperties, PointerEvent, ReactNode } from 'react';
import { usePrefersReducedMotion } from 'shared-ui';
import { carouselControlStyles, useCarousel } from 'shared-ui/carousel-hook';
import type { CarouselAutoplay } from 'shared-ui/carousel-hook';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from 'shared-ui/icons';
import { resolveResponsive } from '../responsive';
import type { Responsive } from '../responsive';
import type { CarouselEngine } from './emblaEngine';
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
  /** The arrows over the slides, centred on their height (one-slide heroes), rather than beside the dots. */
  arrowsOver?: boolean;
  className?: string;
}

/** Class names joined, the false ones left out (what clsx does, without its copy in this chunk). */
const classes = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

/** A swipe shorter than this (px) is a tap, not a move. */
const SWIPE_PX = 40;

/**
 * The site's one carousel (services, home hero, about slider, blog banner switcher): Embla moves
 * and swipes the slides, useCarousel decides which one shows, plays, pauses and labels them.
 * No page needs Embla for its first view, where CSS lays the slides out with the first in place
 * (as on the server's page): it is fetched at the first sign of use (pointer over or on the
 * carousel, focus inside) or the first move (a control, the autoplay's first turn), and a move
 * made before it arrives is made as it does.
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
  arrowsOver = false,
  className,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const fade = effect === 'fade';

  const perView = resolveResponsive(fade ? 1 : slidesPerView);
  const gaps = resolveResponsive(fade ? 0 : gap);
  const singleView = perView.every(([, value]) => value === 1);

  const reducedMotion = usePrefersReducedMotion();
  const viewport = useRef<HTMLDivElement>(null);
  const [engine, setEngine] = useState<CarouselEngine>();
  const engineWanted = useRef(false);
  useEffect(() => () => engine?.destroy(), [engine]);

  const carousel = useCarousel({
    count: slides.length,
    label,
    loop,
    autoplay,
    transitionMs,
    onMove: (index, how) => {
      if (engine) engine.move(index, how, reducedMotion);
      else startEngine();
    },
  });
  // For Embla, which arrives later and outlives this render.
  const latest = useRef(carousel);
  useEffect(() => {
    latest.current = carousel;
  });

  function startEngine() {
    // jsdom (component tests) has no IntersectionObserver: the carousel works there without motion.
    if (engineWanted.current || typeof IntersectionObserver === 'undefined') return;
    engineWanted.current = true;
    void import('./emblaEngine').then(async ({ startEngine: start }) => {
      if (!viewport.current) return;
      const started = await start(viewport.current, {
        loop,
        centring: resolveResponsive(centered),
        transitionMs,
        fade,
        index: latest.current.index,
        reducedMotion,
        onSelect: (index) => latest.current.sync(index),
        onPointerDown: () => latest.current.interact(),
      });
      setEngine(started);
    });
  }

  // A swipe begun before Embla is here (the one that fetches it) still moves one slide.
  const swipeStart = useRef<number | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeStart.current = !engine && event.pointerType !== 'mouse' ? event.clientX : null;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    const distance = start === null ? 0 : event.clientX - start;
    if (Math.abs(distance) < SWIPE_PX) return;
    carousel.interact();
    if (distance < 0) carousel.next();
    else carousel.previous();
  };

  const layout = Object.fromEntries([
    ...perView.map(([name, value]) => [`--per-view-${name}`, String(value)]),
    ...gaps.map(([name, value]) => [`--gap-${name}`, `${value}px`]),
  ]) as CSSProperties;

  const hasArrows = arrows && slides.length > 1;
  const arrowButtons = (arrowClass: string | undefined, previousClass?: string, nextClass?: string) => [
    <button
      key="previous"
      {...carousel.previousButtonProps}
      className={classes(carouselControlStyles.arrow, arrowClass, previousClass)}
    >
      <ChevronLeftIcon />
    </button>,
    <button
      key="next"
      {...carousel.nextButtonProps}
      className={classes(carouselControlStyles.arrow, arrowClass, nextClass)}
    >
      <ChevronRightIcon />
    </button>,
  ];
  const [previousArrow, nextArrow] = hasArrows && !arrowsOver ? arrowButtons(styles.arrow) : [];

  return (
    <section
      {...carousel.regionProps}
      onPointerEnter={(event) => {
        startEngine();
        carousel.regionProps.onPointerEnter(event);
      }}
      onPointerDown={startEngine}
      onFocus={startEngine}
      className={classes(styles.carousel, fade && styles.fade, arrowsOver && styles.over, className)}
      style={layout}
    >
      {carousel.canAutoplay ? (
        <button {...carousel.playButtonProps} className={classes(carouselControlStyles.playButton, styles.playButton)}>
          {carousel.playing ? <PauseIcon size={16} /> : <PlayIcon size={16} />}
          {carousel.playButtonText}
        </button>
      ) : null}
      <div className={styles.stage}>
        {hasArrows && arrowsOver ? arrowButtons(styles.arrowOver, styles.previous, styles.next) : null}
        <div className={styles.viewport} ref={viewport} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
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
      </div>
      {/* Below the slides (the arrows too, unless arrowsOver): nothing of a slide is hidden behind a button. */}
      {previousArrow || (dots && slides.length > 1) ? (
        <div className={styles.controls}>
          {previousArrow}
          {dots ? (
            <div {...carousel.dotsGroupProps} className={carouselControlStyles.dots}>
              {slides.map((slide, index) => (
                <button
                  key={(slide as { key?: string | null }).key ?? index}
                  {...carousel.getDotProps(index, dotLabels?.[index])}
                  className={classes(carouselControlStyles.dot, dotLabels && carouselControlStyles.labelledDot)}
                >
                  {dotLabels?.[index] ? <span aria-hidden="true">{dotLabels[index]}</span> : null}
                </button>
              ))}
            </div>
          ) : null}
          {nextArrow}
        </div>
      ) : null}
      <p {...carousel.liveRegionProps} className="visually-hidden" />
    </section>
  );
}
