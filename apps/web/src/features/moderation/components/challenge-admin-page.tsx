import { CHALLENGE_TEXTS, type Challenge, setChallengeThemeSchema } from '@inkling/contracts/challenge';
import { MODERATION_TEXTS } from '@inkling/contracts/community';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { NotFoundView } from '../../../components/layout/not-found-view';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/api/get-session';
import { toast } from '../../../lib/toast';
import { useApiError } from '../../../lib/use-api-error';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useChallengeWeeks, useSetChallengeTheme } from '../api/moderation';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** One week: its theme (built in or a moderator's), a field to set another, and Reset. */
function WeekRow({ week }: { week: Challenge }) {
  const id = useId();
  const [theme, setTheme] = useState(week.theme);
  const save = useSetChallengeTheme();
  const showApiError = useApiError();
  const valid = setChallengeThemeSchema.safeParse({ theme }).success && theme.trim() !== week.theme;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    save.mutate(
      { week: week.week, theme },
      {
        onSuccess: (next) => {
          setTheme(next.theme);
          toast.success(CHALLENGE_TEXTS.adminSaved);
        },
        onError: (error) => showApiError(error, CHALLENGE_TEXTS.adminFailed),
      },
    );
  };
  const reset = () =>
    save.mutate(
      { week: week.week, theme: null },
      {
        onSuccess: (next) => setTheme(next.theme),
        onError: (error) => showApiError(error, CHALLENGE_TEXTS.adminFailed),
      },
    );
  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-line/60">
      <form onSubmit={onSubmit} className="flex flex-col gap-2">
        <label htmlFor={id} className="text-sm font-semibold">
          {CHALLENGE_TEXTS.adminThemeLabel(week.week)} · {dateFormat.format(new Date(week.startsAt))}{' '}
          <span className="font-normal text-ink-soft">
            (
            {week.source === 'moderator' ? CHALLENGE_TEXTS.adminSetByModerator : CHALLENGE_TEXTS.adminBuiltIn}
            )
          </span>
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={id}
            value={theme}
            onChange={(event) => setTheme(event.target.value)}
            maxLength={80}
            className="h-11 w-full min-w-0 shrink-0 rounded-xl border-2 border-line bg-white px-3.5 text-[15px] focus:border-grape sm:w-auto sm:flex-1"
          />
          <Button type="submit" disabled={!valid} loading={save.isPending}>
            {CHALLENGE_TEXTS.adminSave}
          </Button>
          {week.source === 'moderator' ? (
            <Button variant="outline" onClick={reset} disabled={save.isPending}>
              {CHALLENGE_TEXTS.adminReset}
            </Button>
          ) : null}
        </div>
      </form>
    </li>
  );
}

/** /moderation/challenge (issue 34): moderators set a week's challenge theme; 404 page for others. */
export function ChallengeAdminPage() {
  useDocumentMeta({ title: CHALLENGE_TEXTS.adminHeading, description: CHALLENGE_TEXTS.adminIntro });
  const session = useSession();
  const moderator = Boolean(session.data?.moderation);
  const weeks = useChallengeWeeks(moderator);
  if (session.isPending || (moderator && weeks.isPending)) {
    return (
      <div className="grid flex-1 place-items-center py-24">
        <Spinner className="size-8 text-grape" label={CHALLENGE_TEXTS.adminHeading} />
      </div>
    );
  }
  if (!moderator || weeks.isError) return <NotFoundView />;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-3">
        <Link to={paths.moderation} className="text-sm font-semibold text-grape-dark underline">
          ← {MODERATION_TEXTS.heading}
        </Link>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{CHALLENGE_TEXTS.adminHeading}</h1>
        <p className="text-ink-soft">{CHALLENGE_TEXTS.adminIntro}</p>
      </header>
      <ul className="flex flex-col gap-3">
        {weeks.data?.weeks.map((week) => (
          <WeekRow key={`${week.week}:${week.theme}`} week={week} />
        ))}
      </ul>
    </div>
  );
}
