import { REDEEM_TEXTS } from '@inkling/contracts/codes';
import { GIFT_TEXTS } from '@inkling/contracts/gift-cards';
import {
  CREDIT_PACKS,
  type CreditPack,
  formatPrice,
  PRICING_FAQ,
  PRICING_PAGE,
} from '@inkling/contracts/pricing';
import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Gift from 'lucide-react/icons/gift';
import { Accordion } from 'radix-ui';
import { Link, useSearchParams } from 'react-router';
import { useRequestSignIn } from '../../../components/auth/sign-in-context';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/api/get-session';
import { cn } from '../../../lib/cn';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePurchase } from '../../../lib/use-purchase';

/**
 * /pricing (spec core §9, spec content §1, §9; DESIGN decision 3): the free plan (10 credits
 * at sign-up, 5 free credits daily), the three packs of the one catalog (Starter, Pro "Most
 * Chosen", Bulk with the lowest price per image), one-time purchases that never expire, and
 * an FAQ accordion with one entry open at a time. Buying while signed out opens the sign-in
 * dialog in purchase mode (only the dialog: its title already says why) and buys the pack
 * once the user has signed in.
 */
export function PricingPage() {
  useDocumentMeta({ title: PRICING_PAGE.title, description: PRICING_PAGE.description });
  const { data: session } = useSession();
  const requestSignIn = useRequestSignIn();
  const { buy, pendingPackId } = usePurchase();
  const lowest = Math.min(...CREDIT_PACKS.map((p) => p.priceCents / p.credits));
  // A percentage promo code from /redeem (issue 34); the page is prerendered without it.
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const promoCode = hydrated ? (searchParams.get('code') ?? undefined) : undefined;

  const onBuy = (pack: CreditPack) => {
    if (!session?.user) {
      requestSignIn({ purchase: true, onSignedIn: () => buy(pack.id, promoCode) });
      return;
    }
    buy(pack.id, promoCode);
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col items-center px-4 pt-14 pb-16 sm:px-6 sm:pt-20">
      <h1 className="text-center text-4xl font-black tracking-tight sm:text-5xl">{PRICING_PAGE.heading}</h1>
      <p className="mt-4 max-w-2xl text-center text-lg leading-relaxed text-ink-soft">{PRICING_PAGE.intro}</p>
      {promoCode ? (
        <p role="status" className="mt-4 rounded-full bg-grape-soft px-4 py-2 font-semibold text-grape-dark">
          {REDEEM_TEXTS.codeAtCheckout(promoCode)}
        </p>
      ) : null}

      <ul className="mt-12 grid w-full gap-5 md:grid-cols-2 lg:grid-cols-4">
        <li className="flex flex-col rounded-3xl border-2 border-line bg-white p-6 shadow-card">
          <h2 className="flex items-center gap-2 text-lg font-extrabold">
            <Gift className="size-5 text-leaf" aria-hidden="true" /> {PRICING_PAGE.freeName}
          </h2>
          <p className="text-sm text-ink-soft">{PRICING_PAGE.freeSubtitle}</p>
          <p className="mt-4 text-3xl font-black">{PRICING_PAGE.freePrice}</p>
          <p className="text-sm font-semibold text-ink-soft">{PRICING_PAGE.freePeriod}</p>
          <ul className="mt-4 flex flex-1 flex-col gap-2 text-sm">
            {PRICING_PAGE.freeFeatures.map((feature) => (
              <li key={feature} className="flex items-center gap-2">
                <Check className="size-4 text-leaf" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
          <Link to={paths.home} className={buttonClasses('outline', 'lg', 'mt-6 w-full')}>
            {PRICING_PAGE.freeButton}
          </Link>
        </li>
        {CREDIT_PACKS.map((pack) => (
          <li
            key={pack.id}
            className={cn(
              'relative flex flex-col rounded-3xl border-2 bg-white p-6 shadow-card',
              pack.badge ? 'border-grape' : 'border-line',
            )}
          >
            {pack.badge ? (
              <span className="absolute -top-3 left-6 rounded-full bg-grape px-3 py-1 text-xs font-bold text-white">
                {pack.badge}
              </span>
            ) : null}
            <h2 className="text-lg font-extrabold">{pack.label}</h2>
            <p className="text-sm text-ink-soft">{pack.subtitle}</p>
            <p className="mt-4 text-3xl font-black">{formatPrice(pack.priceCents)}</p>
            <p className="text-sm font-semibold text-ink-soft">
              {PRICING_PAGE.packLine(pack)}
              {pack.priceCents / pack.credits === lowest ? (
                <span className="ml-1 rounded-full bg-sun-soft px-2 py-0.5 text-xs font-bold text-ink">
                  {PRICING_PAGE.lowest}
                </span>
              ) : null}
            </p>
            <ul className="mt-4 flex flex-1 flex-col gap-2 text-sm">
              {[...pack.features, PRICING_PAGE.oneTime].map((feature) => (
                <li key={feature} className="flex items-center gap-2">
                  <Check className="size-4 text-leaf" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
            <Button
              size="lg"
              variant={pack.badge ? 'primary' : 'secondary'}
              className="mt-6 w-full"
              loading={pendingPackId === pack.id}
              disabled={pendingPackId !== null}
              onClick={() => onBuy(pack)}
              aria-label={PRICING_PAGE.buyLabel(pack)}
            >
              {PRICING_PAGE.buyButton(pack)}
            </Button>
            <Link
              to={`${paths.giftCards}?pack=${pack.id}`}
              className={buttonClasses('ghost', 'md', 'mt-2 w-full')}
              aria-label={`${GIFT_TEXTS.giveAsGift}: ${pack.label}`}
            >
              <Gift className="size-4" aria-hidden="true" /> {GIFT_TEXTS.giveAsGift}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center text-sm text-ink-soft">{PRICING_PAGE.footnote}</p>
      <p className="mt-3 max-w-2xl text-center text-sm text-ink-soft">
        <Gift className="mr-1 inline size-4 text-grape" aria-hidden="true" />
        {GIFT_TEXTS.pricingMention}{' '}
        <Link to={paths.giftCards} className="font-semibold text-grape-dark underline">
          {GIFT_TEXTS.pageTitle}
        </Link>
      </p>

      <section className="mt-16 w-full max-w-3xl" aria-labelledby="pricing-faq">
        <h2 id="pricing-faq" className="text-center text-3xl font-black tracking-tight">
          {PRICING_PAGE.faqHeading}
        </h2>
        <Accordion.Root
          type="single"
          collapsible
          defaultValue={PRICING_FAQ[0]?.id}
          className="mt-8 flex flex-col gap-3"
        >
          {PRICING_FAQ.map((entry) => (
            <Accordion.Item
              key={entry.id}
              value={entry.id}
              className="rounded-3xl border-2 border-line bg-white"
            >
              <Accordion.Header>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-3xl px-5 py-4 text-left font-bold">
                  {entry.question}
                  <ChevronDown
                    className="size-5 shrink-0 text-ink-soft transition-transform group-data-[state=open]:rotate-180"
                    aria-hidden="true"
                  />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="px-5 pb-5 text-[15px] leading-relaxed text-ink-soft">
                {entry.answer}
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </section>
    </div>
  );
}
