import { useLayoutEffect, useRef } from 'react';

/**
 * Dialogs opened from code (not from a Radix Trigger) would drop focus on the page body when
 * they close. This remembers what had focus when `open` turned true and returns an
 * `onCloseAutoFocus` handler that puts focus back there (WCAG 2.4.3 focus order).
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog's own (passive) effect moves focus inside it.
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  return (event: Event) => {
    const element = opener.current;
    if (element?.isConnected && element !== document.body) {
      event.preventDefault();
      element.focus();
    }
  };
}
