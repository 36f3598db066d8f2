import breakpoints from './breakpoints.json';

/**
 * Widths (px) at which layouts change: carousels show more of the next slide from `small` and
 * `medium`, the main menu collapses behind a toggle below `tablet`, and the full header with its
 * search fits one row from `wide`. CSS media queries cannot read custom properties, so the CSS
 * modules write these numbers and stylelint allows no others (tooling/stylelint.config.mjs reads
 * this same JSON).
 */
export const BREAKPOINTS: Readonly<typeof breakpoints> = breakpoints;

export const mediaQueries = {
  tabletUp: `(min-width: ${BREAKPOINTS.tablet}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
