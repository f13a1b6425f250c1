import { useEffect, useState } from 'react';

const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/**
 * True while a modal dialog (Radix: `role="dialog"` with `data-state="open"`) is in the
 * page. The toast area uses it to move toasts to the top while one is open: dialogs keep
 * their buttons at the bottom, where bottom-centre toasts covered Submit and Cancel (issue 32).
 */
export function useModalDialogOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const update = () => setOpen(document.querySelector(OPEN_DIALOG) !== null);
    update();
    // Dialogs are portals: added to <body> when they open, removed once they have closed, so
    // its own children are all there is to watch (not every change in the page).
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true });
    return () => observer.disconnect();
  }, []);
  return open;
}
