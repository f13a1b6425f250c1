import { DropdownMenu } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * The floating panel of a dropdown menu (portalled white card, rounded, lifted), shared by the
 * header, user and prompt-box menus. Takes Radix `DropdownMenu.Content` props; pass the width
 * (e.g. `w-64`) in `className`. It keeps 8 px from the screen's edges (Radix `collisionPadding`).
 */
export function MenuContent({ className, ...props }: ComponentProps<typeof DropdownMenu.Content>) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        // A menu pushed against the screen's edge (a 390 px phone) keeps a margin from it.
        collisionPadding={8}
        {...props}
        className={cn(
          'z-50 animate-fade-in rounded-3xl border border-line bg-white p-2 shadow-lift',
          className,
        )}
      />
    </DropdownMenu.Portal>
  );
}
