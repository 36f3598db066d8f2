import type { CSSProperties, ReactNode } from 'react';
import { clsx } from 'clsx';
import styles from './ClampedText.module.css';

export interface ClampedTextProps {
  children: ReactNode;
  /** Lines shown before the text is cut with an ellipsis (the service cards show 3). */
  lines: number;
  as?: 'p' | 'div' | 'span';
  className?: string;
}

/**
 * Text cut to a number of lines by CSS alone: the whole text stays in the page, so screen readers
 * and search read all of it and the cut follows the width and font size.
 */
export function ClampedText({ children, lines, as: Element = 'p', className }: ClampedTextProps) {
  return (
    <Element className={clsx(styles.clamped, className)} style={{ '--clamp-lines': lines } as CSSProperties}>
      {children}
    </Element>
  );
}
