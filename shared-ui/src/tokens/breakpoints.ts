/**
 * Widths (px) at which layouts change. CSS media queries cannot read custom properties, so the
 * CSS modules repeat these numbers; this is their source.
 */
export const BREAKPOINTS = {
  /** Carousels show more of the next slide. */
  small: 480,
  medium: 640,
  /** Below this the main menu collapses behind a toggle (SPEC §9 mobile breakpoint). */
  tablet: 768,
  desktop: 1024,
} as const;

export const mediaQueries = {
  tabletUp: `(min-width: ${BREAKPOINTS.tablet}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
