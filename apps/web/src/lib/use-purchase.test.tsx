import { PURCHASE_TEXTS } from '@inkling/contracts/credit-messages';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp } from '../test/render';
import { toast } from './toast';
import { usePurchase } from './use-purchase';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Probe() {
  const { buy, pendingPackId } = usePurchase();
  return (
    <>
      <button type="button" onClick={() => buy('pro')}>
        buy pro
      </button>
      <output data-testid="pending">{pendingPackId ?? 'none'}</output>
    </>
  );
}

/** Stubs POST /api/checkout with one answer, held until `gate` resolves. */
function serveCheckout(answer: () => Response, gate: Promise<void> = Promise.resolve()) {
  const fetch = vi.fn(async (_path: string, _init?: RequestInit) => {
    await gate;
    return answer();
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('usePurchase', () => {
  it('sends only the pack id and the page to return to, and marks the pack pending meanwhile', async () => {
    let release = () => {};
    const fetch = serveCheckout(
      () => jsonResponse({ url: '' }),
      new Promise((resolve) => {
        release = resolve;
      }),
    );
    renderWithApp(<Probe />);
    fireEvent.click(screen.getByRole('button', { name: 'buy pro' }));
    await waitFor(() => expect(screen.getByTestId('pending').textContent).toBe('pro'));
    const [path, init] = fetch.mock.calls[0]!;
    expect(path).toBe('/api/checkout');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ packId: 'pro', returnPath: '/' });
    release();
    // An answer without a URL: the spec's toast, and the button is free again.
    expect(await screen.findByText(PURCHASE_TEXTS.noCheckoutUrl)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('pending').textContent).toBe('none'));
  });

  it('signed out on the server (401): opens the sign-in dialog, no toast', async () => {
    serveCheckout(() =>
      jsonResponse({ error: { code: 'unauthenticated', message: PURCHASE_TEXTS.signInRequired } }, 401),
    );
    const toastError = vi.spyOn(toast, 'error');
    const { requestSignIn } = renderWithApp(<Probe />);
    fireEvent.click(screen.getByRole('button', { name: 'buy pro' }));
    await waitFor(() => expect(requestSignIn).toHaveBeenCalledOnce());
    expect(toastError).not.toHaveBeenCalled();
    expect(screen.getByTestId('pending').textContent).toBe('none');
  });

  it('a failing payment provider says "Failed to create checkout session"', async () => {
    serveCheckout(() => jsonResponse({ error: { code: 'bad_gateway', message: 'stripe: timeout' } }, 502));
    const { requestSignIn } = renderWithApp(<Probe />);
    fireEvent.click(screen.getByRole('button', { name: 'buy pro' }));
    expect(await screen.findByText(PURCHASE_TEXTS.checkoutFailed)).toBeTruthy();
    expect(screen.queryByText('stripe: timeout')).toBeNull();
    expect(requestSignIn).not.toHaveBeenCalled();
  });
});
