import { CREDIT_LABELS } from '@inkling/contracts/credit-messages';
import { HEADER_TEXTS } from '@inkling/contracts/messages';
import Coins from 'lucide-react/icons/coins';
import Menu from 'lucide-react/icons/menu';
import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { spendableCredits, useSession } from '../../lib/api/get-session';
import { cn } from '../../lib/cn';
import { useRequestSignIn } from '../auth/sign-in-context';
import { Button } from '../ui/button';
import { LazyMenuTrigger } from '../ui/lazy-menu';
import { Skeleton } from '../ui/skeleton';
import { Logo } from './logo';
import { mobileNavTriggerClass, NAV } from './nav-items';

const loadMobileNav = () => import('./mobile-nav-menu');
const MobileNavMenu = lazy(loadMobileNav);
const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(async () => ({ default: (await loadUserMenu()).UserMenu }));

/** Phones: the navigation folds into a menu button (its menu's code loads on first use). */
function MobileNav() {
  return (
    <LazyMenuTrigger
      menu={MobileNavMenu}
      menuProps={{}}
      preload={loadMobileNav}
      className={mobileNavTriggerClass}
      label={HEADER_TEXTS.openMenu}
    >
      <Menu className="size-5.5" aria-hidden="true" />
    </LazyMenuTrigger>
  );
}

/** Site header: logo, navigation, credits badge and the user menu or a Sign in button. */
export function Header() {
  const { data: session, isPending } = useSession();
  const requestSignIn = useRequestSignIn();
  const total = spendableCredits(session);

  // 4rem plus the 1px border: full-height screens under it (workspace, coloring) are
  // calc(100dvh - 4rem - 1px) tall, or the window scrolls by a pixel and cuts their foot.
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
              <Suspense fallback={<span className="size-11" aria-hidden="true" />}>
                <UserMenu session={{ ...session, user: session.user }} />
              </Suspense>
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
