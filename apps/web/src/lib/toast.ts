// The one module that loads sonner (biome.json restricts it elsewhere in the web app).
// biome-ignore lint/style/noRestrictedImports: the types of the calls passed on to sonner
import type { ExternalToast } from 'sonner';

/**
 * Toasts (spec core §9 "Toast area"), shown by sonner, whose code (~18 KB, 6 KB gzipped) is
 * fetched the first time it is needed instead of with every page's start (issue 18): the
 * toast area mounts once the page has hydrated (providers.tsx), and a call made before sonner
 * has loaded is passed on as soon as it has. sonner replays the toasts still active when its
 * Toaster subscribes, so a toast asked for before the area mounted is shown when it does.
 * Calls are passed on in the order they were made; an `id` (ExternalToast) replaces the toast
 * with that id as sonner does. Nothing is thrown: a failed load of sonner is reported to the
 * console and the message dropped (the page itself goes on).
 */
type Sonner = typeof import('sonner');

let loading: Promise<Sonner> | undefined;

/** sonner's module, fetched once (providers.tsx's toast area loads it through here too). */
export function loadSonner(): Promise<Sonner> {
  // biome-ignore lint/style/noRestrictedImports: the one place sonner is loaded
  loading ??= import('sonner');
  return loading;
}

function passOn(call: (sonner: Sonner) => void): void {
  loadSonner().then(call, (error: unknown) => console.error('Could not load the toast area', error));
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
