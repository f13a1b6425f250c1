import { HOME_TEXTS, SUGGESTION_CHIPS } from '@inkling/contracts/messages';
import type { LucideIcon } from 'lucide-react';
import Car from 'lucide-react/icons/car';
import Crown from 'lucide-react/icons/crown';
import Dog from 'lucide-react/icons/dog';
import Rocket from 'lucide-react/icons/rocket';
import Sparkles from 'lucide-react/icons/sparkles';

const ICONS: Array<{ words: string[]; icon: LucideIcon; tint: string }> = [
  { words: ['racecar', 'driver'], icon: Car, tint: 'bg-tangerine-soft text-[#c2410c]' },
  { words: ['princess', 'beautiful'], icon: Crown, tint: 'bg-berry-soft text-berry' },
  { words: ['puppy', 'adorable'], icon: Dog, tint: 'bg-sun-soft text-[#a16207]' },
  { words: ['astronaut', 'superhero'], icon: Rocket, tint: 'bg-sky-soft text-[#1d6fc0]' },
];

/** Picks the chip icon by keyword (spec core "Suggestion chips"). */
export function chipStyle(label: string): { icon: LucideIcon; tint: string } {
  const lower = label.toLowerCase();
  return (
    ICONS.find((entry) => entry.words.some((word) => lower.includes(word))) ?? {
      icon: Sparkles,
      tint: 'bg-grape-soft text-grape-dark',
    }
  );
}

/** The four suggestion chips; clicking one fills the prompt. */
export function SuggestionChips({ onPick }: { onPick: (prompt: string) => void }) {
  return (
    <ul className="flex flex-wrap justify-center gap-1.5 sm:gap-2.5" aria-label={HOME_TEXTS.suggestions}>
      {SUGGESTION_CHIPS.map((label) => {
        const { icon: Icon, tint } = chipStyle(label);
        return (
          <li key={label}>
            <button
              type="button"
              onClick={() => onPick(label)}
              className="flex h-11 items-center gap-1 rounded-full border-2 border-line bg-white py-1 pr-2.5 pl-1 text-[13px] font-semibold shadow-sm transition hover:-translate-y-0.5 hover:border-grape/40 hover:shadow-card sm:gap-2 sm:pr-4 sm:pl-1.5 sm:text-[15px]"
            >
              <span className={`grid size-7 shrink-0 place-items-center rounded-full sm:size-8 ${tint}`}>
                <Icon className="size-4 sm:size-4.5" aria-hidden="true" />
              </span>
              {label}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
