import { Suspense, lazy, useRef } from 'react';
import { pageMetaFrom } from 'shared-ui';
import { withPageTexts } from 'shared-ui/i18n';
import { WhenWanted } from '../../components/when-wanted';
import { HomeHero } from './components/HomeHero';
import { useWelcomePopup } from './hooks/useWelcomePopup';
import { heroMessages } from './heroMessages';
import styles from './HomePage.module.css';

// Each comes with its texts in the page's language, so a Hindi page never shows them in English.
const HomeBelowFold = lazy(() => withPageTexts(import('./HomeBelowFold')));
// The pop-up's code comes when it is due, 2 s after the page shows.
const WelcomePopup = lazy(() =>
  withPageTexts(import('./components/WelcomePopup')).then((module) => ({ default: module.WelcomePopup })),
);

export const meta = pageMetaFrom(heroMessages, (texts) => ({
  title: texts.metaTitle,
  description: texts.metaDescription,
}));

/**
 * The hero is the first view; the rest of the page is fetched when it comes into view or the
 * visitor starts to scroll, and the pop-up when it is due.
 */
export default function HomePage() {
  const page = useRef<HTMLDivElement>(null);
  const popup = useWelcomePopup(page);
  return (
    <div ref={page}>
      <HomeHero />
      {/* Holds the place of the sections below until they arrive, so the footer does not jump up. */}
      <WhenWanted part="home-below-fold" placeholderClassName={styles.placeholder}>
        <HomeBelowFold />
      </WhenWanted>
      {popup.open || popup.shown ? (
        <Suspense fallback={null}>
          <WelcomePopup open={popup.open} onClose={popup.close} />
        </Suspense>
      ) : null}
    </div>
  );
}
