import { PURCHASE_TEXTS } from '@inkling/contracts/credit-messages';
import { formatPrice } from '@inkling/contracts/pricing';
import { useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { completeTestCheckout, getTestCheckout } from '../../../lib/api/checkout';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * The built-in test checkout (credits issue: local mode only, when Stripe is not
 * configured; the server answers 404 in production). Plainly labelled "Test payment — no
 * real charge"; Pay completes through the server's one fulfilment function, Cancel grants
 * nothing, and both return to the page the purchase started from with the same query
 * parameters as Stripe (`payment=success&session_id=…` / `payment=cancelled`).
 */
export function TestCheckoutPage() {
  useDocumentTitle(PURCHASE_TEXTS.testCheckoutTitle);
  const { sessionId = '' } = useParams();
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);
  const session = useQuery({
    queryKey: ['test-checkout', sessionId],
    queryFn: () => getTestCheckout(sessionId),
    retry: false,
  });

  async function finish(outcome: 'pay' | 'cancel') {
    setBusy(outcome);
    try {
      const { redirectUrl } = await completeTestCheckout(sessionId, outcome);
      window.location.assign(redirectUrl);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : PURCHASE_TEXTS.purchaseError);
      setBusy(null);
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-14 sm:py-20">
      <div className="rounded-3xl border-2 border-dashed border-tangerine bg-white p-7 shadow-card">
        <p className="flex items-center gap-2 text-sm font-bold tracking-wide text-ink-soft uppercase">
          <FlaskConical className="size-4" aria-hidden="true" /> Local mode
        </p>
        <h1 className="mt-2 text-3xl font-black tracking-tight">{PURCHASE_TEXTS.testCheckoutTitle}</h1>
        <p className="mt-3 text-[15px] leading-relaxed text-ink-soft">{PURCHASE_TEXTS.testCheckoutText}</p>
        {session.isPending ? (
          <div className="grid place-items-center py-8">
            <Spinner className="size-7 text-grape" label="Loading checkout" />
          </div>
        ) : session.isError ? (
          <p className="mt-6 rounded-2xl bg-sun-soft p-4 text-sm" role="alert">
            This checkout could not be found. It may belong to another account, or payments run through Stripe
            here.
          </p>
        ) : (
          <>
            <dl className="mt-6 grid grid-cols-2 gap-y-2 rounded-2xl bg-paper p-4 text-sm">
              <dt className="text-ink-soft">Pack</dt>
              <dd className="text-right font-bold">{session.data.label}</dd>
              <dt className="text-ink-soft">Credits</dt>
              <dd className="text-right font-bold">{session.data.credits}</dd>
              <dt className="text-ink-soft">Total</dt>
              <dd className="text-right text-lg font-black">{formatPrice(session.data.priceCents)}</dd>
            </dl>
            {session.data.status !== 'open' ? (
              <p className="mt-4 text-sm text-ink-soft">
                This checkout is already {session.data.status === 'paid' ? 'paid' : 'cancelled'}.
              </p>
            ) : null}
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button
                variant="outline"
                onClick={() => finish('cancel')}
                loading={busy === 'cancel'}
                disabled={busy !== null}
              >
                {PURCHASE_TEXTS.cancel}
              </Button>
              <Button onClick={() => finish('pay')} loading={busy === 'pay'} disabled={busy !== null}>
                {PURCHASE_TEXTS.pay} {formatPrice(session.data.priceCents)}
              </Button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
