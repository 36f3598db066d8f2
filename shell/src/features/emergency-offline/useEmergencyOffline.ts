import { useEffect } from 'react';
import { siteHref } from 'shared-ui';
import { useLocation } from 'shared-ui/router';
import { OFFLINE_CACHE, OFFLINE_PAGE, SERVICE_WORKER, SERVICE_WORKER_SCOPE } from './offlineStore';

/**
 * The worker's scope is exactly /emergency/, which /emergency is outside of: once the worker is
 * there, the page takes the address with the slash (the same page), so a reload, a bookmark or the
 * history, which is how a patient comes back to it without a connection, asks for an address the
 * worker answers. Only if the visitor is still on /emergency; the router's state is kept, so going
 * back and forth still works.
 */
function moveIntoScope(): void {
  const { pathname, search, hash } = window.location;
  if (`${pathname}/` !== SERVICE_WORKER_SCOPE) return;
  window.history.replaceState(window.history.state, '', `${SERVICE_WORKER_SCOPE}${search}${hash}`);
}

async function keepEmergencyOffline(): Promise<void> {
  // The page is written from the hospital's facts in this build, so it never disagrees with the site.
  const { offlinePageHtml, OFFLINE_PAGE_POLICY } = await import(
    /* webpackChunkName: "emergency-offline" */ './offlinePage'
  );
  const cache = await caches.open(OFFLINE_CACHE);
  await cache.put(
    OFFLINE_PAGE,
    new Response(offlinePageHtml(), {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': OFFLINE_PAGE_POLICY },
    }),
  );
  await navigator.serviceWorker.register(SERVICE_WORKER, { scope: SERVICE_WORKER_SCOPE });
  moveIntoScope();
}

/**
 * On /emergency only, saves the offline emergency page and registers the worker that answers with
 * it when there is no connection; visitors who never open /emergency get no worker at all.
 */
export function useEmergencyOffline(): void {
  const { pathname } = useLocation();
  const emergency = siteHref('/emergency');
  const onEmergency = pathname === emergency || pathname === `${emergency}/`;
  useEffect(() => {
    if (!onEmergency || !('serviceWorker' in navigator) || !('caches' in window)) return;
    keepEmergencyOffline().catch((error: unknown) => {
      // Offline support is a bonus: the page itself works, so a refusal (private mode, storage full) is only logged.
      console.warn('The emergency page could not be saved for offline use.', error);
    });
  }, [onEmergency]);
}
