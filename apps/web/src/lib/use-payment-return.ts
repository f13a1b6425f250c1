import type { Session } from '@inkling/contracts/api';
import { PURCHASE_TEXTS } from '@inkling/contracts/credit-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { confirmCheckout } from './api/checkout';
import { queryKeys } from './query-keys';

/** Payment credit poll (spec core §9): first after 1 s, then every 2 s, 5 attempts. */
export const PAYMENT_POLL = { firstMs: 1_000, everyMs: 2_000, attempts: 5, errorReloadMs: 3_000 } as const;

/**
 * Handles the return from checkout on any page (spec core §2 "Payment return", §4):
 * `?payment=success&session_id=…` removes the query, then asks the server to confirm the
 * session after 1 s and every 2 s, up to 5 tries, until it is paid (the server fulfils it
 * idempotently, credits issue); then the success toast and a reload of the app's data.
 * Still unconfirmed after 5 tries: a "still being confirmed" note and the reload. An error
 * reloads after 3 s. `?payment=cancelled` shows "Payment was cancelled. No charges were
 * made." and removes the query. The reload refetches every query rather than the whole
 * document, so the toast stays readable.
 */
export function usePaymentReturn(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handled = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  // Removing the query re-runs the effect below; the polling must survive that, so its
  // timer is only cleared when the app unmounts.
  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const payment = params.get('payment');
    if (payment !== 'success' && payment !== 'cancelled') return;
    const sessionId = params.get('session_id');
    const key = `${payment}:${sessionId}`;
    if (handled.current === key) return;
    handled.current = key;

    params.delete('payment');
    params.delete('session_id');
    const rest = params.toString();
    navigate(
      { pathname: location.pathname, search: rest ? `?${rest}` : '', hash: location.hash },
      { replace: true },
    );

    if (payment === 'cancelled' || !sessionId) {
      toast.error(PURCHASE_TEXTS.paymentCancelled);
      return;
    }

    let attempt = 0;
    const reload = () => void queryClient.invalidateQueries();
    const check = async () => {
      attempt += 1;
      try {
        const result = await confirmCheckout(sessionId);
        queryClient.setQueryData<Session>(queryKeys.session, (old) =>
          old ? { ...old, credits: result.credits } : old,
        );
        if (result.status === 'paid') {
          toast.success(PURCHASE_TEXTS.paymentSuccess);
          timer.current = window.setTimeout(reload, PAYMENT_POLL.firstMs);
        } else if (result.status === 'cancelled') {
          toast.error(PURCHASE_TEXTS.paymentCancelled);
        } else if (attempt < PAYMENT_POLL.attempts) {
          timer.current = window.setTimeout(check, PAYMENT_POLL.everyMs);
        } else {
          toast(PURCHASE_TEXTS.paymentPending);
          reload();
        }
      } catch (error) {
        console.error('Payment confirmation failed', error);
        toast.error(PURCHASE_TEXTS.purchaseError);
        timer.current = window.setTimeout(reload, PAYMENT_POLL.errorReloadMs);
      }
    };
    timer.current = window.setTimeout(check, PAYMENT_POLL.firstMs);
  }, [location.search, location.pathname, location.hash, navigate, queryClient]);
}
