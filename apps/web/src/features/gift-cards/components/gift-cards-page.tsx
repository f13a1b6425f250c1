import { GIFT_MESSAGE_MAX, GIFT_TEXTS, type GiftCard } from '@inkling/contracts/gift-cards';
import { CREDIT_PACKS, type CreditPack, formatPrice } from '@inkling/contracts/pricing';
import Download from 'lucide-react/icons/download';
import Gift from 'lucide-react/icons/gift';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useRequestSignIn } from '../../../components/auth/sign-in-context';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/api/get-session';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useBuyGiftCard } from '../api/buy-gift-card';
import { useFrontPages } from '../api/list-front-pages';
import { useGiftCards } from '../api/list-gift-cards';

const fieldClass =
  'mt-1.5 w-full rounded-xl border-2 border-line bg-white px-3.5 py-2.5 transition-colors focus:border-grape';

const STATUS_TEXT: Record<GiftCard['status'], string> = {
  pending_payment: GIFT_TEXTS.pending,
  redeemable: GIFT_TEXTS.redeemable,
  redeemed: GIFT_TEXTS.redeemed,
  void: GIFT_TEXTS.void,
};

/**
 * /gift-cards (issue 34 "Gift cards"): buy a pack as a gift (pack, recipient's name and e-mail,
 * a message; the server checks the message and prices the pack) and the buyer's cards with
 * their codes and "Download PDF" (the printable card). `?pack=` preselects a pack (from the
 * pricing page's "Give as a gift").
 */
