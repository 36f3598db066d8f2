import { SiteLink } from 'shared-ui';
import { Accordion } from 'shared-ui/accordion';
import type { FaqEntry } from './types';
import styles from './FaqList.module.css';

export interface FaqListProps {
  entries: readonly FaqEntry[];
  /** Prefix of each entry's id, unique in the page. */
  idPrefix: string;
  headingLevel?: 3 | 4;
  /** Indexes of entries open at first. */
  openAtFirst?: readonly number[];
  /** `single`: opening one closes the others (the about page); `independent` by default. */
  mode?: 'single' | 'independent';
  /** Centred at a readable width, as a page's own FAQ section is. */
  narrow?: boolean;
}

/** Questions that open and close on their own (the kit's accordion), answers in paragraphs. */
export function FaqList({
  entries,
  idPrefix,
  headingLevel = 3,
  openAtFirst = [],
  mode = 'independent',
  narrow = false,
}: FaqListProps) {
  const accordion = (
    <Accordion
      mode={mode}
      headingLevel={headingLevel}
      defaultOpen={openAtFirst.map((index) => `${idPrefix}-${index + 1}`)}
      items={entries.map((entry, index) => ({
        id: `${idPrefix}-${index + 1}`,
        title: entry.question,
        content: (
          <div className={styles.answer}>
            {entry.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {entry.links?.length ? (
              <ul className={styles.links}>
                {entry.links.map((link) => (
                  <li key={link.href}>
                    <SiteLink to={link.href}>{link.label}</SiteLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ),
      }))}
    />
  );
  return narrow ? <div className={styles.list}>{accordion}</div> : accordion;
}
