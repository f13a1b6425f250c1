import type { Session } from '@inkling/contracts/api';
import { SIGN_IN_DIALOG } from '@inkling/contracts/messages';
import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { SignInContext, type SignInRequest } from './sign-in-context';

// The dialog's code (Radix dialog, the forms) loads when it is first asked for (issue 18).
const SignInDialog = lazy(async () => ({ default: (await import('./sign-in-dialog')).SignInDialog }));

/** Holds the one sign-up dialog of the app (its code loaded when first opened) and lets any component open it. */
export function SignInProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const pending = useRef<SignInRequest | undefined>(undefined);
  const [purchase, setPurchase] = useState(false);
  const [wanted, setWanted] = useState(false);

  const request = useCallback((next?: SignInRequest) => {
    pending.current = next;
    setPurchase(Boolean(next?.purchase));
    setWanted(true);
    setOpen(true);
  }, []);

  const onSignedIn = useCallback((session: Session) => {
    setOpen(false);
    const resume = pending.current?.onSignedIn;
    pending.current = undefined;
    // Let the dialog close (and focus return to the opener) before resuming.
    if (resume) window.setTimeout(() => resume(session), 50);
    else toast.success(SIGN_IN_DIALOG.welcome(session.user?.name));
  }, []);

  const onOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    if (!next) pending.current = undefined;
  }, []);

  return (
    <SignInContext.Provider value={request}>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <SignInDialog open={open} onOpenChange={onOpenChange} onSignedIn={onSignedIn} purchase={purchase} />
        </Suspense>
      ) : null}
    </SignInContext.Provider>
  );
}
