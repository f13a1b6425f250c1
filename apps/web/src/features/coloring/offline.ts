/** Address and scope of the coloring screen's service worker (apps/web/public/coloring-sw.js). */
export const COLORING_SW = { url: '/coloring-sw.js', scope: '/color/' } as const;

/**
 * Makes the open coloring screen work offline after this visit (issue 17 "works offline once
 * loaded"): registers the coloring service worker (scope /color/) and hands it this page's
 * address and every /assets/ file the browser loaded for it (scripts, styles, fonts, the fill
 * worker), which it keeps. Resolves with how many files were kept, or 0 where service workers
 * are unavailable (e.g. plain http on another host) or registering failed; never throws.
 * Sets `data-coloring-offline="ready"` on <html> when done (tests wait for it).
 */
export async function keepColoringOffline(): Promise<number> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return 0;
  try {
    await navigator.serviceWorker.register(COLORING_SW.url, { scope: COLORING_SW.scope });
    const registration = await navigator.serviceWorker.ready;
    const active = registration.active;
    if (!active) return 0;
    const urls = [
      window.location.href,
      ...performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => {
          const url = new URL(name);
          return url.origin === window.location.origin && url.pathname.startsWith('/assets/');
        }),
    ];
    const count = await new Promise<number>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event: MessageEvent<{ type: string; count: number }>) =>
        resolve(event.data.count);
      active.postMessage({ type: 'keep', urls: [...new Set(urls)] }, [channel.port2]);
    });
    document.documentElement.dataset.coloringOffline = 'ready';
    return count;
  } catch {
    return 0;
  }
}
