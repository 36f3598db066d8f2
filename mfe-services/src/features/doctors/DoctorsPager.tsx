import { clsx } from 'clsx';
import { SiteLink } from 'shared-ui';
import type { SiteHref } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { doctorsMessages } from './doctorsMessages';
import styles from './DoctorsPager.module.css';

interface DoctorsPagerProps {
  page: number;
  pages: number;
  /** The address of a page, the filters kept. */
  hrefOf: (page: number) => SiteHref;
  /** A page link was followed (not Back, not a filter): the list's top takes the focus. */
  onTurn: () => void;
}

/**
 * Links to each page of doctors (`?page=2`), so a page can be shared and Back returns to the
 * previous one. Previous and Next stay in place on the first and last page, only dimmed.
 */
export function DoctorsPager({ page, pages, hrefOf, onTurn }: DoctorsPagerProps) {
  const t = useMessages(doctorsMessages);
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  const step = (to: number, label: string, rel: 'prev' | 'next') =>
    to >= 1 && to <= pages ? (
      <SiteLink to={hrefOf(to)} rel={rel} className={styles.step} onClick={onTurn} preventScrollReset>
        {label}
      </SiteLink>
    ) : (
      <span className={clsx(styles.step, styles.off)} aria-hidden="true">
        {label}
      </span>
    );
  return (
    <nav className={styles.pager} aria-label={t('pages')}>
      {step(page - 1, t('previousPage'), 'prev')}
      <ul className={styles.numbers}>
        {numbers.map((number) => (
          <li key={number}>
            <SiteLink
              to={hrefOf(number)}
              className={clsx(styles.number, number === page && styles.current)}
              aria-label={t('pageNumber', { page: number })}
              aria-current={number === page ? 'page' : undefined}
              onClick={onTurn}
              preventScrollReset
            >
              {number}
            </SiteLink>
          </li>
        ))}
      </ul>
      {step(page + 1, t('nextPage'), 'next')}
    </nav>
  );
}
