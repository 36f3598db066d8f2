import type { ReactNode } from 'react';
import { MediaImage } from 'shared-ui/media-image';
import styles from './IntroSplit.module.css';

export interface IntroImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface IntroSplitProps {
  /** Names the section for assistive technology (it has no heading of its own under the page's h1). */
  label: string;
  paragraphs: readonly string[];
  image: IntroImage;
  /** The page's first image, in view on arrival: fetched at once rather than lazily. */
  priority?: boolean;
  /** Buttons or badges under the text. */
  children?: ReactNode;
}

/** The opening of a content page: its lead paragraphs beside an illustration. */
export function IntroSplit({ label, paragraphs, image, priority = false, children }: IntroSplitProps) {
  return (
    <section aria-label={label} className={styles.intro}>
      <div className={styles.text}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
        {children}
      </div>
      <MediaImage
        className={styles.image}
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        priority={priority}
      />
    </section>
  );
}
