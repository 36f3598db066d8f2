import { useState } from 'react';
import { clsx } from 'clsx';
import { useCarousel } from 'shared-ui/carousel-hook';
import { useMessages } from 'shared-ui/i18n';
import { ChevronLeftIcon, ChevronRightIcon } from 'shared-ui/icons';
import { FOOTER_NEWS } from './footerContent';
import { footerMessages } from './footerMessages';
import styles from './Footer.module.css';

/** The news advances every 4 seconds, once the visitor starts it. */
export const NEWS_TICKER_INTERVAL_MS = 4000;

/**
 * What's New: still until the visitor presses Play, then cycling through the items until they
 * pause it (moving content can be paused); never moving under reduced motion.
 */
export function NewsTicker() {
  const t = useMessages(footerMessages);
  const ticker = useCarousel({
    count: FOOTER_NEWS.length,
    label: t('newsHeading'),
    autoplay: { delay: NEWS_TICKER_INTERVAL_MS, startPaused: true },
    transitionMs: 0,
    // The visitor started it with the mouse over it: resting there must not stop it again.
    pauseOnHover: false,
  });
  const item = FOOTER_NEWS[ticker.index] ?? FOOTER_NEWS[0];
  // Only an item the ticker moved to fades in: the first is there with the page (the server's HTML
  // already showed it), so fading it in would blink it out and back on every page load.
  const [firstIndex] = useState(ticker.index);
  const [moved, setMoved] = useState(false);
  if (!moved && ticker.index !== firstIndex) setMoved(true);
  return (
    <section
      {...ticker.regionProps}
      aria-label={undefined}
      aria-labelledby="footer-news-heading"
      className={styles.news}
    >
      <h2 id="footer-news-heading" className={styles.heading}>
        {t('newsHeading')}
      </h2>
      <div className={styles.newsControls}>
        {ticker.canAutoplay ? (
          <button {...ticker.playButtonProps} className={styles.newsButton}>
            {ticker.playButtonText}
          </button>
        ) : null}
        <button {...ticker.previousButtonProps} aria-label={t('newsPrevious')} className={styles.newsButton}>
          <ChevronLeftIcon size={16} />
        </button>
        <button {...ticker.nextButtonProps} aria-label={t('newsNext')} className={styles.newsButton}>
          <ChevronRightIcon size={16} />
        </button>
      </div>
      {item ? (
        <div
          key={ticker.index}
          {...ticker.getSlideProps(ticker.index)}
          className={clsx(styles.newsItem, moved && styles.newsArrived)}
        >
          <h3 className={styles.newsTitle}>{t(item.title)}</h3>
          <p className={styles.newsText}>{t(item.text)}</p>
        </div>
      ) : null}
      <p {...ticker.liveRegionProps} className="visually-hidden" />
    </section>
  );
}
