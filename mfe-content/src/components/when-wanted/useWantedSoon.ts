import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

const INTERACTIONS = ['scroll', 'pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * A sliver at the screen's bottom edge (the next section's top padding, 16 px on a 740 px phone
 * under the compact header) is not "in view": it would fetch the whole rest of the home page
 * (about 35 KB) for a first view that shows nothing of it. Any scroll still fetches it.
 */
const IN_VIEW_MARGIN = '0px 0px -48px 0px';

/**
 * True once the part of the page at `ref` is needed: it has come into view, or the visitor has
 * started to scroll, tap or type (so it arrives before they reach it). A first view that nobody
 * touches never fetches it.
 */
export function useWantedSoon(ref: RefObject<Element | null>): boolean {
  const [wanted, setWanted] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || wanted) return undefined;
    const want = () => setWanted(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) want();
      },
      { rootMargin: IN_VIEW_MARGIN },
    );
    observer.observe(element);
    for (const type of INTERACTIONS) window.addEventListener(type, want, { once: true, passive: true });
    return () => {
      observer.disconnect();
      for (const type of INTERACTIONS) window.removeEventListener(type, want);
    };
  }, [ref, wanted]);
  return wanted;
}
