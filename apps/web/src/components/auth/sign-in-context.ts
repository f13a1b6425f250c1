import type { Session } from '@inkling/contracts/api';
import { createContext, useContext } from 'react';

export interface SignInRequest {
  /**
   * Runs once the user has signed in without leaving the page (local sign-in), so the
   * caller can pick up where the user was; without it a plain welcome toast shows.
   */
  onSignedIn?: (session: Session) => void;
  /** Opens the dialog in purchase mode (spec core "Sign-in dialog": "Purchase More Credits"). */
  purchase?: boolean;
}

export const SignInContext = createContext<((request?: SignInRequest) => void) | null>(null);

/** Opens the sign-up dialog; `onSignedIn` lets the caller resume what the user was doing. */
export function useRequestSignIn(): (request?: SignInRequest) => void {
  const open = useContext(SignInContext);
  if (!open) throw new Error('useRequestSignIn needs <SignInProvider>');
  return open;
}
