import type { Stat } from './types';
import styles from './StatsBand.module.css';

/** Figures in a dark band, each with what it counts; a description list keeps the pairs together. */
export function StatsBand({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <dl className={styles.band} aria-label={label}>
      {stats.map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
