import { mediaQueries } from '../tokens/breakpoints';
import { useMediaQuery } from './useMediaQuery';

/** Visitors who ask the OS for less motion get no automatic movement or animated scrolling. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(mediaQueries.reducedMotion);
}
