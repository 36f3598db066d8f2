import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { usePrefersReducedMotion } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { carouselMessages } from './carouselMessages';

export interface CarouselAutoplay {
  /** How long each slide shows, in ms (services 3500, home hero 5000, footer news 4000). */
  delay: number;
  /**
   * false (default): after the visitor moves the carousel, autoplay goes on with a full delay.
   * true: the visitor's move stops it until they press Play.
   */
  stopOnInteraction?: boolean;
  /** Still until the visitor presses Play (the footer's news starts only on request). */
  startPaused?: boolean;
}

/** How a move happened, so a scrolling engine can take the short way round. */
export type CarouselMove = 'next' | 'previous' | 'jump';

export interface UseCarouselOptions {
  /** Number of slides. */
  count: number;
  /** Accessible name of the carousel ("Our services"). */
  label: string;
  /** Automatic advance; never under `prefers-reduced-motion`. */
  autoplay?: CarouselAutoplay | false;
  /** Length of one transition in ms: controls ignore presses while one runs (default 500). */
  transitionMs?: number;
  /** Autoplay waits while the mouse rests on the carousel (default true). */
  pauseOnHover?: boolean;
  /** Every move the visitor or the autoplay makes (not `sync`), for an engine that scrolls. */
  onMove?: (index: number, move: CarouselMove) => void;
}

const EDITABLE = 'input, textarea, select, [contenteditable="true"]';

/**
 * A carousel's behaviour without its looks or a scrolling library: which slide shows, autoplay with
 * a visitor's pause (WCAG 2.2.2) and none under reduced motion, a lock while a transition runs,
 * keyboard arrows, and the labels and ARIA of the region, slides, dots and buttons. The shared-ui
 * Carousel draws it with Embla; a simple rotator (the footer's news) can use it alone.
 */
