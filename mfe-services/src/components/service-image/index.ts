export { ServiceImage } from './ServiceImage';
export type { ServiceImageProps } from './ServiceImage';
