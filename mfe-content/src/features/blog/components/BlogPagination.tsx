import { useMessages } from 'shared-ui/i18n';
import { ChevronLeftIcon, ChevronRightIcon } from 'shared-ui/icons';
import { blogMessages } from '../messages';
import styles from './BlogPagination.module.css';

/**
 * The blog has a single page. The pagination says so: page 1 is current, and there is
 * no page before or after it (the arrows are shown, but disabled).
 */
export function BlogPagination() {
  const t = useMessages(blogMessages);
  return (
    <nav aria-label={t('pagination')} className={styles.pagination}>
      <ul className={styles.pages}>
        <li>
          <span className={styles.arrow} aria-disabled="true" role="link" aria-label={t('previousPage')}>
            <ChevronLeftIcon size={18} />
          </span>
        </li>
        <li>
          <span className={styles.current} aria-current="page">
            <span className="visually-hidden">{t('pageWord')} </span>1
          </span>
        </li>
        <li>
          <span className={styles.arrow} aria-disabled="true" role="link" aria-label={t('nextPage')}>
            <ChevronRightIcon size={18} />
          </span>
        </li>
      </ul>
    </nav>
  );
}
