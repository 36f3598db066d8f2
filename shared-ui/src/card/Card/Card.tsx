import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { SiteLink } from 'shared-ui';
import type { SiteHref } from 'shared-ui';
import styles from './Card.module.css';

export interface CardProps {
  title: ReactNode;
  /** Heading level of the title, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** An image (MediaImage) above the title. */
  media?: ReactNode;
  /**
   * A page of this site (from `siteHref`): the title becomes its link and the whole card clicks
   * through to it, once, however the click lands.
   */
  to?: SiteHref;
  children?: ReactNode;
  /** Buttons or links under the body; they stay their own targets above the card's link. */
  footer?: ReactNode;
  as?: 'article' | 'li' | 'div';
  className?: string;
}

/**
 * A card: media, a heading, a body and actions. With `to`, one real link (the title) covers the
 * card, so keyboard and screen-reader users meet a single, well-named link per card.
 */
export function Card({
  title,
  headingLevel = 3,
  media,
  to,
  children,
  footer,
  as: Element = 'article',
  className,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Element className={clsx(styles.card, to && styles.linked, className)}>
      {media ? <div className={styles.media}>{media}</div> : null}
      <div className={styles.body}>
        <Heading className={styles.title}>
          {to ? (
            <SiteLink to={to} className={styles.link}>
              {title}
            </SiteLink>
          ) : (
            title
          )}
        </Heading>
        {children}
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Element>
  );
}
