import type { Session } from '@inkling/contracts/api';
import { REDEEM_TEXTS } from '@inkling/contracts/codes';
import { MODERATION_TEXTS, MODERATION_UI_TEXTS } from '@inkling/contracts/community';
import { CREDIT_LABELS, REFUND_TEXTS } from '@inkling/contracts/credit-messages';
import { GIFT_TEXTS } from '@inkling/contracts/gift-cards';
import { TOASTS, USER_MENU } from '@inkling/contracts/messages';
import Coins from 'lucide-react/icons/coins';
import Flag from 'lucide-react/icons/flag';
import Gift from 'lucide-react/icons/gift';
import LogOut from 'lucide-react/icons/log-out';
import Settings from 'lucide-react/icons/settings';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { Avatar, DropdownMenu } from 'radix-ui';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useSignOut } from '../../lib/api/sign-out';
import { toast } from '../../lib/toast';
import { useApiError } from '../../lib/use-api-error';
import { MenuBadges } from '../badges/badge-list';
import { MenuContent } from '../ui/menu-content';

/** Up to two capital letters standing in for a missing photo: "Ada Lovelace" → "AL", "ada" → "AD". */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    parts.length > 1 ? `${parts[0]![0]}${parts[parts.length - 1]![0]}` : (parts[0]?.slice(0, 2) ?? '?');
  return letters.toUpperCase();
}

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 text-[15px] font-medium text-ink outline-none data-[highlighted]:bg-grape-soft';

/**
 * The header's user menu (spec core "User menu"): "<name>'s Illustrations", avatar, e-mail,
 * the lasting credits (labelled "Credits": sign-up, purchased and refunded ones, contracts
 * creditsSchema), today's free credits (only when above 0), refunds left, Settings, Moderation
 * with the count of posts waiting (moderators only, issue 10) and Sign out.
 */
export function UserMenu({ session }: { session: Session & { user: NonNullable<Session['user']> } }) {
  const { user, credits } = session;
  const signOut = useSignOut();
  const navigate = useNavigate();
  const showError = useApiError();

  const onSignOut = () => {
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast.success(TOASTS.signedOut, { duration: 3000 });
        navigate(paths.home);
      },
      onError: (error) => showError(error, USER_MENU.signOutFailed),
    });
  };

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="grid size-11 place-items-center rounded-full ring-2 ring-transparent transition hover:ring-grape/30"
        aria-label={USER_MENU.trigger(user.name)}
      >
        <Avatar.Root className="grid size-10 place-items-center overflow-hidden rounded-full bg-tangerine text-sm font-bold text-white">
          {user.image ? <Avatar.Image src={user.image} alt="" className="size-full object-cover" /> : null}
          <Avatar.Fallback delayMs={user.image ? 400 : 0} className="text-ink">
            {initials(user.name)}
          </Avatar.Fallback>
        </Avatar.Root>
      </DropdownMenu.Trigger>
      <MenuContent align="end" sideOffset={8} className="w-72">
        <div className="px-3 pt-2 pb-3">
          <p className="truncate font-bold">{USER_MENU.heading(user.name)}</p>
          <p className="truncate text-sm text-ink-soft">{user.email}</p>
        </div>
        <div className="mx-1 mb-2 flex flex-col gap-1.5 rounded-2xl bg-paper p-3 text-sm">
          <p className="flex items-center gap-2">
            <Coins className="size-4 text-[#b7791f]" aria-hidden="true" />
            <span className="flex-1">{CREDIT_LABELS.lasting}</span>
            <strong>{credits?.credits ?? 0}</strong>
          </p>
          {credits && credits.dailyCreditsRemaining > 0 ? (
            <p className="flex items-center gap-2">
              <Gift className="size-4 text-leaf" aria-hidden="true" />
              <span className="flex-1">{CREDIT_LABELS.dailyShort}</span>
              <strong>{credits.dailyCreditsRemaining}</strong>
            </p>
          ) : null}
          {credits ? (
            <p className="flex items-center gap-2 text-ink-soft">
              <Flag className="size-4" aria-hidden="true" />
              <span className="flex-1">{REFUND_TEXTS.left(credits.refundsLeftToday)}</span>
            </p>
          ) : null}
          <MenuBadges />
        </div>
        <DropdownMenu.Item asChild className={itemClass}>
          <Link to={paths.settings}>
            <Settings className="size-4.5 text-ink-soft" aria-hidden="true" />
            {USER_MENU.settings}
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={itemClass}>
          <Link to={paths.redeem}>
            <Gift className="size-4.5 text-ink-soft" aria-hidden="true" />
            {REDEEM_TEXTS.menuLink}
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={itemClass}>
          <Link to={paths.giftCards}>
            <Gift className="size-4.5 text-ink-soft" aria-hidden="true" />
            {GIFT_TEXTS.pageTitle}
          </Link>
        </DropdownMenu.Item>
        {session.moderation ? (
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.moderation}>
              <ShieldCheck className="size-4.5 text-ink-soft" aria-hidden="true" />
              <span className="flex-1">{MODERATION_TEXTS.menuEntry}</span>
              {session.moderation.pending > 0 ? (
                <span className="rounded-full bg-berry px-2 py-0.5 text-xs font-bold text-white">
                  {session.moderation.pending}
                  <span className="sr-only">
                    {' '}
                    {MODERATION_UI_TEXTS.menuCount(session.moderation.pending)}
                  </span>
                </span>
              ) : null}
            </Link>
          </DropdownMenu.Item>
        ) : null}
        <DropdownMenu.Separator className="mx-2 my-1 h-px bg-line" />
        <DropdownMenu.Item className={itemClass} onSelect={onSignOut} disabled={signOut.isPending}>
          <LogOut className="size-4.5 text-ink-soft" aria-hidden="true" />
          {USER_MENU.signOut}
        </DropdownMenu.Item>
      </MenuContent>
    </DropdownMenu.Root>
  );
}
