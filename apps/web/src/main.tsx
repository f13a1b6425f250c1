import './index.css';
import {
  dropEarlyEvents,
  holdEarlyEvents,
  nextFrame,
  takeEarlyNavigation,
  yieldToMain,
} from './lib/early-events';

/** The longest hydration waits for the page to be shown (see whenShown). */
const SHOWN_WAIT_MS = 2000;

/** Resolves when the page's first contentful paint has been reported (after a frame without paint timing). */
function firstContentfulPaint(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return nextFrame();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Resolves when `img` has loaded (or failed) and a frame has shown it. */
async function pictureShown(img: HTMLImageElement): Promise<void> {
  if (!img.complete) {
    await new Promise((resolve) => {
      img.addEventListener('load', resolve, { once: true });
      img.addEventListener('error', resolve, { once: true });
    });
  }
  await nextFrame();
}

/**
 * Resolves once the browser has shown the prerendered page: its first contentful paint is
 * reported and the pictures it marks as its largest paint (`fetchpriority="high"`) are on
 * screen, or after SHOWN_WAIT_MS, or at once when the page is hidden.
 */
function whenShown(root: HTMLElement): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  const pictures = [...root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  return Promise.race([
    Promise.all([firstContentfulPaint(), ...pictures.map(pictureShown)]).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, SHOWN_WAIT_MS)),
  ]);
}

/** Links added per task by preloadPageModules (each costs ~2.5 ms of a phone's main thread). */
const PRELOADS_PER_TASK = 6;

/**
 * Asks for the app's start and the page's own modules (the prerender's `data-preload`), a few
 * links per task: adding a `modulepreload` link starts its fetch there and then, so two dozen
 * in one go made a ~100 ms task under Lighthouse's 4× CPU slowdown (issue 18).
 */
async function preloadPageModules(root: HTMLElement): Promise<void> {
  const hrefs = root.dataset.preload?.split(' ').filter(Boolean) ?? [];
  for (let start = 0; start < hrefs.length; start += PRELOADS_PER_TASK) {
    if (start > 0) await yieldToMain();
    for (const href of hrefs.slice(start, start + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// A prerendered page (issue 18) is shown first: its HTML, CSS and main picture have the
// network and the main thread to themselves. Then the app's code is fetched (the page's own
// modules in parallel) and hydrates it, which on a phone is one long task.
// Presses made meanwhile are held and replayed once the app runs (lib/early-events).
if (root.hasAttribute('data-prerendered')) holdEarlyEvents();
try {
  if (root.hasAttribute('data-prerendered')) {
    await whenShown(root);
    // The framework is asked for first; the app's start and the page's modules are preloaded
    // (fetched, not run) meanwhile, a few links per task.
    const framework = import('react-dom/client');
    await yieldToMain();
    await preloadPageModules(root);
    // React, the router and the query cache (one chunk) run in a task of their own, the app's
    // modules in the next: two shorter tasks instead of one long one.
    await framework;
    await nextFrame();
  }
  const { startApp } = await import('./app/start');
  await startApp(root, { pendingNavigation: takeEarlyNavigation });
} catch (error) {
  // The app could not start (its code did not load): a held link click still goes through.
  const to = dropEarlyEvents();
  if (to) window.location.assign(to);
  throw error;
}
