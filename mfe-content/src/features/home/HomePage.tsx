import { Suspense, lazy, useRef } from 'react';
import type { PageMeta } from 'shared-ui';
import { HOSPITAL } from 'shared-ui/hospital';
import { useContent } from '../../components/content-catalogue';
import { AboutSection } from './components/AboutSection';
import { HomeHero } from './components/HomeHero';
import { WelcomePopup } from './components/WelcomePopup';
import { homeContent } from './content';
import { useInView } from './hooks/useInView';
import { useWelcomePopup } from './hooks/useWelcomePopup';
import styles from './HomePage.module.css';

const HomeBelowFold = lazy(() => import('./HomeBelowFold'));

/** How far ahead of the visitor's scroll the rest of the page is fetched. */
const BELOW_FOLD_MARGIN = '300px 0px';

export const meta: PageMeta = {
  title: 'Multispeciality Hospital in Faridabad',
  description: `${HOSPITAL.name}, Faridabad: 24 X 7 emergency care, specialist doctors, lab tests and home care. Book an appointment online.`,
};

export default function HomePage() {
  const content = useContent(homeContent);
  const page = useRef<HTMLDivElement>(null);
  const rest = useRef<HTMLDivElement>(null);
  const popup = useWelcomePopup(page);
  const restInView = useInView(rest, { threshold: 0, rootMargin: BELOW_FOLD_MARGIN });
  return (
    <div ref={page}>
      <HomeHero slides={content.slides} />
      <AboutSection paragraphs={content.about} />
      {/* Holds the place of the sections below until they arrive, so the footer does not jump up. */}
      <div ref={rest} className={restInView ? undefined : styles.placeholder}>
        {restInView ? (
          <Suspense fallback={<div className={styles.placeholder} />}>
            <HomeBelowFold content={content} />
          </Suspense>
        ) : null}
      </div>
      <WelcomePopup open={popup.open} onClose={popup.close} />
    </div>
  );
}
