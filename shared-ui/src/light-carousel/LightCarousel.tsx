import { Children, useRef } from 'react';
import type { PointerEvent, ReactNode } from 'react';
import { clsx } from 'clsx';
import { carouselControlStyles, useCarousel } from 'shared-ui/carousel-hook';
import type { CarouselAutoplay } from 'shared-ui/carousel-hook';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from 'shared-ui/icons';
import styles from './LightCarousel.module.css';

/** A swipe shorter than this (px) is a tap, not a move. */
const SWIPE_PX = 40;

export interface LightCarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  /** One child per slide, each showing one at a time. */
  children: ReactNode;
  /** Previous/next buttons. */
  arrows?: boolean;
  /** Visible texts of the dots ("01", "02"); round dots otherwise. */
  dotLabels?: readonly string[];
  autoplay?: CarouselAutoplay | false;
  /** Length of one move in ms; presses during it are ignored (the hook's lock). */
  transitionMs?: number;
  /** `slide` moves the slides sideways; `fade` cross-fades them in place. */
  effect?: 'slide' | 'fade';
  className?: string;
}

/**
 * One slide at a time, drawn over useCarousel: the hook decides the slide, plays, pauses, locks
 * during a move, stops under reduced motion and labels everything; this draws it with CSS alone.
 * The library-free variant of the kit's Embla-based Carousel, for one-slide carousels (heroes,
 * picture switchers): the hook is already in every page (the footer's ticker uses it) while
 * Embla would add about 10 KB of JavaScript. Touch: a horizontal swipe moves one slide.
 */
export function LightCarousel({
  label,
  children,
  arrows = true,
  dotLabels,
  autoplay = false,
  transitionMs = 500,
  effect = 'slide',
  className,
}: LightCarouselProps) {
  const slides = Children.toArray(children);
  const carousel = useCarousel({ count: slides.length, label, autoplay, transitionMs });
  const swipeStart = useRef<number | null>(null);
  const fade = effect === 'fade';

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const distance = event.clientX - start;
    if (!Number.isFinite(distance) || Math.abs(distance) < SWIPE_PX) return;
    carousel.interact();
    if (distance < 0) carousel.next();
    else carousel.previous();
  };

  return (
    <section {...carousel.regionProps} className={clsx(styles.carousel, className)}>
      {carousel.canAutoplay ? (
        <button {...carousel.playButtonProps} className={clsx(carouselControlStyles.playButton, styles.playButton)}>
          {carousel.playing ? <PauseIcon size={16} /> : <PlayIcon size={16} />}
          {carousel.playButtonText}
        </button>
      ) : null}
      <div className={styles.stage}>
        {arrows && slides.length > 1 ? (
          <>
            <button
              {...carousel.previousButtonProps}
              className={clsx(carouselControlStyles.arrow, styles.arrow, styles.previous)}
            >
              <ChevronLeftIcon />
            </button>
            <button
              {...carousel.nextButtonProps}
              className={clsx(carouselControlStyles.arrow, styles.arrow, styles.next)}
            >
              <ChevronRightIcon />
            </button>
          </>
        ) : null}
        <div className={styles.viewport} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
          <div
            className={clsx(styles.track, fade && styles.fadeTrack)}
            style={{
              transform: fade ? undefined : `translateX(${-100 * carousel.index}%)`,
              transitionDuration: `${transitionMs}ms`,
            }}
          >
            {slides.map((slide, index) => (
              <div
                // The slides never reorder: their place is their identity.
                // oxlint-disable-next-line react/no-array-index-key
                key={index}
                className={clsx(styles.slide, fade && index === carousel.index && styles.shown)}
                style={fade ? { transitionDuration: `${transitionMs}ms` } : undefined}
                {...carousel.getSlideProps(index)}
                inert={index !== carousel.index}
              >
                {slide}
              </div>
            ))}
          </div>
        </div>
      </div>
      {slides.length > 1 ? (
        <div {...carousel.dotsGroupProps} className={carouselControlStyles.dots}>
          {slides.map((_slide, index) => (
            <button
              // oxlint-disable-next-line react/no-array-index-key
              key={index}
              {...carousel.getDotProps(index, dotLabels?.[index])}
              className={clsx(carouselControlStyles.dot, dotLabels && carouselControlStyles.labelledDot)}
            >
              {dotLabels?.[index] ? <span aria-hidden="true">{dotLabels[index]}</span> : null}
            </button>
          ))}
        </div>
      ) : null}
      <p {...carousel.liveRegionProps} className="visually-hidden" />
    </section>
  );
}
