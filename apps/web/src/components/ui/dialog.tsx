import { UI_TEXTS } from '@inkling/contracts/messages';
import X from 'lucide-react/icons/x';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useReturnFocus } from '../../lib/use-return-focus';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Extra classes for the panel, e.g. a wider max width. */
  className?: string;
  /** Hide the title visually (it is still announced). */
  hideTitle?: boolean;
  /** When false, the dialog has no close button (e.g. while a blocking check runs). */
  closable?: boolean;
}

/**
 * The app's modal dialog (Radix): traps focus, closes on Escape and outside click,
 * restores focus to the opener, and is full-width near the bottom on phones.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  hideTitle = false,
  closable = true,
}: DialogProps) {
  const onCloseAutoFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-ink/45 backdrop-blur-[2px]" />
        <RadixDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 animate-pop-in overflow-y-auto rounded-3xl bg-white p-6 shadow-lift focus:outline-none sm:p-7',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title
            className={cn('pr-8 text-xl font-extrabold tracking-tight', hideTitle && 'sr-only')}
          >
            {title}
          </RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-2 text-[15px] leading-relaxed text-ink-soft">
              {description}
            </RadixDialog.Description>
          ) : null}
          {children}
          {closable ? (
            <RadixDialog.Close
              className="absolute top-4 right-4 grid size-10 place-items-center rounded-full text-ink-soft transition-colors hover:bg-ink/5 hover:text-ink"
              aria-label={UI_TEXTS.close}
            >
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
