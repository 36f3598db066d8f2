import { clsx } from 'clsx';
import type { Feature } from './types';
import styles from './FeatureGrid.module.css';

export interface FeatureGridProps {
  items: readonly Feature[];
  /** Heading level of each item's title, under the section's h2. */
  headingLevel?: 3 | 4;
  /** Columns on wide screens. */
  columns?: 2 | 3 | 4;
  className?: string;
}

/** Titled points as a list of cards: one column on phones, up to `columns` on wide screens. */
export function FeatureGrid({ items, headingLevel = 3, columns = 4, className }: FeatureGridProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={clsx(styles.grid, styles[`columns${columns}`], className)}>
      {items.map((item) => (
        <li key={item.title} className={styles.item}>
          <Heading className={styles.title}>{item.title}</Heading>
          <p className={styles.text}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
