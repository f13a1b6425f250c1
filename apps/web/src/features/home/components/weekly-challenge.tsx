import { CHALLENGE_TEXTS } from '@inkling/contracts/challenge';
import Trophy from 'lucide-react/icons/sparkles';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { rememberJoined, useChallenge } from '../../../lib/api/challenge';
import { toast } from '../../../lib/toast';

/**
 * This week's challenge on home (issue 34): the theme, "Join the challenge" (the theme goes
 * into the prompt box; this browser remembers it joined, so the share dialog offers to tag
 * the post) and a link to the challenge gallery. Nothing shows until the theme has loaded
 * (the prerendered home page has no challenge; the box keeps its height meanwhile).
 */
export function WeeklyChallenge({ onJoin }: { onJoin: (theme: string) => void }) {
  const challenge = useChallenge();
  if (!challenge.data)
    return <div className="min-h-[132px] w-full max-w-3xl sm:min-h-[84px]" aria-hidden="true" />;
  const { theme, week } = challenge.data;
  const join = () => {
    rememberJoined(week);
    onJoin(theme);
    toast.success(CHALLENGE_TEXTS.joined);
  };
  return (
    <section
      aria-labelledby="weekly-challenge-heading"
      data-testid="weekly-challenge"
      className="flex w-full max-w-3xl flex-col items-start gap-3 rounded-3xl bg-sun-soft px-5 py-4 ring-1 ring-sun/60 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-sun">
          <Trophy className="size-5 text-ink" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-bold tracking-wide text-ink-soft uppercase">{CHALLENGE_TEXTS.kicker}</p>
          <h2 id="weekly-challenge-heading" className="text-lg leading-snug font-extrabold">
            {CHALLENGE_TEXTS.heading(theme)}
          </h2>
          <Link to={paths.challenge} className="text-sm font-semibold text-grape-dark underline">
            {CHALLENGE_TEXTS.seeGallery}
          </Link>
        </div>
      </div>
      <Button onClick={join} className="w-full sm:w-auto">
        {CHALLENGE_TEXTS.join}
      </Button>
    </section>
  );
}
