import { useEffect, useRef, useState } from 'react';

/** How far ahead of its place a deferred section starts loading, so it is ready as it scrolls in. */
export const LOAD_AHEAD = '600px 0px';

/**
 * True once the element comes within `margin` of the viewport (and from then on). Without
 * IntersectionObserver (old browsers, jsdom) it is true at once.
 */
export function useNearViewport<E extends Element>(margin: string) {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}
