import { PURCHASE_TEXTS } from '@inkling/contracts/credit-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useConfirmCheckout } from './api/confirm-checkout';
import { toast } from './toast';
import { useApiError } from './use-api-error';

/**
 * Payment return timings (spec core §4, §9): the first confirmation after 1 s, then every
 * 2 s, 5 attempts; after an error the app reloads after 3 s.
 */
export const PAYMENT_POLL = { firstMs: 1_000, everyMs: 2_000, attempts: 5, errorReloadMs: 3_000 } as const;

/** One toast id for the payment return, so running the handler twice never shows two toasts. */
const TOAST_ID = 'payment-return';

/**
 * Handles the return from checkout on any page (spec core §2 "Payment return", §4):
 * `?payment=success&session_id=…` removes the query, then asks the server to confirm the
 * session after 1 s and every 2 s, up to 5 tries, until it is paid (the server fulfils it
 * idempotently, credits issue); then the success toast and a reload of the app's data 1 s
 * later. Still unconfirmed after 5 tries: a "still being confirmed" note and the reload.
 * A failed confirmation shows the error (through {@link useApiError}: the server's message,
 * or "An error occurred during purchase", spec core §8; a 401 opens sign-in) and reloads
 * after 3 s. `?payment=cancelled` shows "Payment was cancelled. No charges were made." and
 * removes the query. The reload refetches every query rather than the whole document, so
 * the toast stays readable.
 *
 * The return being confirmed is state, not a ref guarded by "already handled": React may
 * run effects twice (StrictMode), and the polling must restart, not vanish, when it does.
 * Its timers stop when the app unmounts or another return arrives.
 */
export function usePaymentReturn(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showError = useApiError();
  const { mutateAsync: confirm } = useConfirmCheckout();
  // A new object per return, so even the same session id returning again is confirmed again.
  const [confirming, setConfirming] = useState<{ sessionId: string } | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const payment = params.get('payment');
    if (payment !== 'success' && payment !== 'cancelled') return;
    const sessionId = params.get('session_id');
    params.delete('payment');
    params.delete('session_id');
    const rest = params.toString();
    navigate(
      { pathname: location.pathname, search: rest ? `?${rest}` : '', hash: location.hash },
      { replace: true },
    );
    if (payment === 'cancelled' || !sessionId) {
      toast.error(PURCHASE_TEXTS.paymentCancelled, { id: TOAST_ID });
      return;
    }
    setConfirming({ sessionId });
  }, [location.search, location.pathname, location.hash, navigate]);

  useEffect(() => {
    if (!confirming) return;
    let stopped = false;
    let timer: number | undefined;
    let attempt = 0;
    const later = (run: () => void, ms: number) => {
      timer = window.setTimeout(run, ms);
    };
    const reload = () => void queryClient.invalidateQueries();
    const check = async () => {
      attempt += 1;
      try {
        const result = await confirm(confirming.sessionId);
        if (stopped) return;
        if (result.status === 'paid') {
          toast.success(PURCHASE_TEXTS.paymentSuccess, { id: TOAST_ID });
          later(reload, PAYMENT_POLL.firstMs);
        } else if (result.status === 'cancelled') {
          toast.error(PURCHASE_TEXTS.paymentCancelled, { id: TOAST_ID });
        } else if (attempt < PAYMENT_POLL.attempts) {
          later(check, PAYMENT_POLL.everyMs);
        } else {
          toast(PURCHASE_TEXTS.paymentPending, { id: TOAST_ID });
          reload();
        }
      } catch (error) {
        if (stopped) return;
        console.error('Payment confirmation failed', error);
        showError(error, PURCHASE_TEXTS.purchaseError);
        later(reload, PAYMENT_POLL.errorReloadMs);
      }
    };
    later(check, PAYMENT_POLL.firstMs);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [confirming, confirm, queryClient, showError]);
}
