import type { ReactNode } from 'react';
import table from './DeskTable.module.css';

/**
 * A wide table's frame: on a phone it scrolls sideways inside itself, never the page. A region that
 * scrolls must take focus, or keyboard users cannot scroll it (WCAG 2.1.1), as mfe-content's InfoTable.
 */
export function DeskTableScroll({ captionId, children }: { captionId: string; children: ReactNode }) {
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={table.scroll} tabIndex={0} role="region" aria-labelledby={captionId}>
      {children}
    </div>
  );
}
