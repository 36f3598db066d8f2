import type { ReactNode } from 'react';
import styles from './CallToAction.module.css';

/** A closing band: a heading, a sentence and the page's main actions. */
export function CallToAction({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={styles.band}>
      <div className={styles.inner}>
        <div>
          <h2 id={id} className={styles.title}>
            {title}
          </h2>
          <p className={styles.text}>{text}</p>
        </div>
        <div className={styles.actions}>{children}</div>
      </div>
    </section>
  );
}
