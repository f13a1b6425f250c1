import { PURCHASE_TEXTS } from '@inkling/contracts/credit-messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render';
import { PAYMENT_POLL, usePaymentReturn } from './use-payment-return';

/** The payment return (spec core §4, §9: poll after 1 s, then every 2 s, 5 attempts). */
const credits = (n: number) => ({ credits: n, dailyCreditsRemaining: 0, refundsLeftToday: 2 });

function Probe() {
  usePaymentReturn();
  const location = useLocation();
  return <output data-testid="url">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Probe />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
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
});
