// The emergency page's offline fallback, and nothing else. Registered by the shell only on
// /emergency, with the scope /emergency/ (exactly that page: '/emergency' would be a prefix of
// /emergency-anything too); the page itself stores the offline copy (see
// src/features/emergency-offline/). Names shared with offlineStore.ts: change both together.
const OFFLINE_CACHE = 'emergency-offline-v1';
const OFFLINE_PAGE = '/emergency-offline.html';

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  // Older versions' caches go; the current one is kept, and open /emergency/ tabs are taken over.
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('emergency-offline-') && name !== OFFLINE_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  // Only a navigation to /emergency/ is answered: the network first, the saved page without one.
  // Every other request (remotes' manifests and entries, the API, pictures) is left to the browser.
  if (request.mode !== 'navigate' || new URL(request.url).pathname !== '/emergency/') return;
  event.respondWith(
    fetch(request).catch(() =>
      caches.match(OFFLINE_PAGE, { cacheName: OFFLINE_CACHE }).then((saved) => saved ?? Response.error()),
    ),
  );
});
