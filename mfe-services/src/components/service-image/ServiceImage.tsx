import { MediaImage } from 'shared-ui/media-image';
import type { MediaImageProps } from 'shared-ui/media-image';
import serviceFallbackImage from './service-fallback.svg';

export type ServiceImageProps = Omit<MediaImageProps, 'fallbackSrc' | 'fallback'>;

/**
 * A service's banner or hero image from the API; a missing or broken one shows the
 * hospital's fallback image instead.
 */
export function ServiceImage(props: ServiceImageProps) {
  return <MediaImage {...props} fallbackSrc={serviceFallbackImage} />;
}
