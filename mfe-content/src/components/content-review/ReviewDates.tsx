import { clsx } from 'clsx';
import { useFormatters, useMessages } from 'shared-ui/i18n';
import { reviewMessages } from './messages';
import { nextReviewDue } from './reviewDates';
import styles from './ReviewDates.module.css';

export interface ReviewDatesProps {
  /** `YYYY-MM-DD`, from the content's data. */
  reviewed: string;
  /** Within the page's width, for a page of full-width sections. */
  framed?: boolean;
}

/** "Page last reviewed" and "Next review due" of a health page, as the structured data says them too. */
export function ReviewDates({ reviewed, framed = false }: ReviewDatesProps) {
  const t = useMessages(reviewMessages);
  const format = useFormatters();
  const due = nextReviewDue(reviewed);
  return (
    <dl className={clsx(styles.dates, framed && styles.framed)}>
      <div>
        <dt>{t('lastReviewed')}</dt>
        <dd>
          <time dateTime={reviewed}>{format.date(reviewed)}</time>
        </dd>
      </div>
      <div>
        <dt>{t('nextReview')}</dt>
        <dd>
          <time dateTime={due}>{format.date(due)}</time>
        </dd>
      </div>
    </dl>
  );
}
