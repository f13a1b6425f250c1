import { REDEEM_TEXTS, type RedeemResult } from '@inkling/contracts/codes';
import Gift from 'lucide-react/icons/gift';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { useRequestSignIn } from '../../../components/auth/sign-in-context';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/api/get-session';
import { isApiError } from '../../../lib/api-client';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useRedeemCode } from '../api/redeem-code';

const inputClass =
  'mt-1.5 h-12 w-full rounded-xl border-2 border-line bg-white px-3.5 font-mono text-lg tracking-wider uppercase transition-colors focus:border-grape';

/** /redeem (issue 34): a signed-in family types a promo code; the answer says what it did. */
export function RedeemPage() {
  useDocumentMeta({ title: REDEEM_TEXTS.title, description: REDEEM_TEXTS.intro });
  const session = useSession();
  const requestSignIn = useRequestSignIn();
  const redeem = useRedeemCode();
  const [code, setCode] = useState('');
  const [result, setResult] = useState<RedeemResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const messageId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    setError(null);
    setResult(null);
    redeem.mutate(code, {
      onSuccess: (answer) => {
        setResult(answer);
        if (answer.kind === 'credits') setCode('');
      },
      // Every refusal of this endpoint carries a sentence written for the family.
      onError: (err) => setError(isApiError(err) ? err.message : REDEEM_TEXTS.notFound),
    });
  };

  if (session.isPending) {
    return (
      <div className="grid flex-1 place-items-center py-24">
        <Spinner className="size-8 text-grape" label={REDEEM_TEXTS.title} />
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col items-center px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader eyebrow={REDEEM_TEXTS.eyebrow} title={REDEEM_TEXTS.title}>
        {REDEEM_TEXTS.intro}
      </PageHeader>
      <div className="mt-10 w-full max-w-md rounded-3xl border-2 border-line bg-white p-6 shadow-card">
        {session.data?.user ? (
          <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
            <div>
              <label htmlFor={inputId} className="text-sm font-semibold">
                {REDEEM_TEXTS.label}
              </label>
              <input
                id={inputId}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                placeholder={REDEEM_TEXTS.placeholder}
                maxLength={64}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                aria-invalid={error ? true : undefined}
                aria-describedby={error || result ? messageId : undefined}
                className={inputClass}
              />
            </div>
            <Button type="submit" size="lg" loading={redeem.isPending} disabled={!code.trim()}>
              <Gift className="size-5" aria-hidden="true" />
              {REDEEM_TEXTS.submit}
            </Button>
            {error ? (
              <p id={messageId} role="alert" className="text-sm font-medium text-berry">
                {error}
              </p>
            ) : null}
            {result ? (
              <div id={messageId} role="status" className="flex flex-col gap-3 rounded-2xl bg-grape-soft p-4">
                <p className="font-semibold">{result.message}</p>
                {result.kind === 'percent' ? (
                  <Link
                    to={`${paths.pricing}?code=${encodeURIComponent(result.code)}`}
                    className={buttonClasses('primary', 'md')}
                  >
                    {REDEEM_TEXTS.choosePack}
                  </Link>
                ) : null}
              </div>
            ) : null}
          </form>
        ) : (
          <div className="flex flex-col items-center gap-4 text-center">
            <p className="text-ink-soft">{REDEEM_TEXTS.signInRequired}</p>
            <Button size="lg" onClick={() => requestSignIn()}>
              {REDEEM_TEXTS.signIn}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
