import { PURCHASE_TEXTS } from '@inkling/contracts/credit-messages';
import { act, cleanup, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp } from '../test/render';
import { PAYMENT_POLL, usePaymentReturn } from './use-payment-return';

/**
 * The payment return (spec core §4, §9: poll after 1 s, then every 2 s, 5 attempts; on error
 * reload after 3 s). Rendered in StrictMode like the app (main.tsx), whose doubled effects
 * once made the return silent.
 */
const credits = (n: number) => ({ credits: n, dailyCreditsRemaining: 0, refundsLeftToday: 2 });

function Probe() {
  usePaymentReturn();
  const location = useLocation();
  return <output data-testid="url">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(url: string) {
  const { queryClient, requestSignIn } = renderWithApp(
    <StrictMode>
      <Probe />
    </StrictMode>,
    { route: url },
  );
  const reload = vi.spyOn(queryClient, 'invalidateQueries');
  /** Reloads of every query (invalidateQueries without a filter); session invalidations are not reloads. */
  const reloads = () => reload.mock.calls.filter((call) => call[0] === undefined).length;
  return { reloads, requestSignIn };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('usePaymentReturn', () => {
  it('success: removes the query, confirms after 1 s and every 2 s until paid, then the success toast', async () => {
    const answers = ['pending', 'pending', 'paid'];
    const fetch = vi.fn(async (_path: string, _init?: RequestInit) =>
      jsonResponse({ status: answers.shift() ?? 'paid', credits: credits(6) }),
    );
    vi.stubGlobal('fetch', fetch);
    renderAt('/projects/p1?tab=a&payment=success&session_id=cs_1');
    expect(screen.getByTestId('url').textContent).toBe('/projects/p1?tab=a');
    await advance(PAYMENT_POLL.firstMs - 10);
    expect(fetch).not.toHaveBeenCalled();
    await advance(10);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ sessionId: 'cs_1' });
    await advance(PAYMENT_POLL.everyMs);
    await advance(PAYMENT_POLL.everyMs);
    expect(fetch).toHaveBeenCalledTimes(3);
    await advance(10);
    expect(screen.getByText(PURCHASE_TEXTS.paymentSuccess)).toBeTruthy();
    await advance(PAYMENT_POLL.everyMs * 5);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('stops after 5 attempts when the payment is still unconfirmed', async () => {
    const fetch = vi.fn(async () => jsonResponse({ status: 'pending', credits: credits(0) }));
    vi.stubGlobal('fetch', fetch);
    renderAt('/?payment=success&session_id=cs_2');
    await advance(PAYMENT_POLL.firstMs + PAYMENT_POLL.everyMs * (PAYMENT_POLL.attempts - 1) + 10);
    expect(fetch).toHaveBeenCalledTimes(PAYMENT_POLL.attempts);
    expect(screen.getByText(PURCHASE_TEXTS.paymentPending)).toBeTruthy();
    await advance(PAYMENT_POLL.everyMs * 5);
    expect(fetch).toHaveBeenCalledTimes(PAYMENT_POLL.attempts);
  });

  it('cancelled: the spec message and the query removed, nothing asked of the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderAt('/pricing?payment=cancelled');
    await advance(10);
    expect(screen.getByText(PURCHASE_TEXTS.paymentCancelled)).toBeTruthy();
    expect(screen.getByTestId('url').textContent).toBe('/pricing');
    await advance(5_000);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('paid: reloads the app data 1 s after the success toast', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ status: 'paid', credits: credits(6) })),
    );
    const { reloads } = renderAt('/?payment=success&session_id=cs_3');
    await advance(PAYMENT_POLL.firstMs + 10);
    expect(screen.getByText(PURCHASE_TEXTS.paymentSuccess)).toBeTruthy();
    expect(reloads()).toBe(0);
    await advance(PAYMENT_POLL.firstMs);
    expect(reloads()).toBe(1);
  });

  it('a failed confirmation shows the error and reloads after 3 s', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi.fn(async () => jsonResponse({ error: { code: 'internal', message: 'db down' } }, 500));
    vi.stubGlobal('fetch', fetch);
    const { reloads, requestSignIn } = renderAt('/pricing?payment=success&session_id=cs_4');
    expect(screen.getByTestId('url').textContent).toBe('/pricing');
    await advance(PAYMENT_POLL.firstMs + 10);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByText(PURCHASE_TEXTS.purchaseError)).toBeTruthy();
    expect(screen.queryByText('db down')).toBeNull();
    expect(requestSignIn).not.toHaveBeenCalled();
    await advance(PAYMENT_POLL.errorReloadMs - 20);
    expect(reloads()).toBe(0);
    await advance(20);
    expect(reloads()).toBe(1);
    // No further confirmations after an error.
    await advance(PAYMENT_POLL.everyMs * 5);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("a refused confirmation shows the server's message; signed out it opens sign-in", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ error: { code: 'not_found', message: 'This checkout session was not found.' } }, 404),
      ),
    );
    const first = renderAt('/?payment=success&session_id=cs_5');
    await advance(PAYMENT_POLL.firstMs + 10);
    expect(screen.getByText('This checkout session was not found.')).toBeTruthy();
    await advance(PAYMENT_POLL.errorReloadMs);
    expect(first.reloads()).toBe(1);
    cleanup();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ error: { code: 'unauthenticated', message: 'Please sign in first.' } }, 401),
      ),
    );
    const second = renderAt('/?payment=success&session_id=cs_6');
    await advance(PAYMENT_POLL.firstMs + 10);
    expect(second.requestSignIn).toHaveBeenCalledTimes(1);
    await advance(PAYMENT_POLL.errorReloadMs);
    expect(second.reloads()).toBe(1);
  });
});
