import { clsx } from 'clsx';
import styles from './SectionHeading.module.css';

export interface SectionHeadingProps {
  title: string;
  /** A short label above the title ("Our Specialities"). */
  eyebrow?: string;
  /** Heading level, so each page keeps a sound outline. */
  level?: 2 | 3;
  align?: 'center' | 'start';
  id?: string;
}

export function SectionHeading({ title, eyebrow, level = 2, align = 'center', id }: SectionHeadingProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={clsx(styles.heading, align === 'start' && styles.start)}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Heading id={id} className={styles.title}>
        {title}
      </Heading>
    </div>
  );
}