export function useCarousel({
  count,
  label,
  autoplay = false,
  transitionMs = 500,
  pauseOnHover = true,
  onMove,
}: UseCarouselOptions) {
  const t = useMessages(carouselMessages);
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => Boolean(autoplay) && !(autoplay && autoplay.startPaused));
  const [hovered, setHovered] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const lockRef = useRef(false);
  const lockTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The slide showing, for handlers called twice before React renders (a double click).
  const indexRef = useRef(index);
  const onMoveRef = useRef(onMove);
  useEffect(() => {
    onMoveRef.current = onMove;
  });

  const canAutoplay = Boolean(autoplay) && !reducedMotion && count > 1;
  const delay = autoplay ? autoplay.delay : 0;
  const stopOnInteraction = autoplay ? Boolean(autoplay.stopOnInteraction) : false;
  const lockMs = reducedMotion ? 0 : transitionMs;

  useEffect(() => () => clearTimeout(lockTimer.current), []);

  /** Moves to `target` unless a transition is running; true when it moved. */
  const move = useCallback(
    (target: number, how: CarouselMove, byVisitor: boolean): boolean => {
      if (lockRef.current || count < 1) return false;
      const next = Math.min(Math.max(target, 0), count - 1);
      if (lockMs > 0) {
        lockRef.current = true;
        lockTimer.current = setTimeout(() => {
          lockRef.current = false;
        }, lockMs);
      }
      indexRef.current = next;
      setIndex(next);
      if (byVisitor) {
        setAnnouncement(t('announce', { index: next + 1, count }));
        if (stopOnInteraction) setPlaying(false);
      }
      onMoveRef.current?.(next, how);
      return true;
    },
    [count, lockMs, stopOnInteraction, t],
  );

  // Round from the last slide to the first, and back.
  const step = useCallback(
    (direction: 1 | -1, byVisitor: boolean, from = indexRef.current): boolean =>
      move((from + direction + count) % count, direction === 1 ? 'next' : 'previous', byVisitor),
    [count, move],
  );

  const next = useCallback(() => step(1, true), [step]);
  const previous = useCallback(() => step(-1, true), [step]);
  const goTo = useCallback(
    (target: number) => (target === indexRef.current ? false : move(target, 'jump', true)),
    [move],
  );

  /** The engine moved on its own (a swipe, focus scrolled a slide in): follow it, unlocked. */
  const sync = useCallback(
    (target: number) => {
      if (target === indexRef.current || target < 0 || target >= count) return;
      indexRef.current = target;
      setIndex(target);
      setAnnouncement(t('announce', { index: target + 1, count }));
    },
    [count, t],
  );

  /** The visitor took hold of the carousel (a swipe began): stops the autoplay if so configured. */
  const interact = useCallback(() => {
    if (stopOnInteraction) setPlaying(false);
  }, [stopOnInteraction]);

  const togglePlay = () => setPlaying((current) => !current);

  // Each slide gets the full delay: a move by the visitor (or a new index) starts the wait afresh.
  useEffect(() => {
    if (!canAutoplay || !playing || (pauseOnHover && hovered)) return undefined;
    const timer = setTimeout(() => step(1, false, index), delay);
    return () => clearTimeout(timer);
  }, [canAutoplay, playing, pauseOnHover, hovered, delay, step, index]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest(EDITABLE)) return;
    const handled: Record<string, () => boolean> = {
      ArrowRight: next,
      ArrowLeft: previous,
      Home: () => goTo(0),
      End: () => goTo(count - 1),
    };
    const action = handled[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const isPlaying = canAutoplay && playing;

  return {
    index,
    /** Autoplay is running (configured, motion allowed, not paused by the visitor). */
    playing: isPlaying,
    /** Autoplay is configured and allowed: show the Pause/Play control only then. */
    canAutoplay,
    next,
    previous,
    sync,
    interact,
    regionProps: {
      role: 'region',
      'aria-roledescription': t('carousel'),
      'aria-label': label,
      onKeyDown,
      // A mouse only: a tap has no "leave", so it would pause a phone's carousel for good.
      onPointerEnter: (event: PointerEvent<HTMLElement>) => setHovered(event.pointerType === 'mouse'),
      onPointerLeave: () => setHovered(false),
    },
    getSlideProps: (slide: number) => ({
      role: 'group',
      'aria-roledescription': t('slide'),
      'aria-label': t('slideOf', { index: slide + 1, count }),
    }),
    // The controls only scripts can work: not offered without them (tokens.css).
    dotsGroupProps: { role: 'group', 'aria-label': t('chooseSlide'), 'data-needs-script': '' },
    getDotProps: (slide: number, visibleText?: string) => ({
      type: 'button' as const,
      // A visible text ("01") leads the name, as voice control users say what they see.
      'aria-label': visibleText
        ? `${visibleText}, ${t('goTo', { index: slide + 1 })}`
        : t('goTo', { index: slide + 1 }),
      'aria-current': slide === index ? ('true' as const) : undefined,
      onClick: () => goTo(slide),
    }),
    previousButtonProps: {
      type: 'button' as const,
      'data-needs-script': '',
      'aria-label': t('previous'),
      onClick: previous,
    },
    nextButtonProps: {
      type: 'button' as const,
      'data-needs-script': '',
      'aria-label': t('next'),
      onClick: next,
    },
    /** Visible text of the rotation control: "Pause" while playing, "Play" otherwise. */
    playButtonText: isPlaying ? t('pause') : t('play'),
    playButtonProps: {
      type: 'button' as const,
      'data-needs-script': '',
      'aria-label': isPlaying ? t('pauseLabel') : t('playLabel'),
      onClick: togglePlay,
    },
    /** A polite live region saying where the visitor's own moves landed (never the autoplay's). */
    liveRegionProps: { 'aria-live': 'polite' as const, 'aria-atomic': true, children: announcement },
  };
}

export type CarouselState = ReturnType<typeof useCarousel>;
