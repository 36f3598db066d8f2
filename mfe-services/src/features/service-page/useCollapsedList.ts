import { useId, useState } from 'react';

export interface CollapsedList<T> {
  /** The items to show now. */
  visible: readonly T[];
  /** More items than the collapsed count: a toggle is needed. */
  collapsible: boolean;
  expanded: boolean;
  toggle: () => void;
  /** For the list's `id` and its toggle's `aria-controls`. */
  listId: string;
}

/** A list showing its first `count` items until the visitor asks for all of them. */
export function useCollapsedList<T>(items: readonly T[], count: number): CollapsedList<T> {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const collapsible = items.length > count;
  return {
    visible: collapsible && !expanded ? items.slice(0, count) : items,
    collapsible,
    expanded,
    toggle: () => setExpanded((current) => !current),
    listId,
  };
}
