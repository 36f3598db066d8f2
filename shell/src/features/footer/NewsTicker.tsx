import { FOOTER_NEWS } from './footerContent';
import { useNewsTicker } from './useNewsTicker';
import styles from './Footer.module.css';

export function NewsTicker() {
  const { index, running, toggle, next, previous } = useNewsTicker(FOOTER_NEWS.length);
  const item = FOOTER_NEWS[index] ?? FOOTER_NEWS[0];
  return (
    <section aria-roledescription="carousel" aria-labelledby="footer-news-heading" className={styles.news}>
      <h2 id="footer-news-heading" className={styles.heading}>
        What&apos;s New
      </h2>
      <div className={styles.newsControls}>
        <button type="button" className={styles.newsButton} onClick={toggle} aria-pressed={running}>
          {running ? 'Pause news' : 'Play news'}
        </button>
        <button type="button" className={styles.newsButton} onClick={previous} aria-label="Previous news item">
          ‹
        </button>
        <button type="button" className={styles.newsButton} onClick={next} aria-label="Next news item">
          ›
        </button>
      </div>
      {/* Announce changes the visitor makes, not the ones the timer makes. */}
      <div aria-live={running ? 'off' : 'polite'} aria-atomic="true">
        <article
          key={index}
          className={styles.newsItem}
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${FOOTER_NEWS.length}`}
        >
          <h3 className={styles.newsTitle}>{item.title}</h3>
          <p className={styles.newsText}>{item.text}</p>
        </article>
      </div>
    </section>
  );
}
