/**
 * Toasts (spec core §9 "Toast area"), shown by sonner, whose code (~18 KB, 6 KB gzipped) is
 * fetched when first needed instead of with every page's start (issue 18). The toast area
 * (providers.tsx) mounts once the page has hydrated and sonner has loaded (whenSonnerLoads); a
 * call made before that is passed on as soon as sonner is there, in the order calls were
 * made, and sonner shows the toasts still active when its area subscribes. This is the one
 * module that imports sonner (biome.json refuses it elsewhere in the web app).
 */
// biome-ignore lint/style/noRestrictedImports: the types of the calls passed on to sonner
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');

let loading: Promise<Sonner> | undefined;
let loaded: Sonner | undefined;
const waiting = new Set<(sonner: Sonner) => void>();

/**
 * sonner's module, fetched once. A failed fetch (a flaky network, a release that replaced the
 * files) is not kept: the next call tries again, so a later toast still gets its area.
 * Rejects with the import's error.
 */
export function loadSonner(): Promise<Sonner> {
  // biome-ignore lint/style/noRestrictedImports: the one place sonner is loaded
  loading ??= import('sonner').then(
    (sonner) => {
      loaded = sonner;
      for (const listener of waiting) listener(sonner);
      waiting.clear();
      return sonner;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Calls `listener` with sonner's module once it has loaded (at once if it has), starting the
 * load if none is under way; a failed load is reported to the console, and `listener` still
 * runs if a later toast loads sonner. Returns a function that stops waiting (for an effect's
 * cleanup).
 */
export function whenSonnerLoads(listener: (sonner: Sonner) => void): () => void {
  if (loaded) {
    listener(loaded);
    return () => {};
  }
  waiting.add(listener);
  loadSonner().catch(reportLoadFailure);
  return () => waiting.delete(listener);
}

function reportLoadFailure(error: unknown): void {
  console.error('Could not load the toast area', error);
}

/**
 * Passes a call on to sonner once it has loaded (always through the one promise, so calls keep
 * their order); a message whose load fails is dropped and reported.
 */
function passOn(call: (sonner: Sonner) => void): void {
  loadSonner().then(call, reportLoadFailure);
}

/** A neutral toast: `toast(message, { id })`. */
function show(message: string, options?: ExternalToast): void {
  passOn(({ toast }) => toast(message, options));
}

/** The app's toasts: `toast(…)`, `toast.success(…)`, `toast.error(…)`, `toast.dismiss(id?)`. */
export const toast = Object.assign(show, {
  /** A success toast (green check). */
  success(message: string, options?: ExternalToast): void {
    passOn(({ toast }) => toast.success(message, options));
  },
  /** An error toast (red mark). */
  error(message: string, options?: ExternalToast): void {
    passOn(({ toast }) => toast.error(message, options));
  },
  /** Closes the toast with `id`, or every toast without one. */
  dismiss(id?: string | number): void {
    passOn(({ toast }) => toast.dismiss(id));
  },
});
