export { useCarousel } from './useCarousel';
export type { CarouselAutoplay, CarouselMove } from './useCarousel';
/** The controls' looks, for carousels drawn over useCarousel (class names: arrow, dots, dot, labelledDot, playButton). */
export { default as carouselControlStyles } from './carouselControls.module.css';
