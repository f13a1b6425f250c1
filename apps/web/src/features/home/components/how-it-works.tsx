import { HOME_TEXTS, PAGE_IMAGE } from '@inkling/contracts/messages';
import type { LucideIcon } from 'lucide-react';
import MessageCircle from 'lucide-react/icons/message-circle';
import Printer from 'lucide-react/icons/printer';
import WandSparkles from 'lucide-react/icons/wand-sparkles';

/** Icon and tint of each step, by the icon key of HOME_TEXTS.steps. */
const STEP_LOOKS: Record<(typeof HOME_TEXTS.steps)[number]['icon'], { icon: LucideIcon; tint: string }> = {
  idea: { icon: MessageCircle, tint: 'bg-sky-soft text-[#1d6fc0]' },
  draw: { icon: WandSparkles, tint: 'bg-grape-soft text-grape-dark' },
  print: { icon: Printer, tint: 'bg-tangerine-soft text-[#c2410c]' },
};

/**
 * Example pages, picked up at build time if the README's six docs/examples/*.png exist (URLs
 * only, loaded lazily). Not every picture there is an example page: photo-comparison*.png
 * (docs/photos.md, ~1.3 MB) and scene-table-*.png are documentation figures.
 */
const EXAMPLES = Object.entries(
  import.meta.glob<string>(
    '../../../../../../docs/examples/{dinosaur-ice-cream-moon,adorable-puppy,underwater-fish-coral,racecar-driver,castle-in-the-clouds,toddler-friendly-dinosaur}.png',
    {
      eager: true,
      query: '?url',
      import: 'default',
    },
  ),
)
  .slice(0, 6)
  .map(([path, url]) => {
    const words = (path.split('/').pop() ?? '').replace(/\.png$/, '').replace(/[-_]+/g, ' ');
    return { url, idea: words.charAt(0).toUpperCase() + words.slice(1) };
  });

/**
 * A short "how it works" strip, then real example pages when the repo has them; picking an
 * example puts its idea into the prompt box.
 */
export function HowItWorks({ onTryIdea }: { onTryIdea: (idea: string) => void }) {
  return (
    <section aria-labelledby="how-heading" className="mx-auto w-full max-w-6xl px-4 sm:px-6">
      <h2 id="how-heading" className="text-center text-2xl font-extrabold tracking-tight sm:text-3xl">
        {HOME_TEXTS.howHeading}
      </h2>
      <ol className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-3">
        {HOME_TEXTS.steps.map((step, index) => {
          const { icon: Icon, tint } = STEP_LOOKS[step.icon];
          return (
            <li
              key={step.title}
              className="flex gap-4 rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/60"
            >
              <span className={`grid size-12 shrink-0 place-items-center rounded-2xl ${tint}`}>
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-bold">
                  <span className="text-ink-soft">{index + 1}. </span>
                  {step.title}
                </h3>
                <p className="mt-1 text-sm leading-relaxed text-ink-soft">{step.text}</p>
              </div>
            </li>
          );
        })}
      </ol>
      {EXAMPLES.length > 0 ? (
        <>
          <h2 className="mt-14 text-center text-2xl font-extrabold tracking-tight sm:text-3xl">
            {HOME_TEXTS.examplesHeading}
          </h2>
          <p className="mt-2 text-center text-ink-soft">{HOME_TEXTS.examplesText}</p>
          <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3">
            {EXAMPLES.map((example, index) => (
              <li key={example.url}>
                <figure className="overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-line/60">
                  <img
                    src={example.url}
                    alt={PAGE_IMAGE.alt(example.idea)}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[17/22] w-full object-contain p-2 sm:p-3"
                  />
                  <figcaption className="flex flex-col gap-1 border-t border-line/60 px-3 py-2 text-sm font-semibold sm:flex-row sm:items-center sm:justify-between sm:py-1.5 sm:pr-1.5 sm:pl-4">
                    <span id={`example-${index}`} className="leading-snug">
                      {example.idea}
                    </span>
                    <button
                      type="button"
                      onClick={() => onTryIdea(example.idea)}
                      aria-describedby={`example-${index}`}
                      className="-ml-3 h-9 shrink-0 self-start rounded-full px-3 font-bold text-grape-dark hover:bg-grape-soft sm:ml-0 sm:self-auto"
                    >
                      {HOME_TEXTS.tryIt}
                    </button>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
