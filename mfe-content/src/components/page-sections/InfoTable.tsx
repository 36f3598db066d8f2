import { useId } from 'react';
import { clsx } from 'clsx';
import type { TableContent } from './types';
import styles from './InfoTable.module.css';

/**
 * A real table: a caption, column headers and a header cell leading each row. On narrow screens it
 * scrolls sideways inside a focusable region, so keyboard users can scroll it too. A `long` table
 * scrolls down inside that region too, its column headers held at the top as its rows go by.
 */
export function InfoTable({ table, long = false }: { table: TableContent; long?: boolean }) {
  const captionId = useId();
  return (
    // A region that scrolls must take focus, or keyboard users cannot scroll it (WCAG 2.1.1).
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={clsx(styles.scroller, long && styles.long)} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={clsx(styles.table, table.columns.length > 3 && styles.wide)}>
        <caption id={captionId} className={styles.caption}>
          {table.caption}
        </caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.header}>
              <th scope="row">{row.header}</th>
              {row.cells.map((cell, index) => (
                // Cells repeat ("Yes"), so their column makes the key.
                // oxlint-disable-next-line react/no-array-index-key
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
