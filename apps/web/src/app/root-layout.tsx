import { UI_TEXTS } from '@inkling/contracts/messages';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { SignInProvider } from '../components/auth/sign-in-provider';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';
import { Spinner } from '../components/ui/spinner';
import { replayEarlyEvents } from '../lib/early-events';
import { usePaymentReturn } from '../lib/use-payment-return';

export interface RouteHandle {
  /** Full-height app views (the workspace) hide the footer. */
  hideFooter?: boolean;
}

/**
 * Scrolls to the top on every navigation (spec core §2) and, after the first page, moves
 * focus to the main region so keyboard and screen-reader users start on the new page.
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change
  useEffect(() => {
    window.scrollTo(0, 0);
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}

/** Handles `?payment=…` on whichever page the checkout returned to (spec core §2, §4). */
function PaymentReturn() {
  usePaymentReturn();
  return null;
}

/**
 * Replays the presses made on a prerendered page before the app ran (lib/early-events). It sits
 * beside the routed page in the same Suspense boundary, so its effect runs once that page has
 * hydrated and after the page's own mount effects (which take early typed text).
 */
function EarlyEventsReplay() {
  useEffect(() => {
    void replayEarlyEvents();
  }, []);
  return null;
}

/** The page frame: skip link, header, the routed page, footer and the sign-in dialog. */
export function RootLayout() {
  const matches = useMatches();
  const navigation = useNavigation();
  const hideFooter = matches.some((match) => (match.handle as RouteHandle | undefined)?.hideFooter);

  return (
    <SignInProvider>
      <ScrollToTop />
      <PaymentReturn />
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-grape px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {UI_TEXTS.skipToContent}
      </a>
      <div className="flex min-h-dvh flex-col">
        <Header />
        {navigation.state === 'loading' ? (
          <div className="fixed inset-x-0 top-0 z-50 h-1 animate-shimmer bg-gradient-to-r from-grape via-tangerine to-sun" />
        ) : null}
        <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
          <Suspense
            fallback={
              <div className="grid flex-1 place-items-center py-24">
                <Spinner className="size-8 text-grape" label={UI_TEXTS.loadingPage} />
              </div>
            }
          >
            <Outlet />
            <EarlyEventsReplay />
          </Suspense>
        </main>
        {hideFooter ? null : <Footer />}
      </div>
    </SignInProvider>
  );
}
