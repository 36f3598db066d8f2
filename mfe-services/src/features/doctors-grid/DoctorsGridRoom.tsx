import type { ReactNode } from 'react';
import styles from './DoctorsGrid.module.css';

/** Cards kept while the list loads when the host page does not say how many it shows. */
const ROOM_WITHOUT_LIMIT = 4;

/**
 * The room the grid will take while it loads: `limit` empty cards laid out as the real ones, so the
 * page below does not move when they arrive (one card was 192 px on a phone, 501 px at 1280).
 * `status` (the loading message) sits over them.
 */
export function DoctorsGridRoom({ limit = ROOM_WITHOUT_LIMIT, status }: { limit?: number; status?: ReactNode }) {
  return (
    <div className={styles.room}>
      {status}
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: limit }, (_, index) => (
          <li key={index} className={styles.roomCard} />
        ))}
      </ul>
    </div>
  );
}
