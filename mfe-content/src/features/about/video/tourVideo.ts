/**
 * The hospital tour: a 17-second silent webm (290 KB) drawn from the site's own illustrations.
 * Webpack emits it as an asset (new URL(..., import.meta.url)); it is fetched only when a visitor
 * opens the player.
 */
export const TOUR_VIDEO = {
  src: new URL('./tour.webm', import.meta.url).href,
  width: 640,
  height: 360,
} as const;
