import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import styles from './AccountPages.module.css';

export interface AccountPanelProps {
  title: string;
  tone?: 'neutral' | 'success' | 'error';
  /** Give the heading the focus when the panel shows (an outcome the visitor waited for). */
  focus?: boolean;
  children: ReactNode;
}

/**
 * An account page's outcome or notice (confirmed, link expired, signed out): a heading that takes
 * the focus so a screen reader reads on from it, its text, and what to do next.
 */
export function AccountPanel({ title, tone = 'neutral', focus = true, children }: AccountPanelProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // An effect, not a ref callback: it runs after a closing dialog has handed the focus back.
  useEffect(() => {
    if (focus) headingRef.current?.focus();
  }, [focus]);
  return (
    <section className={clsx(styles.panel, styles[tone])} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
