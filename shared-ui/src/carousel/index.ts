export { Carousel } from './Carousel/Carousel';
export type { CarouselProps } from './Carousel/Carousel';
export type { BreakpointName, Responsive } from './responsive';
