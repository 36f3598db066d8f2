import { Suspense, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingState } from 'shared-ui';
import { ChatAssistant } from '../features/chat-assistant';
import { Footer } from '../features/footer';
import { Header } from '../features/header';
import { usePrefetchOnIntent } from '../features/remote-pages';
import { SiteSearch } from '../features/site-search';
import { Splash, useSplash } from '../features/splash';
import { DocumentMeta } from './DocumentMeta';
import styles from './AppLayout.module.css';

const SKIP_LINK_ID = 'skip-link';

/** On every route change: back to the top, and focus to the new page for keyboard and screen-reader users. */
function useResetOnNavigate(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const shownPath = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    window.scrollTo(0, 0);
    // The first page keeps focus where the browser puts it; later pages take it.
    if (shownPath.current !== null) main.current?.focus({ preventScroll: true });
    shownPath.current = pathname;
  }, [pathname, main]);
}

/** Everything the shell puts around a page: splash, skip link, header, footer, assistant. */
export function AppLayout() {
  const splashVisible = useSplash();
  const mainRef = useRef<HTMLElement>(null);
  useResetOnNavigate(mainRef);
  usePrefetchOnIntent();

  return (
    <>
      {splashVisible ? <Splash /> : null}
      <div className={styles.app} inert={splashVisible}>
        <a id={SKIP_LINK_ID} href="#main-content" className={styles.skipLink}>
          Skip to main content
        </a>
        <Header search={<SiteSearch />} />
        <main id="main-content" ref={mainRef} tabIndex={-1} className={styles.main}>
          <Suspense fallback={<LoadingState label="Loading page..." />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer topTargetId={SKIP_LINK_ID} />
        <ChatAssistant />
      </div>
      <DocumentMeta />
    </>
  );
}
