import { CREDIT_LABELS } from '@inkling/contracts/credit-messages';
import { HEADER_TEXTS, NAV_LABELS } from '@inkling/contracts/messages';
import { Coins, Menu } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link, NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { spendableCredits, useSession } from '../../lib/api/get-session';
import { cn } from '../../lib/cn';
import { useRequestSignIn } from '../auth/sign-in-context';
import { Button } from '../ui/button';
import { MenuContent } from '../ui/menu-content';
import { Skeleton } from '../ui/skeleton';
import { Logo } from './logo';
import { UserMenu } from './user-menu';

const NAV = [
  { to: paths.features, label: NAV_LABELS.features },
  { to: paths.pricing, label: NAV_LABELS.pricing },
  { to: paths.training, label: NAV_LABELS.training },
  { to: paths.blog, label: NAV_LABELS.blog },
];

const MOBILE_NAV = [
  { to: paths.home, label: NAV_LABELS.home },
  ...NAV,
  { to: paths.support, label: NAV_LABELS.support },
];

/** Phones: the navigation folds into a menu button. */
function MobileNav() {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="grid size-11 place-items-center rounded-full text-ink-soft hover:bg-ink/5 hover:text-ink md:hidden"
        aria-label={HEADER_TEXTS.openMenu}
      >
        <Menu className="size-5.5" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <MenuContent align="end" sideOffset={8} className="w-56">
        {MOBILE_NAV.map((item) => (
          <DropdownMenu.Item key={item.to} asChild>
            <Link
              to={item.to}
              className="flex min-h-11 items-center rounded-xl px-3 text-[15px] font-semibold text-ink outline-none data-[highlighted]:bg-grape-soft"
            >
              {item.label}
            </Link>
          </DropdownMenu.Item>
        ))}
      </MenuContent>
    </DropdownMenu.Root>
  );
}

/** Site header: logo, navigation, credits badge and the user menu or a Sign in button. */
export function Header() {
  const { data: session, isPending } = useSession();
  const requestSignIn = useRequestSignIn();
  const total = spendableCredits(session);

  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-paper/90 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-3 sm:px-6">
        <Logo />
        <nav aria-label={HEADER_TEXTS.mainNav} className="ml-4 hidden items-center gap-1 md:flex">
          {NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) =>
                cn(
                  'rounded-full px-3.5 py-2 text-[15px] font-semibold transition-colors',
                  isActive ? 'bg-grape-soft text-grape-dark' : 'text-ink-soft hover:bg-ink/5 hover:text-ink',
                )
              }
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {isPending ? <Skeleton className="h-10 w-24 rounded-full" /> : null}
          {session?.user ? (
            <>
              <Link
                to={paths.pricing}
                className="flex h-10 items-center gap-1.5 rounded-full bg-sun-soft px-3.5 text-sm font-bold text-ink ring-1 ring-sun/60 transition hover:bg-sun/40"
                aria-label={HEADER_TEXTS.creditsBadge(total)}
              >
                <Coins className="size-4 text-[#b7791f]" aria-hidden="true" />
                <span>{total}</span>
                <span className="hidden sm:inline">{CREDIT_LABELS.unit(total)}</span>
              </Link>
              <UserMenu session={{ ...session, user: session.user }} />
            </>
          ) : null}
          {session && !session.user ? (
            <Button onClick={() => requestSignIn()}>{HEADER_TEXTS.signIn}</Button>
          ) : null}
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