export function GiftCardsPage() {
  useDocumentMeta({ title: GIFT_TEXTS.pageTitle, description: GIFT_TEXTS.pricingMention });
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const requestSignIn = useRequestSignIn();
  const [searchParams] = useSearchParams();
  const preset = CREDIT_PACKS.find((p) => p.id === searchParams.get('pack'))?.id ?? 'pro';
  const [packId, setPackId] = useState<CreditPack['id']>(preset);
  const [recipientName, setRecipientName] = useState('');
  const [recipientEmail, setRecipientEmail] = useState('');
  const [message, setMessage] = useState('');
  const [front, setFront] = useState<string | null>(null);
  const fronts = useFrontPages(signedIn);
  const [error, setError] = useState<string | null>(null);
  const buy = useBuyGiftCard();
  const cards = useGiftCards(signedIn);
  const ids = { name: useId(), email: useId(), message: useId(), error: useId() };
  const pack = CREDIT_PACKS.find((p) => p.id === packId)!;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    buy.mutate(
      {
        packId,
        gift: {
          ...(recipientName.trim() ? { recipientName: recipientName.trim() } : {}),
          ...(recipientEmail.trim() ? { recipientEmail: recipientEmail.trim() } : {}),
          ...(message.trim() ? { message: message.trim() } : {}),
          ...(front ? { frontGenerationId: front } : {}),
        },
      },
      {
        onSuccess: ({ url }) => window.location.assign(url),
        onError: (err) => setError(isApiError(err) ? err.message : 'Could not start the purchase.'),
      },
    );
  };

  if (session.isPending) {
    return (
      <div className="grid flex-1 place-items-center py-24">
        <Spinner className="size-8 text-grape" label={GIFT_TEXTS.pageTitle} />
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col items-center px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader eyebrow={GIFT_TEXTS.giveAsGift} title={GIFT_TEXTS.pageTitle}>
        {GIFT_TEXTS.pricingMention}
      </PageHeader>
      {!signedIn ? (
        <Button size="lg" className="mt-10" onClick={() => requestSignIn({ purchase: true })}>
          Sign in
        </Button>
      ) : (
        <>
          <form
            onSubmit={onSubmit}
            noValidate
            className="mt-10 flex w-full max-w-lg flex-col gap-4 rounded-3xl border-2 border-line bg-white p-6 shadow-card"
          >
            <fieldset className="flex flex-col gap-2">
              <legend className="text-sm font-semibold">{GIFT_TEXTS.giftHint}</legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-3">
                {CREDIT_PACKS.map((p) => (
                  <label
                    key={p.id}
                    className={cn(
                      'flex cursor-pointer flex-col rounded-2xl border-2 p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-grape',
                      p.id === packId ? 'border-grape bg-grape-soft' : 'border-line',
                    )}
                  >
                    <input
                      type="radio"
                      name="pack"
                      value={p.id}
                      checked={p.id === packId}
                      onChange={() => setPackId(p.id)}
                      className="sr-only"
                    />
                    <span className="font-extrabold">{p.label}</span>
                    <span>
                      {p.credits} credits · {formatPrice(p.priceCents)}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div>
              <label htmlFor={ids.name} className="text-sm font-semibold">
                {GIFT_TEXTS.recipientName}
              </label>
              <input
                id={ids.name}
                value={recipientName}
                maxLength={60}
                onChange={(e) => setRecipientName(e.target.value)}
                className={fieldClass}
              />
            </div>
            <div>
              <label htmlFor={ids.email} className="text-sm font-semibold">
                {GIFT_TEXTS.recipientEmail}
              </label>
              <input
                id={ids.email}
                type="email"
                value={recipientEmail}
                maxLength={254}
                onChange={(e) => setRecipientEmail(e.target.value)}
                className={fieldClass}
              />
            </div>
            <div>
              <label htmlFor={ids.message} className="text-sm font-semibold">
                {GIFT_TEXTS.message}
              </label>
              <textarea
                id={ids.message}
                value={message}
                rows={3}
                maxLength={GIFT_MESSAGE_MAX}
                onChange={(e) => setMessage(e.target.value)}
                className={fieldClass}
              />
            </div>
            <fieldset>
              <legend className="text-sm font-semibold">{GIFT_TEXTS.front}</legend>
              <div className="mt-1.5 grid grid-cols-3 gap-2 sm:grid-cols-4">
                {[
                  { id: null, prompt: GIFT_TEXTS.defaultFront, previewUrl: null },
                  ...(fronts.data?.pages ?? []),
                ].map((choice) => (
                  <label
                    key={choice.id ?? 'default'}
                    className={cn(
                      'flex aspect-[3/4] cursor-pointer items-center justify-center overflow-hidden rounded-xl border-2 bg-white p-1 text-center text-xs has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-grape',
                      choice.id === front ? 'border-grape' : 'border-line',
                    )}
                  >
                    <input
                      type="radio"
                      name="front"
                      checked={choice.id === front}
                      onChange={() => setFront(choice.id)}
                      className="sr-only"
                      aria-label={choice.prompt}
                    />
                    {choice.previewUrl ? (
                      <img src={choice.previewUrl} alt="" className="size-full object-contain" />
                    ) : (
                      <span className="flex flex-col items-center gap-1 text-ink-soft">
                        <Gift className="size-6" aria-hidden="true" />
                        {choice.prompt}
                      </span>
                    )}
                  </label>
                ))}
              </div>
            </fieldset>
            <Button type="submit" size="lg" loading={buy.isPending || buy.isSuccess}>
              <Gift className="size-5" aria-hidden="true" />
              {GIFT_TEXTS.buy(pack.label, formatPrice(pack.priceCents))}
            </Button>
            {error ? (
              <p id={ids.error} role="alert" className="text-sm font-medium text-berry">
                {error}
              </p>
            ) : null}
          </form>
          <section className="mt-12 w-full max-w-lg" aria-label={GIFT_TEXTS.pageTitle}>
            {cards.data && cards.data.cards.length === 0 ? (
              <p className="text-center text-ink-soft">{GIFT_TEXTS.empty}</p>
            ) : null}
            <ul className="flex flex-col gap-4">
              {cards.data?.cards.map((card) => (
                <li key={card.id} className="rounded-3xl border-2 border-line bg-white p-5 shadow-card">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h2 className="font-extrabold">
                      {card.packLabel} · {card.credits} credits
                      {card.recipientName ? ` · ${card.recipientName}` : ''}
                    </h2>
                    <span className="text-sm font-semibold text-ink-soft">{STATUS_TEXT[card.status]}</span>
                  </div>
                  {card.code ? (
                    <p className="mt-2 font-mono text-lg tracking-wider break-all" data-testid="gift-code">
                      {card.code}
                    </p>
                  ) : null}
                  {card.emailedAt && card.recipientEmail ? (
                    <p className="text-sm text-ink-soft">{GIFT_TEXTS.emailed(card.recipientEmail)}</p>
                  ) : null}
                  {card.status === 'redeemable' || card.status === 'redeemed' ? (
                    <a
                      href={`/api/gift-cards/${card.id}/card.pdf`}
                      download
                      className={buttonClasses('secondary', 'md', 'mt-3')}
                    >
                      <Download className="size-4" aria-hidden="true" />
                      {GIFT_TEXTS.download}
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
