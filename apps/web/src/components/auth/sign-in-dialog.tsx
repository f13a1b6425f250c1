import type { Session } from '@inkling/contracts/api';
import { PURCHASE_TEXTS } from '@inkling/contracts/credit-messages';
import { SIGN_IN_DIALOG } from '@inkling/contracts/messages';
import { CREDIT_PACKS, formatPrice } from '@inkling/contracts/pricing';
import KeyRound from 'lucide-react/icons/key-round';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/api/get-session';
import { useSignInWithGoogle } from '../../lib/api/sign-in-with-google';
import { toast } from '../../lib/toast';
import { useApiError } from '../../lib/use-api-error';
import { usePurchase } from '../../lib/use-purchase';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Spinner } from '../ui/spinner';

const LocalSignInForm = lazy(() => import('./local-sign-in-form'));

function GoogleLogo() {
  return (
    <svg viewBox="0 0 48 48" className="size-5" aria-hidden="true">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

export interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignedIn: (session: Session) => void;
  /** Purchase mode (spec core "Sign-in dialog"; the Starter pack of the one catalog, DESIGN decision 3). */
  purchase?: boolean;
}

const STARTER = CREDIT_PACKS.find((p) => p.id === 'starter')!;
const STARTER_PRICE = formatPrice(STARTER.priceCents);

/**
 * The sign-up dialog (spec core "Sign-in dialog"): Google sign-in when configured, the
 * local stand-in form otherwise (DESIGN "Configuration"), and the Terms/Privacy notice.
 */
export function SignInDialog({ open, onOpenChange, onSignedIn, purchase = false }: SignInDialogProps) {
  const { buy, pendingPackId } = usePurchase();
  const { data: session, isPending } = useSession();
  const [showLocal, setShowLocal] = useState(false);
  const google = useSignInWithGoogle();
  const showError = useApiError();
  const redirecting = google.isPending || google.isSuccess;
  const resetGoogle = google.reset;

  useEffect(() => {
    if (!open) {
      setShowLocal(false);
      resetGoogle();
    }
  }, [open, resetGoogle]);

  const mode = session?.mode;
  const onGoogle = () =>
    google.mutate(undefined, { onError: (error) => showError(error, SIGN_IN_DIALOG.googleFailed) });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={purchase ? SIGN_IN_DIALOG.purchaseTitle : SIGN_IN_DIALOG.title}
      description={purchase ? PURCHASE_TEXTS.dialogText(STARTER.credits, STARTER_PRICE) : SIGN_IN_DIALOG.text}
    >
      <div className="mt-6 flex flex-col gap-3">
        {purchase ? (
          <Button
            size="lg"
            className="w-full max-sm:px-4"
            loading={pendingPackId !== null}
            onClick={() => (session?.user ? buy(STARTER.id) : toast.error(PURCHASE_TEXTS.signInRequired))}
          >
            {PURCHASE_TEXTS.buyButton(STARTER_PRICE)}
          </Button>
        ) : null}
        {isPending ? (
          <div className="grid place-items-center py-4">
            <Spinner className="size-6 text-grape" label={SIGN_IN_DIALOG.loadingOptions} />
          </div>
        ) : null}
        {mode?.googleSignIn ? (
          <Button
            variant="outline"
            size="lg"
            onClick={onGoogle}
            loading={redirecting}
            className="w-full max-sm:px-4"
          >
            {redirecting ? null : <GoogleLogo />}
            {SIGN_IN_DIALOG.googleButton}
          </Button>
        ) : null}
        {mode?.localSignIn && !showLocal ? (
          <Button
            variant={mode.googleSignIn ? 'secondary' : 'primary'}
            size="lg"
            onClick={() => setShowLocal(true)}
            className="w-full max-sm:px-4"
          >
            <KeyRound className="size-5" aria-hidden="true" />
            {SIGN_IN_DIALOG.localButton}
          </Button>
        ) : null}
        {mode?.localSignIn && showLocal ? (
          <Suspense
            fallback={
              <div className="grid place-items-center py-6">
                <Spinner className="size-6 text-grape" />
              </div>
            }
          >
            <LocalSignInForm onSignedIn={onSignedIn} />
          </Suspense>
        ) : null}
        {mode && !mode.googleSignIn && !mode.localSignIn ? (
          <p className="rounded-2xl bg-sun-soft p-4 text-sm">{SIGN_IN_DIALOG.unavailable}</p>
        ) : null}
      </div>
      <p className="mt-6 text-center text-xs leading-relaxed text-ink-soft">
        {SIGN_IN_DIALOG.noticePrefix}{' '}
        <Link
          to={paths.terms}
          className="font-semibold text-grape-dark underline underline-offset-2"
          onClick={() => onOpenChange(false)}
        >
          {SIGN_IN_DIALOG.noticeTerms}
        </Link>{' '}
        {SIGN_IN_DIALOG.noticeAnd}{' '}
        <Link
          to={paths.privacy}
          className="font-semibold text-grape-dark underline underline-offset-2"
          onClick={() => onOpenChange(false)}
        >
          {SIGN_IN_DIALOG.noticePrivacy}
        </Link>
        .
      </p>
    </Dialog>
  );
}
