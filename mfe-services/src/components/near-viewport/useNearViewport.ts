import { useRef } from 'react';
import { useInView } from 'shared-ui';

/** How far ahead of its place a deferred section starts loading, so it is ready as it scrolls in. */
export const LOAD_AHEAD = '600px 0px';

/** A ref for a deferred section, and true once it comes within `margin` of the viewport (and from then on). */
export function useNearViewport<E extends Element>(margin: string) {
  const ref = useRef<E>(null);
  return [ref, useInView(ref, { threshold: 0, rootMargin: margin })] as const;
}
