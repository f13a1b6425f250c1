import { REDEEM_TEXTS } from '@inkling/contracts/codes';
import { PURCHASE_TEXTS } from '@inkling/contracts/credit-messages';
import { SIGN_IN_DIALOG } from '@inkling/contracts/messages';
import { PRICING_FAQ } from '@inkling/contracts/pricing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInProvider } from '../../../components/auth/sign-in-provider';
import { jsonResponse, renderWithApp } from '../../../test/render';
import { PricingPage } from './pricing-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mode = { localSignIn: true, googleSignIn: false, testCheckout: true };
const signedIn = {
  user: { id: 'u1', name: 'Pat', email: 'pat@example.com', image: null },
  credits: { credits: 0, dailyCreditsRemaining: 0, refundsLeftToday: 2 },
  mode,
};

function serve(
  session: unknown,
  checkout: () => Response = () => jsonResponse({ url: '/checkout/test/cs_1' }),
) {
  const calls: { path: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path === '/api/session') return jsonResponse(session);
      if (path === '/api/checkout') return checkout();
      return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
  return calls;
}

function renderPricing() {
  return renderWithApp(
    <SignInProvider>
      <PricingPage />
    </SignInProvider>,
  );
}

describe('PricingPage (/pricing)', () => {
  it('shows the free plan and the three packs of the catalog', async () => {
    serve({ user: null, credits: null, mode });
    renderPricing();
    expect(screen.getByText('10 credits at sign-up')).toBeTruthy();
    expect(screen.getByText('5 free credits daily')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Starter pack: 6 credits for \$2\.99/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Pro pack: 25 credits for \$10/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Bulk pack: 100 credits for \$30/ })).toBeTruthy();
    expect(screen.getByText('Most Chosen')).toBeTruthy();
    expect(screen.getByText('lowest per image')).toBeTruthy();
  });

  it('FAQ: one entry open at a time', () => {
    serve({ user: null, credits: null, mode });
    renderPricing();
    const [first, second] = PRICING_FAQ;
    const firstTrigger = screen.getByRole('button', { name: first!.question });
    const secondTrigger = screen.getByRole('button', { name: second!.question });
    expect(firstTrigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(secondTrigger);
    expect(secondTrigger.getAttribute('aria-expanded')).toBe('true');
    expect(firstTrigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
  });

  it('signed out: only the sign-in dialog in purchase mode, no error toast beside it', async () => {
    const calls = serve({ user: null, credits: null, mode });
    renderPricing();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/session')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: /Starter pack/ }));
    expect(await screen.findByText(SIGN_IN_DIALOG.purchaseTitle)).toBeTruthy();
    expect(screen.getByText(PURCHASE_TEXTS.dialogText(6, '$2.99'))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Purchase - $2.99' })).toBeTruthy();
    // Give a toast time to appear: none may show beside the dialog.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(PURCHASE_TEXTS.signInRequired)).toBeNull();
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
    expect(calls.some((c) => c.path === '/api/checkout')).toBe(false);
  });

  it('signed in: sends only the pack id and the page to return to; shows the server error', async () => {
    const calls = serve(signedIn, () =>
      jsonResponse({ error: { code: 'bad_gateway', message: PURCHASE_TEXTS.checkoutFailed } }, 502),
    );
    renderPricing();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/session')).toBe(true));
    await screen.findByRole('button', { name: /Pro pack/ });
    await waitFor(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Pro pack/ }));
      expect(calls.find((c) => c.path === '/api/checkout')).toBeTruthy();
    });
    expect(calls.find((c) => c.path === '/api/checkout')?.body).toEqual({ packId: 'pro', returnPath: '/' });
    expect(await screen.findByText(PURCHASE_TEXTS.checkoutFailed)).toBeTruthy();
  });

  it('a percentage code from /redeem (?code=) is named on the page and sent with the purchase', async () => {
    const calls = serve(signedIn, () =>
      jsonResponse({ error: { code: 'conflict', message: REDEEM_TEXTS.usedUp } }, 409),
    );
    renderWithApp(
      <SignInProvider>
        <PricingPage />
      </SignInProvider>,
      { route: '/pricing?code=HALFOFF' },
    );
    expect(await screen.findByText(REDEEM_TEXTS.codeAtCheckout('HALFOFF'))).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/session')).toBe(true));
    await waitFor(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Pro pack/ }));
      expect(calls.find((c) => c.path === '/api/checkout')).toBeTruthy();
    });
    expect(calls.find((c) => c.path === '/api/checkout')?.body).toMatchObject({
      packId: 'pro',
      promoCode: 'HALFOFF',
    });
    expect(await screen.findByText(REDEEM_TEXTS.usedUp)).toBeTruthy();
  });
});
