export { MediaImage } from './MediaImage/MediaImage';
export type { MediaImageProps } from './MediaImage/MediaImage';
