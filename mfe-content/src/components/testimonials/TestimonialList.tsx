import { clsx } from 'clsx';
import { useCatalogue, useMessages } from 'shared-ui/i18n';
import { testimonialsContent } from './content';
import { testimonialMessages } from './messages';
import styles from './TestimonialList.module.css';

export interface TestimonialListProps {
  /** Show only the first few (the about page shows two). */
  limit?: number;
  /** Columns on wide screens (three by default). */
  columns?: 2 | 3;
  className?: string;
}

/** Patient feedback as quotations, each signed with a first name and an area of Faridabad. */
export function TestimonialList({ limit, columns = 3, className }: TestimonialListProps) {
  const t = useMessages(testimonialMessages);
  const all = useCatalogue(testimonialsContent);
  const testimonials = limit === undefined ? all : all.slice(0, limit);
  return (
    <ul className={clsx(styles.list, columns === 3 && styles.threeColumns, className)}>
      {testimonials.map((testimonial) => (
        <li key={testimonial.name} className={styles.item}>
          <figure className={styles.figure}>
            <svg className={styles.mark} width="36" height="28" viewBox="0 0 36 28" aria-hidden="true">
              <path
                d="M0 28V16C0 7 5 1 14 0l1 5c-5 1-8 5-8 9h7v14zM21 28V16c0-9 5-15 14-16l1 5c-5 1-8 5-8 9h7v14z"
                fill="currentColor"
              />
            </svg>
            <blockquote className={styles.quote}>
              <p>{testimonial.quote}</p>
            </blockquote>
            <figcaption className={styles.caption}>
              <span className={styles.name}>
                {testimonial.name}, {testimonial.area}
              </span>
              <span className={styles.care}>{t('feedbackOn', { care: testimonial.care })}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
