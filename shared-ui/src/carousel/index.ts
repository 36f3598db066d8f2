export { Carousel } from './Carousel/Carousel';
export type { Responsive } from './responsive';
