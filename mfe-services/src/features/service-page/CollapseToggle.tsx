import { Button } from 'shared-ui';
import type { CollapsedList } from './useCollapsedList';

interface CollapseToggleProps {
  list: Pick<CollapsedList<unknown>, 'collapsible' | 'expanded' | 'toggle' | 'listId'>;
  /** "View All Services", "View More". */
  expandLabel: string;
  /** "View Less". */
  collapseLabel: string;
  /** Said to screen readers after the label when several toggles share one ("View More about …"). */
  context?: string;
  className?: string;
}

/** The button under a collapsed list; nothing when the whole list already shows. */
export function CollapseToggle({ list, expandLabel, collapseLabel, context, className }: CollapseToggleProps) {
  if (!list.collapsible) return null;
  return (
    <Button
      variant="outline"
      size="small"
      className={className}
      aria-expanded={list.expanded}
      aria-controls={list.listId}
      onClick={list.toggle}
    >
      {list.expanded ? collapseLabel : expandLabel}
      {context ? <span className="visually-hidden">{context}</span> : null}
    </Button>
  );
}
