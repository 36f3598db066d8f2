import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { SectionHeading } from 'shared-ui';
import styles from './PageSection.module.css';

export interface PageSectionProps {
  /** Id of the section's heading, which names the section for assistive technology. */
  id: string;
  title: string;
  eyebrow?: string;
  /** A sentence under the heading. */
  intro?: ReactNode;
  /** `alt` sets the section on the pale surface, to separate it from its neighbours. */
  tone?: 'plain' | 'alt';
  align?: 'center' | 'start';
  /**
   * A section that starts below the first screen on every width: laid out and painted only as it
   * nears the screen, so the page's first layout and paint skip it.
   */
  belowFold?: boolean;
  className?: string;
  children: ReactNode;
}

/** A band of a content page: its heading (h2) and content, within the page's width. */
export function PageSection({
  id,
  title,
  eyebrow,
  intro,
  tone = 'plain',
  align = 'center',
  belowFold = false,
  className,
  children,
}: PageSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={clsx(styles.section, tone === 'alt' && styles.alt, belowFold && styles.belowFold, className)}
    >
      <div className={styles.inner}>
        <SectionHeading id={id} title={title} eyebrow={eyebrow} align={align} />
        {intro ? <p className={clsx(styles.intro, align === 'start' && styles.introStart)}>{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
