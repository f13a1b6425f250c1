import { SERVICE_TEXTS } from '@inkling/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { reportAvailable, useServiceUnavailable } from '../../lib/service-status';

/**
 * "We'll be right back" (issue 28): shown while the server answers 503 `unavailable`. It
 * asks GET /api/ready every Retry-After seconds; once that is 200 the banner goes and every
 * query on screen is fetched again, so the page fills in without a reload.
 */
export function ServiceBanner() {
  const unavailable = useServiceUnavailable();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!unavailable) return;
    let stopped = false;
    const timer = setInterval(async () => {
      const ready = await fetch('/api/ready', { cache: 'no-store' }).catch(() => null);
      if (stopped || !ready?.ok) return;
      reportAvailable();
      void queryClient.invalidateQueries();
    }, unavailable.retryAfterSeconds * 1000);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [unavailable, queryClient]);
  if (!unavailable) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-x-0 top-0 z-50 bg-sun-soft px-4 py-2 text-center text-sm text-ink shadow"
    >
      <strong>{SERVICE_TEXTS.rightBack}</strong> {SERVICE_TEXTS.retrying}
    </div>
  );
}
