import { localSignInSchema, type Session } from '@inkling/contracts/api';
import { LOCAL_SIGN_IN, SIGN_IN_DIALOG } from '@inkling/contracts/messages';
import Info from 'lucide-react/icons/info';
import { type FormEvent, useId, useState } from 'react';
import { useSignInLocally } from '../../lib/api/sign-in-locally';
import { useApiError } from '../../lib/use-api-error';
import { Button } from '../ui/button';

type Field = 'name' | 'email';

const inputClass =
  'h-12 w-full rounded-2xl border-2 border-line bg-white px-4 text-base text-ink placeholder:text-ink-soft/70 focus:border-grape focus:outline-none aria-[invalid=true]:border-berry';

/**
 * Local-mode sign-in (only while Google is not configured): a name and an e-mail,
 * validated with contracts' localSignInSchema, sent to POST /api/local-auth/sign-in.
 */
export default function LocalSignInForm({ onSignedIn }: { onSignedIn: (session: Session) => void }) {
  const id = useId();
  const [values, setValues] = useState({ name: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const signIn = useSignInLocally();
  const showError = useApiError();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = localSignInSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      document.getElementById(`${id}-${next.name ? 'name' : 'email'}`)?.focus();
      return;
    }
    setErrors({});
    signIn.mutate(parsed.data, {
      onSuccess: onSignedIn,
      onError: (error) => showError(error, LOCAL_SIGN_IN.failed),
    });
  };

  const field = (name: Field, label: string, type: string, autoComplete: string) => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-${name}`} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        className={inputClass}
      />
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="text-sm font-medium text-berry">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4 rounded-3xl border-2 border-dashed border-line p-4"
    >
      <p className="flex gap-2 rounded-2xl bg-sky-soft p-3 text-sm leading-relaxed">
        <Info className="mt-0.5 size-4 shrink-0 text-sky" aria-hidden="true" />
        <span>{SIGN_IN_DIALOG.localNotice}</span>
      </p>
      {field('name', LOCAL_SIGN_IN.nameLabel, 'text', 'name')}
      {field('email', LOCAL_SIGN_IN.emailLabel, 'email', 'email')}
      <Button type="submit" size="lg" loading={signIn.isPending} className="w-full">
        {LOCAL_SIGN_IN.submit}
      </Button>
    </form>
  );
}
