import { PURCHASE_TEXTS, TEST_CHECKOUT_TEXTS } from '@inkling/contracts/credit-messages';
import { formatPrice } from '@inkling/contracts/pricing';
import FlaskConical from 'lucide-react/icons/flask-conical';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useApiError } from '../../../lib/use-api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { type TestCheckoutOutcome, useCompleteTestCheckout } from '../api/complete-test-checkout';
import { useTestCheckout } from '../api/get-test-checkout';

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
  const session = useTestCheckout(sessionId);
  const complete = useCompleteTestCheckout(sessionId);
  const showError = useApiError();
  // The pressed button keeps its spinner while the browser leaves.
  const busy: TestCheckoutOutcome | null =
    complete.isPending || complete.isSuccess ? (complete.variables ?? null) : null;

  const finish = (outcome: TestCheckoutOutcome) =>
    complete.mutate(outcome, { onError: (error) => showError(error, PURCHASE_TEXTS.purchaseError) });

  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-14 sm:py-20">
      <div className="rounded-3xl border-2 border-dashed border-tangerine bg-white p-7 shadow-card">
        <p className="flex items-center gap-2 text-sm font-bold tracking-wide text-ink-soft uppercase">
          <FlaskConical className="size-4" aria-hidden="true" /> {TEST_CHECKOUT_TEXTS.eyebrow}
        </p>
        <h1 className="mt-2 text-3xl font-black tracking-tight">{PURCHASE_TEXTS.testCheckoutTitle}</h1>
        <p className="mt-3 text-[15px] leading-relaxed text-ink-soft">{PURCHASE_TEXTS.testCheckoutText}</p>
        {session.isPending ? (
          <div className="grid place-items-center py-8">
            <Spinner className="size-7 text-grape" label={TEST_CHECKOUT_TEXTS.loading} />
          </div>
        ) : session.isError ? (
          <p className="mt-6 rounded-2xl bg-sun-soft p-4 text-sm" role="alert">
            {TEST_CHECKOUT_TEXTS.notFound}
          </p>
        ) : (
          <>
            <dl className="mt-6 grid grid-cols-2 gap-y-2 rounded-2xl bg-paper p-4 text-sm">
              <dt className="text-ink-soft">{TEST_CHECKOUT_TEXTS.pack}</dt>
              <dd className="text-right font-bold">{session.data.label}</dd>
              <dt className="text-ink-soft">{TEST_CHECKOUT_TEXTS.credits}</dt>
              <dd className="text-right font-bold">{session.data.credits}</dd>
              <dt className="text-ink-soft">{TEST_CHECKOUT_TEXTS.total}</dt>
              <dd className="text-right text-lg font-black">{formatPrice(session.data.priceCents)}</dd>
            </dl>
            {session.data.status !== 'open' ? (
              <p className="mt-4 text-sm text-ink-soft">{TEST_CHECKOUT_TEXTS.already(session.data.status)}</p>
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
