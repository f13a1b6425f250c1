import { HEADER_TEXTS } from '@inkling/contracts/messages';
import Menu from 'lucide-react/icons/menu';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import type { LazyMenuProps } from '../ui/lazy-menu';
import { MenuContent } from '../ui/menu-content';
import { MOBILE_NAV, mobileNavTriggerClass } from './nav-items';

/** The phone navigation menu (Radix), loaded on first use by the header's LazyMenuTrigger. */
export default function MobileNavMenu({ defaultOpen }: LazyMenuProps) {
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={mobileNavTriggerClass} aria-label={HEADER_TEXTS.openMenu}>
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
