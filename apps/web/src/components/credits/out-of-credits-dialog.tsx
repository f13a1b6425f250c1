import type { Session } from '@inkling/contracts/api';
import { CREDIT_LABELS, PURCHASE_TEXTS } from '@inkling/contracts/credit-messages';
import { OUT_OF_CREDITS, OUT_OF_CREDITS_EMPTY } from '@inkling/contracts/messages';
import { CREDIT_PACKS, formatPrice } from '@inkling/contracts/pricing';
import { useQueryClient } from '@tanstack/react-query';
import Coins from 'lucide-react/icons/coins';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { getCredits } from '../../lib/api/get-credits';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { usePurchase } from '../../lib/use-purchase';
import { Button, buttonClasses } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Spinner } from '../ui/spinner';

type State = 'checking' | 'empty' | 'failed';

/** The dialog offers the Starter pack of the one catalog (DESIGN decision 3). */
const STARTER = CREDIT_PACKS.find((p) => p.id === 'starter')!;
const STARTER_PRICE = formatPrice(STARTER.priceCents);

/**
 * Out-of-credits dialog (spec core "Out-of-credits dialog"): on opening it re-checks the
 * balance ("Checking your credits..."); if credits turned up it says so and closes,
 * otherwise it explains the daily free credits and links to /pricing.
 */
export function OutOfCreditsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>('checking');
  const { buy, pendingPackId } = usePurchase();

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setState('checking');
    getCredits()
      .then((credits) => {
        if (cancelled) return;
        queryClient.setQueryData<Session>(queryKeys.session, (old) => (old ? { ...old, credits } : old));
        const total = credits.credits + credits.dailyCreditsRemaining;
        if (total > 0) {
          toast.success(OUT_OF_CREDITS.available(total));
          onOpenChange(false);
        } else {
          setState('empty');
        }
      })
      .catch((error) => {
        console.error('Credit check failed', error);
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [open, onOpenChange, queryClient]);

  const checking = state === 'checking';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={checking ? OUT_OF_CREDITS.checking : OUT_OF_CREDITS_EMPTY.title}
      hideTitle={checking}
    >
      {checking ? (
        <div className="flex flex-col items-center gap-3 py-6 text-center" role="status">
          <Spinner className="size-8 text-grape" />
          <p className="font-semibold">{OUT_OF_CREDITS.checking}</p>
        </div>
      ) : (
        <div className="mt-4 flex flex-col items-center gap-5 text-center">
          <span className="grid size-16 place-items-center rounded-full bg-sun-soft">
            <Coins className="size-8 text-[#b7791f]" aria-hidden="true" />
          </span>
          <p className="text-[15px] leading-relaxed text-ink-soft">
            {state === 'failed' ? OUT_OF_CREDITS_EMPTY.checkFailed : OUT_OF_CREDITS_EMPTY.text}
          </p>
          <Button
            size="lg"
            className="w-full"
            loading={pendingPackId !== null}
            onClick={() => void buy(STARTER.id)}
          >
            {PURCHASE_TEXTS.buyButton(STARTER_PRICE)} · {STARTER.credits}{' '}
            {CREDIT_LABELS.unit(STARTER.credits)}
          </Button>
          <Link
            to={paths.pricing}
            onClick={() => onOpenChange(false)}
            className={buttonClasses('outline', 'lg', 'w-full')}
          >
            {OUT_OF_CREDITS_EMPTY.pricingLink}
          </Link>
        </div>
      )}
    </Dialog>
  );
}
