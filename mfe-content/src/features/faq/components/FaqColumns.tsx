import type { FaqEntry } from '../../../components/page-sections';
import { FaqList } from '../../../components/page-sections';
import styles from './FaqColumns.module.css';

/** Questions 1 and 2 are open when the page opens. */
export const OPEN_AT_FIRST = [0, 1] as const;

/**
 * The questions in two columns on wide screens (the first half left, the rest right) and one on
 * phones, in order; each opens and closes on its own.
 */
export function FaqColumns({ entries }: { entries: readonly FaqEntry[] }) {
  const half = Math.ceil(entries.length / 2);
  return (
    <div className={styles.columns}>
      <FaqList entries={entries.slice(0, half)} idPrefix="faq" openAtFirst={OPEN_AT_FIRST} />
      <FaqList
        entries={entries.slice(half)}
        idPrefix="faq-more"
        openAtFirst={OPEN_AT_FIRST.map((index) => index - half).filter((index) => index >= 0)}
      />
    </div>
  );
}
