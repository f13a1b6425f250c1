import {
  createPromoCodeSchema,
  PROMO_ADMIN_TEXTS,
  PROMO_KINDS,
  type PromoCode,
  type PromoKind,
} from '@inkling/contracts/codes';
import { MODERATION_TEXTS } from '@inkling/contracts/community';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { NotFoundView } from '../../../components/layout/not-found-view';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/api/get-session';
import { toast } from '../../../lib/toast';
import { useApiError } from '../../../lib/use-api-error';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useCreatePromoCode, usePromoCodes } from '../api/moderation';

const inputClass =
  'mt-1.5 h-11 w-full rounded-xl border-2 border-line bg-white px-3.5 text-[15px] transition-colors focus:border-grape';

const KIND_LABELS: Record<PromoKind, string> = {
  credits: PROMO_ADMIN_TEXTS.kindCredits,
  percent: PROMO_ADMIN_TEXTS.kindPercent,
};

/** One labelled field of the form. */
function Field({ label, children }: { label: string; children: (id: string) => React.ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

function CreateForm() {
  const create = useCreatePromoCode();
  const showApiError = useApiError();
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<PromoKind>('credits');
  const [amount, setAmount] = useState('5');
  const [expiresAt, setExpiresAt] = useState('');
  const [maxRedemptions, setMaxRedemptions] = useState('');
  const [firstPurchaseOnly, setFirstPurchaseOnly] = useState(false);
  const firstId = useId();
  const input = {
    code,
    kind,
    ...(kind === 'credits' ? { credits: Number(amount) } : { percentOff: Number(amount) }),
    ...(expiresAt ? { expiresAt: new Date(`${expiresAt}T23:59:59`).toISOString() } : {}),
    ...(maxRedemptions ? { maxRedemptions: Number(maxRedemptions) } : {}),
    firstPurchaseOnly,
  };
  const parsed = createPromoCodeSchema.safeParse(input);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) return;
    create.mutate(input, {
      onSuccess: () => {
        toast.success(PROMO_ADMIN_TEXTS.created);
        setCode('');
      },
      onError: (error) => showApiError(error, PROMO_ADMIN_TEXTS.createFailed),
    });
  };

  return (
    <form
      onSubmit={onSubmit}
      className="grid gap-4 rounded-3xl border-2 border-line bg-white p-6 shadow-card sm:grid-cols-2"
      noValidate
    >
      <Field label={PROMO_ADMIN_TEXTS.code}>
        {(id) => (
          <input
            id={id}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            maxLength={40}
            autoComplete="off"
            className={`${inputClass} font-mono uppercase`}
          />
        )}
      </Field>
      <Field label={PROMO_ADMIN_TEXTS.kind}>
        {(id) => (
          <select
            id={id}
            value={kind}
            onChange={(e) => setKind(e.target.value as PromoKind)}
            className={inputClass}
          >
            {PROMO_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={kind === 'credits' ? PROMO_ADMIN_TEXTS.credits : PROMO_ADMIN_TEXTS.percentOff}>
        {(id) => (
          <input
            id={id}
            type="number"
            min={1}
            max={kind === 'credits' ? 1000 : 100}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      <Field label={PROMO_ADMIN_TEXTS.maxRedemptions}>
        {(id) => (
          <input
            id={id}
            type="number"
            min={1}
            value={maxRedemptions}
            onChange={(e) => setMaxRedemptions(e.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      <Field label={PROMO_ADMIN_TEXTS.expiresAt}>
        {(id) => (
          <input
            id={id}
            type="date"
            value={expiresAt}
            onChange={(e) => setExpiresAt(e.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      <div className="flex items-center gap-2 self-end pb-2">
        <input
          id={firstId}
          type="checkbox"
          checked={firstPurchaseOnly}
          onChange={(e) => setFirstPurchaseOnly(e.target.checked)}
          className="size-5 accent-grape"
        />
        <label htmlFor={firstId} className="text-sm font-semibold">
          {PROMO_ADMIN_TEXTS.firstPurchaseOnly}
        </label>
      </div>
      <Button type="submit" className="self-start" loading={create.isPending} disabled={!parsed.success}>
        {PROMO_ADMIN_TEXTS.create}
      </Button>
    </form>
  );
}

function CodeRow({ code }: { code: PromoCode }) {
  return (
    <li className="flex flex-col gap-1 rounded-2xl bg-white p-4 ring-1 ring-line/60 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-mono text-lg font-bold break-all">{code.code}</p>
        <p className="text-sm text-ink-soft">
          {code.kind === 'credits' ? `+${code.credits} credits` : `${code.percentOff}% off a pack`}
          {code.firstPurchaseOnly ? ` · ${PROMO_ADMIN_TEXTS.firstPurchaseOnly}` : ''}
          {code.inStripe ? ` · ${PROMO_ADMIN_TEXTS.stripe}` : ''}
        </p>
      </div>
      <div className="text-sm text-ink-soft sm:text-right">
        <p className="font-semibold text-ink">
          {PROMO_ADMIN_TEXTS.redemptions(code.redemptions, code.maxRedemptions)}
        </p>
        <p>
          {code.expiresAt
            ? PROMO_ADMIN_TEXTS.expires(new Date(code.expiresAt).toLocaleDateString())
            : PROMO_ADMIN_TEXTS.noExpiry}
        </p>
      </div>
    </li>
  );
}

/** /moderation/promo-codes (issue 34): moderators create and review promo codes; 404 page for others. */
export function PromoCodesPage() {
  useDocumentMeta({ title: PROMO_ADMIN_TEXTS.title, description: PROMO_ADMIN_TEXTS.intro });
  const session = useSession();
  const moderator = Boolean(session.data?.moderation);
  const codes = usePromoCodes(moderator);
  if (session.isPending || (moderator && codes.isPending)) {
    return (
      <div className="grid flex-1 place-items-center py-24">
        <Spinner className="size-8 text-grape" label={PROMO_ADMIN_TEXTS.title} />
      </div>
    );
  }
  if (!moderator || codes.isError) return <NotFoundView />;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-3">
        <Link to={paths.moderation} className="text-sm font-semibold text-grape-dark underline">
          ← {MODERATION_TEXTS.heading}
        </Link>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{PROMO_ADMIN_TEXTS.title}</h1>
        <p className="text-ink-soft">{PROMO_ADMIN_TEXTS.intro}</p>
      </header>
      <CreateForm />
      {codes.data?.codes.length ? (
        <ul className="flex flex-col gap-3">
          {codes.data.codes.map((code) => (
            <CodeRow key={code.id} code={code} />
          ))}
        </ul>
      ) : (
        <p className="rounded-3xl border-2 border-dashed border-line bg-white/60 p-6 text-center text-ink-soft">
          {PROMO_ADMIN_TEXTS.empty}
        </p>
      )}
    </div>
  );
}
