import { clsx } from 'clsx';
import styles from './HospitalMark.module.css';

/** The hospital's mark: a cross in the brand orange on a rounded tile, navy or (on navy) white. */
export function HospitalMark({
  size,
  onDark = false,
  className,
}: {
  size: number;
  onDark?: boolean;
  className?: string;
}) {
  return (
    <svg
      className={clsx(styles.mark, onDark && styles.onDark, className)}
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
    >
      <rect className={styles.tile} width="40" height="40" rx="10" />
      <path className={styles.cross} d="M16 8h8v8h8v8h-8v8h-8v-8H8v-8h8z" />
    </svg>
  );
}
