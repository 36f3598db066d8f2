import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

const INTERACTIONS = ['scroll', 'pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

export interface InViewOptions {
  /** How much of the element must show; 0 is any pixel. */
  threshold?: number;
  /** Grows (or, negative, shrinks) the screen's box the element is checked against. */
  rootMargin?: string;
  /**
   * Also true once the visitor starts to scroll, tap or type anywhere, so a part of the page
   * arrives before they reach it while a first view nobody touches never fetches it.
   */
  orOnInteraction?: boolean;
}

/**
 * True once the element has scrolled into view (and stays true). Where the browser has no
 * IntersectionObserver it counts as in view at once, so nothing waits for an event that never comes.
 */
export function useInView(
  ref: RefObject<Element | null>,
  { threshold = 0.3, rootMargin = '0px', orOnInteraction = false }: InViewOptions = {},
): boolean {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || inView) return undefined;
    const show = () => setInView(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    const interactions = orOnInteraction ? INTERACTIONS : [];
    for (const type of interactions) window.addEventListener(type, show, { once: true, passive: true });
    return () => {
      observer.disconnect();
      for (const type of interactions) window.removeEventListener(type, show);
    };
  }, [ref, inView, threshold, rootMargin, orOnInteraction]);
  return inView;
}
