import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@inkling/contracts/limits';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { ServiceBanner } from '../components/layout/service-banner';
import { ApiError } from '../lib/api-client';
import { whenSonnerLoads } from '../lib/toast';
import { useHydrated } from '../lib/use-hydrated';
import { useModalDialogOpen } from '../lib/use-modal-dialog-open';

/** Retry delay: 1 s doubling up to 30 s (spec core §9 "Query cache"). */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/**
 * Client errors (4xx) will not get better by retrying; network and 5xx may. A 503
 * `unavailable` (database or storage outage, issue 28) is retried longer — 10 tries at the
 * backing-off delay cover about 3 minutes — and the banner refetches as soon as it is over.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (error instanceof ApiError && error.code === 'unavailable') return failureCount < 10;
  return failureCount < 3;
}

/** A QueryClient with the spec's cache rules: 5-minute retention, backing-off retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: 5 * 60_000, staleTime: 15_000, retry: shouldRetry, retryDelay },
      mutations: { retry: false },
    },
  });
}

/**
 * The toast area (spec core §9 "Toast area"): empty until a toast comes, so it is left out of
 * the prerendered HTML and of hydration and mounts once the page has hydrated and sonner has
 * loaded (issue 18: ~6 KB gzipped less before the page is hydrated). Toasts asked for earlier
 * are shown when it mounts (lib/toast). Toasts sit at the bottom centre, and at the top while
 * a dialog is open so they never cover its buttons (issue 32).
 */
function ToastArea() {
  const hydrated = useHydrated();
  const dialogOpen = useModalDialogOpen();
  // sonner's Toaster once loaded. Not React.lazy: a failed fetch of sonner would throw to the
  // root (this sits outside the router's error boundary) and take the page down with it; here
  // it only leaves the area out until a later toast loads sonner (lib/toast).
  const [sonner, setSonner] = useState<{ Toaster: typeof import('sonner').Toaster }>();
  useEffect(() => (hydrated ? whenSonnerLoads(setSonner) : undefined), [hydrated]);
  if (!sonner) return null;
  return (
    <sonner.Toaster
      position={dialogOpen ? 'top-center' : 'bottom-center'}
      theme="dark"
      visibleToasts={TOAST_MAX_VISIBLE}
      duration={TOAST_DURATION_MS}
      mobileOffset={{ bottom: 84 }}
      toastOptions={{ style: { borderRadius: '16px', fontSize: '15px' } }}
    />
  );
}

/**
 * App-wide providers: the query cache, the "We'll be right back" banner and the toast area.
 * `client` is a cache made beforehand (the prerender's, or the browser's filled from the
 * prerendered page's query data); without it a new one is made.
 */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ServiceBanner />
      {children}
      <ToastArea />
    </QueryClientProvider>
  );
}
