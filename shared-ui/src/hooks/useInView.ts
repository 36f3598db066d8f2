import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * True once the element has scrolled into view (and stays true). Where the browser has no
 * IntersectionObserver it counts as in view at once, so nothing waits for an event that never comes.
 */
export function useInView(
  ref: RefObject<Element | null>,
  { threshold = 0.3, rootMargin = '0px' }: { threshold?: number; rootMargin?: string } = {},
): boolean {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || inView) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, inView, threshold, rootMargin]);
  return inView;
}
