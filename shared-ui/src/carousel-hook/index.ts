export { useCarousel } from './useCarousel';
export type { CarouselAutoplay, CarouselMove, CarouselState, UseCarouselOptions } from './useCarousel';
