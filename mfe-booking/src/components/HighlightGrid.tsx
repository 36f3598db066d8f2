import { useId } from 'react';
import { SectionHeading } from 'shared-ui';
import { CheckCircleIcon } from 'shared-ui/icons';
import cards from './CardGrid.module.css';
import styles from './HighlightGrid.module.css';

export interface Highlight {
  title: string;
  text: string;
}

/** A headed grid of short blurbs (the appointment page's six highlights, the lab page's six). */
export function HighlightGrid({
  title,
  eyebrow,
  items,
}: {
  title: string;
  eyebrow?: string;
  items: readonly Highlight[];
}) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <SectionHeading id={headingId} title={title} eyebrow={eyebrow} />
      <ul className={`${cards.grid} ${styles.grid}`}>
        {items.map((item) => (
          <li key={item.title} className={styles.item}>
            <CheckCircleIcon size={28} className={styles.icon} />
            <h3 className={cards.title}>{item.title}</h3>
            <p className={cards.text}>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
