import { useId } from 'react';
import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { SectionHeading } from 'shared-ui';
import styles from './PageSection.module.css';

interface PageSectionProps {
  title: string;
  eyebrow?: string;
  /** `tinted` sections alternate with plain ones so the long page reads in blocks. */
  tone?: 'plain' | 'tinted';
  children: ReactNode;
}

/** One section of the service page: a landmark named by its h2. */
export function PageSection({ title, eyebrow, tone = 'plain', children }: PageSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={clsx(styles.section, tone === 'tinted' && styles.tinted)}>
      <div className={styles.inner}>
        <SectionHeading id={headingId} title={title} eyebrow={eyebrow} />
        {children}
      </div>
    </section>
  );
}
