import { CREDIT_LABELS, REFUND_TEXTS } from '@inkling/contracts/credit-messages';
import Coins from 'lucide-react/icons/coins';
import Flag from 'lucide-react/icons/flag';
import Gift from 'lucide-react/icons/gift';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/api/get-session';
import { buttonClasses } from '../ui/button';

/**
 * Settings "Credits & Usage" (spec content §2 "Account settings"): the current balance, its
 * parts (the lasting credits from sign-up, purchases and refunds, and today's free credits;
 * contracts creditsSchema, DESIGN decisions 2–4), the "Report this page" refunds left today
 * (DESIGN decision 5) and a "Purchase More Credits" link to /pricing. Renders nothing while
 * signed out.
 */
export function CreditsUsage() {
  const { data: session } = useSession();
  const credits = session?.credits;
  if (!session?.user || !credits) return null;
  const total = credits.credits + credits.dailyCreditsRemaining;
  const rows = [
    {
      icon: <Coins className="size-5 text-[#b7791f]" aria-hidden="true" />,
      label: CREDIT_LABELS.lasting,
      hint: CREDIT_LABELS.lastingHint,
      value: credits.credits,
    },
    {
      icon: <Gift className="size-5 text-leaf" aria-hidden="true" />,
      label: CREDIT_LABELS.dailyLong,
      value: credits.dailyCreditsRemaining,
    },
    {
      icon: <Flag className="size-5 text-ink-soft" aria-hidden="true" />,
      label: CREDIT_LABELS.refundsLeft,
      value: credits.refundsLeftToday,
    },
  ];
  return (
    <section
      aria-labelledby="credits-usage"
      className="mt-10 w-full max-w-md rounded-3xl border-2 border-line bg-white p-6 text-left shadow-card"
    >
      <h2 id="credits-usage" className="text-xl font-extrabold">
        {CREDIT_LABELS.usageHeading}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {CREDIT_LABELS.balance} <strong>{total}</strong> {CREDIT_LABELS.unit(total)}
      </p>
      <dl className="mt-4 flex flex-col gap-2 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex items-center gap-3 rounded-2xl bg-paper px-3 py-2">
            {row.icon}
            <dt className="flex-1">
              {row.label}
              {row.hint ? <span className="block text-xs text-ink-soft">{row.hint}</span> : null}
            </dt>
            <dd className="font-bold">{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-ink-soft">
        {CREDIT_LABELS.restock} {REFUND_TEXTS.left(credits.refundsLeftToday)}.
      </p>
      <Link to={paths.pricing} className={buttonClasses('primary', 'md', 'mt-5 w-full')}>
        {CREDIT_LABELS.purchaseMore}
      </Link>
    </section>
  );
}
