import { Children, useEffect, useRef } from 'react';
import type { CSSProperties, PointerEvent, ReactNode } from 'react';
import { usePrefersReducedMotion } from 'shared-ui';
import { carouselControlStyles, useCarousel } from 'shared-ui/carousel-hook';
import type { CarouselAutoplay } from 'shared-ui/carousel-hook';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from 'shared-ui/icons';
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
  /**
   * Previous/next buttons (default true); pass a media query result to show them on some widths only.
   * Beside the dots, or over the slide, centred on its height, when one slide shows at a time.
   */
  arrows?: boolean;
  /** Visible texts of the dots, one per slide ("01", "02"); round dots otherwise. */
  dotLabels?: readonly string[];
  /** Automatic advance with a Pause/Play control; none under `prefers-reduced-motion`. */
  autoplay?: CarouselAutoplay | false;
  /** Length of one transition in ms; controls ignore presses while it runs (default 500). */
  transitionMs?: number;
  /** `fade` cross-fades one slide into the next instead of sliding (one slide per view). */
  effect?: 'slide' | 'fade';
  className?: string;
}

/** Class names joined, the false ones left out (what clsx does, without its copy in this chunk). */
const classes = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

/** The widths a Responsive value names, with their values: `[['base', 1.15], ['tablet', 2]]`. */
const givenWidths = <T,>(value: Responsive<T>) =>
  Object.entries(typeof value === 'object' && value ? value : { base: value }) as Array<[string, T]>;

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
  arrows = true,
  dotLabels,
  autoplay = false,
  transitionMs = 500,
  effect = 'slide',
  className,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const fade = effect === 'fade';

  const perView = givenWidths(fade ? 1 : slidesPerView);
  const singleView = perView.every(([, value]) => value === 1);

  const reducedMotion = usePrefersReducedMotion();
  const viewport = useRef<HTMLDivElement>(null);
  // Refs, not state: Embla arrives between renders, and a move or a swipe made in that gap must
  // reach it (held in state, it would only be seen after React's next render, and lost before).
  const engine = useRef<CarouselEngine | undefined>(undefined);
  const engineWanted = useRef(false);
  /** The slide the carousel shows, for Embla to start at whenever it comes. */
  const shown = useRef(0);
  useEffect(() => () => engine.current?.destroy(), []);

  const carousel = useCarousel({
    count: slides.length,
    label,
    autoplay,
    transitionMs,
    onMove: (index, how) => {
      shown.current = index;
      if (engine.current) engine.current.move(index, how, reducedMotion);
      else startEngine();
    },
  });
  // For Embla's events, which come after this render.
  const latest = useRef(carousel);
  useEffect(() => {
    latest.current = carousel;
  });

  function startEngine() {
    // jsdom (component tests) has no IntersectionObserver: the carousel works there without motion.
    if (engineWanted.current || typeof IntersectionObserver === 'undefined') return;
    engineWanted.current = true;
    void import('./emblaEngine').then(async ({ startEngine: start, loadFade }) => {
      const fadePlugin = fade ? await loadFade() : undefined;
      // Gone (the page moved on) while Embla was on its way.
      if (!viewport.current) return;
      engine.current = start(viewport.current, {
        centred: centered,
        transitionMs,
        fadePlugin,
        index: shown.current,
        reducedMotion,
        onSelect: (index) => {
          shown.current = index;
          latest.current.sync(index);
        },
        onPointerDown: () => latest.current.interact(),
      });
    });
  }

  // A swipe begun before Embla is here (the one that fetches it) still moves one slide.
  const swipeStart = useRef<number | null>(null);
  const swipeStartY = useRef(0);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeStart.current = !engine.current && event.pointerType !== 'mouse' ? event.clientX : null;
    swipeStartY.current = event.clientY;
  };
  const endSwipe = () => {
    swipeStart.current = null;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    const distance = start === null ? 0 : event.clientX - start;
    if (Math.abs(distance) >= SWIPE_PX) {
      carousel.interact();
      if (distance < 0) carousel.next();
      else carousel.previous();
    }
    endSwipe();
  };

  // Such a swipe, sideways, is the carousel's, not the page's (as Embla does): left to the browser
  // as a scroll gesture, the next tap would only stop that gesture, and lose its click.
  useEffect(() => {
    const node = viewport.current;
    const hold = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (swipeStart.current === null || !touch || !event.cancelable) return;
      if (Math.abs(touch.clientX - swipeStart.current) > Math.abs(touch.clientY - swipeStartY.current)) {
        event.preventDefault();
      }
    };
    node?.addEventListener('touchmove', hold, { passive: false });
    return () => node?.removeEventListener('touchmove', hold);
  }, [viewport, swipeStart, swipeStartY]);

  // The widths given; CSS gives each other width the value below it (Carousel.module.css).
  const layout = Object.fromEntries([
    ...perView.map(([name, value]) => [`--per-view-${name}`, value]),
    ...givenWidths(fade ? 0 : gap).map(([name, value]) => [`--gap-${name}`, `${value}px`]),
    ...givenWidths(centered).map(([name, value]) => [`--centre-${name}`, Number(value)]),
  ]) as CSSProperties;

  const hasArrows = arrows && slides.length > 1;
  const previousArrow = hasArrows && (
    <button {...carousel.previousButtonProps} className={carouselControlStyles.arrow}>
      <ChevronLeftIcon />
    </button>
  );
  const nextArrow = hasArrows && (
    <button {...carousel.nextButtonProps} className={carouselControlStyles.arrow}>
      <ChevronRightIcon />
    </button>
  );

  return (
    <section
      {...carousel.regionProps}
      // A pointer over it (a touch's comes before its pointerdown) or focus inside: Embla is wanted.
      onPointerOver={startEngine}
      onFocus={startEngine}
      className={classes(styles.carousel, fade && styles.fade, singleView && styles.single, className)}
      style={layout}
    >
      {carousel.canAutoplay ? (
        <button {...carousel.playButtonProps} className={classes(carouselControlStyles.playButton, styles.playButton)}>
          {carousel.playing ? <PauseIcon size={16} /> : <PlayIcon size={16} />}
          {carousel.playButtonText}
        </button>
      ) : null}
      <div className={styles.stage}>
        {singleView && previousArrow}
        {singleView && nextArrow}
        <div
          className={styles.viewport}
          ref={viewport}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={endSwipe}
        >
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
      {/* Below the slides (the arrows too, unless one slide shows): nothing of a slide is hidden behind a button. */}
      {slides.length > 1 ? (
        <div className={styles.controls}>
          {!singleView && previousArrow}
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
          {!singleView && nextArrow}
        </div>
      ) : null}
      <p {...carousel.liveRegionProps} className="visually-hidden" />
    </section>
  );
}
