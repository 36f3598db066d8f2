import { Children, useRef } from 'react';
import type { PointerEvent, ReactNode } from 'react';
import { clsx } from 'clsx';
import { useCarousel } from 'shared-ui/carousel-hook';
import type { CarouselAutoplay } from 'shared-ui/carousel-hook';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from 'shared-ui/icons';
import styles from './HeroRotator.module.css';

/** A swipe shorter than this (px) is a tap, not a move. */
const SWIPE_PX = 40;

export interface HeroRotatorProps {
  label: string;
  children: ReactNode;
  arrows: boolean;
  autoplay: CarouselAutoplay | false;
  transitionMs: number;
  className?: string;
}

/**
 * The home hero's slides, drawn over the kit's useCarousel (which decides the slide, plays, pauses,
 * locks during a move, stops under reduced motion, and labels everything) with a CSS slide instead
 * of the kit's Embla-based Carousel: the home page has 150 KB of JavaScript for a first visit, and
 * the hook is already in the page (the footer's ticker uses it), where Embla would add about 10 KB.
 * Touch: a horizontal swipe moves one slide. To move to shared-ui as a light Carousel variant.
 */
export function HeroRotator({ label, children, arrows, autoplay, transitionMs, className }: HeroRotatorProps) {
  const slides = Children.toArray(children);
  const carousel = useCarousel({ count: slides.length, label, autoplay, transitionMs });
  const swipeStart = useRef<number | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const distance = event.clientX - start;
    if (Math.abs(distance) < SWIPE_PX) return;
    carousel.interact();
    if (distance < 0) carousel.next();
    else carousel.previous();
  };

  return (
    <section {...carousel.regionProps} className={clsx(styles.rotator, className)}>
      {carousel.canAutoplay ? (
        <button {...carousel.playButtonProps} className={styles.playButton}>
          {carousel.playing ? <PauseIcon size={16} /> : <PlayIcon size={16} />}
          {carousel.playButtonText}
        </button>
      ) : null}
      <div className={styles.stage}>
        {arrows && slides.length > 1 ? (
          <>
            <button {...carousel.previousButtonProps} className={clsx(styles.arrow, styles.previous)}>
              <ChevronLeftIcon />
            </button>
            <button {...carousel.nextButtonProps} className={clsx(styles.arrow, styles.next)}>
              <ChevronRightIcon />
            </button>
          </>
        ) : null}
        <div className={styles.viewport} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
          <div
            className={styles.track}
            style={{ transform: `translateX(${-100 * carousel.index}%)`, transitionDuration: `${transitionMs}ms` }}
          >
            {slides.map((slide, index) => (
              <div
                // The slides never reorder: their place is their identity.
                // oxlint-disable-next-line react/no-array-index-key
                key={index}
                className={styles.slide}
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
        <div {...carousel.dotsGroupProps} className={styles.dots}>
          {slides.map((_slide, index) => (
            // oxlint-disable-next-line react/no-array-index-key
            <button key={index} {...carousel.getDotProps(index)} className={styles.dot} />
          ))}
        </div>
      ) : null}
      <p {...carousel.liveRegionProps} className="visually-hidden" />
    </section>
  );
}
