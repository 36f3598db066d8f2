import { useState } from 'react';
import type { CSSProperties, ImgHTMLAttributes, ReactNode } from 'react';
import { clsx } from 'clsx';
import { mediaUrl } from 'shared-ui';
import styles from './MediaImage.module.css';

type ImgAttributes = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height' | 'loading' | 'fetchPriority' | 'onError' | 'children'
>;

export interface MediaImageProps extends ImgAttributes {
  /**
   * An image path as the API gives it (`doctors/x.svg`, a bare file name, `/media/x.jpg`) or a full
   * URL; with `source="site"`, an image of the site itself (an imported asset). Missing (null,
   * undefined, '') shows the fallback.
   */
  src: string | null | undefined;
  /** `api` (default): resolved under the API's media area; `site`: used as it is. */
  source?: 'api' | 'site';
  /** Empty for a decorative image; otherwise what the image shows. */
  alt: string;
  /** Intrinsic size in px: the browser reserves the space before the file arrives (no layout shift). */
  width: number;
  height: number;
  /**
   * The page's largest image (the home hero): fetched first and at once. Every other image loads
   * lazily, when it nears the viewport.
   */
  priority?: boolean;
  /** An image of the site itself (an imported asset, used as is) shown when `src` is missing or broken. */
  fallbackSrc?: string;
  /**
   * Shown instead when there is no `fallbackSrc` or it failed too, in a box of the image's size: a
   * text ("Doctor Image") gets the grey placeholder look.
   */
  fallback?: ReactNode;
}

/**
 * An image from the API's media area that never shifts the layout and never shows a broken icon:
 * sized by its width and height, lazy unless it is the page's priority image, and falling back to a
 * site image or a placeholder when its file is missing or fails.
 */
export function MediaImage({
  src,
  source = 'api',
  alt,
  width,
  height,
  priority = false,
  fallbackSrc,
  fallback,
  className,
  style,
  ...props
}: MediaImageProps) {
  const primary = source === 'api' ? mediaUrl(src) : src || null;
  // The URLs that failed; a new src starts afresh because it is not in the list.
  const [failed, setFailed] = useState<readonly string[]>([]);
  const candidate = [primary, fallbackSrc].find((url): url is string => Boolean(url) && !failed.includes(url ?? ''));

  if (!candidate) {
    // The box the image would have had; the page's own class (width, height) still wins.
    const box = { '--media-width': `${width}px`, '--media-ratio': `${width} / ${height}`, ...style } as CSSProperties;
    return (
      <span
        className={clsx(styles.placeholder, className)}
        style={box}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      >
        {typeof fallback === 'string' ? <span aria-hidden="true">{fallback}</span> : fallback}
      </span>
    );
  }

  return (
    <img
      {...props}
      src={candidate}
      alt={alt}
      width={width}
      height={height}
      className={clsx(styles.image, className)}
      style={style}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      onError={() => setFailed((current) => [...current, candidate])}
    />
  );
}
