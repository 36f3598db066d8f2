import { Suspense, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { LoadingState } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { Outlet, useLocation } from 'shared-ui/router';
import { ChatAssistant } from '../features/chat-assistant';
import { Footer } from '../features/footer';
import { Header } from '../features/header';
import { usePrefetchOnIntent } from '../features/remote-pages';
import { SiteSearch } from '../features/site-search';
import { Splash, useSplash } from '../features/splash';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { appMessages } from './appMessages';
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
  const t = useMessages(appMessages);
  const splashVisible = useSplash();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  useResetOnNavigate(mainRef);
  usePrefetchOnIntent();

  return (
    <>
      {splashVisible ? <Splash /> : null}
      <div className={styles.app} inert={splashVisible}>
        <a id={SKIP_LINK_ID} href="#main-content" className={styles.skipLink}>
          {t('skipToContent')}
        </a>
        <Header search={<SiteSearch />} />
        <main id="main-content" ref={mainRef} tabIndex={-1} className={styles.main}>
          {/* Keyed by path: leaving a page that failed leaves its error behind. */}
          <RouteErrorBoundary key={pathname}>
            <Suspense
              fallback={
                <div className={styles.pageLoading}>
                  <LoadingState label={t('loadingPage')} />
                </div>
              }
            >
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
        <Footer topTargetId={SKIP_LINK_ID} />
        <ChatAssistant />
      </div>
    </>
  );
}
