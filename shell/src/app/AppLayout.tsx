import { Suspense, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { LoadingState, useServerRender } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { Outlet, useLocation } from 'shared-ui/router';
import { ServerPageHtml, useForgetServerPageOnNavigate, useServerPageHtml } from '../components/ServerPage';
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
  const onServer = useServerRender();
  const splashVisible = useSplash();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  useResetOnNavigate(mainRef);
  usePrefetchOnIntent();
  useForgetServerPageOnNavigate();
  const serverPage = useServerPageHtml();

  return (
    <>
      {onServer ? <Splash served /> : splashVisible ? <Splash /> : null}
      <div className={styles.app} inert={splashVisible}>
        <a id={SKIP_LINK_ID} href="#main-content" className={styles.skipLink}>
          {t('skipToContent')}
        </a>
        <Header search={<SiteSearch />} />
        <main id="main-content" ref={mainRef} tabIndex={-1} className={styles.main}>
          {/* Where the server writes the page (prerender.tsx): the same element in the live page, so the
              page lays out the same in both. */}
          <div data-page-region="">
            {/* Keyed by path: leaving a page that failed leaves its error behind. */}
            <RouteErrorBoundary key={pathname}>
              <Suspense
                fallback={
                  // One of the shell's own pages (terms) loading: the server's HTML of it if this is the
                  // first route, as for a remote's page (RemotePage).
                  serverPage ? (
                    <ServerPageHtml page={serverPage} />
                  ) : (
                    <div className={styles.pageLoading}>
                      <LoadingState label={t('loadingPage')} />
                    </div>
                  )
                }
              >
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          </div>
        </main>
        <Footer topTargetId={SKIP_LINK_ID} />
        <ChatAssistant />
      </div>
    </>
  );
}
