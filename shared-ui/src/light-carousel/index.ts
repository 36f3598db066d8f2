export { LightCarousel } from './LightCarousel';
