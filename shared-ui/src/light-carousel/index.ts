export { LightCarousel } from './LightCarousel';
export type { LightCarouselProps } from './LightCarousel';
