/**
 * The coloring screen's service worker (issue 17 "works offline once loaded"), scope /color/.
 * Hand-written (no build plugin): the screen tells it which files it runs on (its page and
 * the /assets/ files the browser loaded for it, the fill worker included) and it keeps them;
 * pages under /color/ are then served from the network when there is one and from the kept
 * copy when there is not, and /assets/ files (hashed, never changing) from the kept copy
 * first. /api/ is never touched: the page's picture and the colouring are kept in IndexedDB
 * by the screen itself.
 */
const CACHE = 'inkling-coloring-v1';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('inkling-coloring-') && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** Message { type: 'keep', urls }: keeps those same-origin files; answers { type: 'kept', count } on the port. */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (data?.type !== 'keep' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((url) => {
    try {
      const parsed = new URL(url, self.location.origin);
      return parsed.origin === self.location.origin && !parsed.pathname.startsWith('/api/');
    } catch {
      return false;
    }
  });
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        Promise.all(
          urls.map((url) =>
            fetch(url, { credentials: 'same-origin' })
              .then((response) => (response.ok ? cache.put(url, response).then(() => 1) : 0))
              .catch(() => 0),
          ),
        ),
      )
      .then((done) => event.ports[0]?.postMessage({ type: 'kept', count: done.reduce((a, b) => a + b, 0) })),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    // Network first: online nothing changes; offline the kept page.
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put(request, copy));
          }
          return response;
        })
        .catch(() => caches.match(request, { ignoreSearch: true }).then((kept) => kept ?? Response.error())),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(request).then(
        (kept) =>
          kept ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
