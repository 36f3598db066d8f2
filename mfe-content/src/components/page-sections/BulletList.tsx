import { clsx } from 'clsx';
import styles from './BulletList.module.css';

/** A plain list of short points with tick marks; `columns` spreads long lists on wide screens. */
export function BulletList({ items, columns = 1 }: { items: readonly string[]; columns?: 1 | 2 }) {
  return (
    <ul className={clsx(styles.list, columns === 2 && styles.twoColumns)}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
