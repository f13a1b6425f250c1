import './index.css';

/** The longest hydration waits for the page to be shown (see whenShown). */
const SHOWN_WAIT_MS = 2000;

/**
 * Resolves once the browser has shown the prerendered page: its first contentful paint is
 * reported and the pictures it marks as its largest paint (`fetchpriority="high"`) have loaded,
 * or after SHOWN_WAIT_MS, or at once when the page is hidden. Without paint timing, after the
 * next frame.
 */
function whenShown(root: HTMLElement): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  const painted = new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  const pictures = [...root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')]
    .filter((img) => !img.complete)
    .map(
      (img) =>
        new Promise((resolve) => {
          img.addEventListener('load', resolve, { once: true });
          img.addEventListener('error', resolve, { once: true });
        }),
    );
  return Promise.race([
    Promise.all([painted, ...pictures]).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, SHOWN_WAIT_MS)),
  ]);
}

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// A prerendered page (issue 18) is shown first, then the app's code runs and hydrates it:
// hydrating is one long task on a phone, and the finished HTML (and its main picture) should
// not wait behind it.
if (root.hasAttribute('data-prerendered')) await whenShown(root);
const { startApp } = await import('./app/start');
await startApp(root);
