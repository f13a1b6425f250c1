import { MessageCircle, Printer, WandSparkles } from 'lucide-react';

const STEPS = [
  {
    icon: MessageCircle,
    title: 'Describe an idea',
    text: 'Type anything — a dinosaur eating ice cream on the moon.',
    tint: 'bg-sky-soft text-[#1d6fc0]',
  },
  {
    icon: WandSparkles,
    title: 'We draw the lines',
    text: 'Clean, bold black outlines ready for crayons in seconds.',
    tint: 'bg-grape-soft text-grape-dark',
  },
  {
    icon: Printer,
    title: 'Print and color',
    text: 'Download or print a full letter page and start coloring.',
    tint: 'bg-tangerine-soft text-[#c2410c]',
  },
];

/** Example pages, picked up at build time if docs/examples/*.png exist (URLs only, loaded lazily). */
const EXAMPLES = Object.entries(
  import.meta.glob<string>('../../../../../../docs/examples/*.png', {
    eager: true,
    query: '?url',
    import: 'default',
  }),
)
  .slice(0, 3)
  .map(([path, url]) => ({
    url,
    name: (path.split('/').pop() ?? '').replace(/\.png$/, '').replace(/[-_]+/g, ' '),
  }));

/** A short "how it works" strip, with real example pages when the repo has them. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="mx-auto w-full max-w-6xl px-4 sm:px-6">
      <h2 id="how-heading" className="text-center text-2xl font-extrabold tracking-tight sm:text-3xl">
        How it works
      </h2>
      <ol className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-3">
        {STEPS.map((step, index) => (
          <li
            key={step.title}
            className="flex gap-4 rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/60"
          >
            <span className={`grid size-12 shrink-0 place-items-center rounded-2xl ${step.tint}`}>
              <step.icon className="size-6" aria-hidden="true" />
            </span>
            <div>
              <h3 className="font-bold">
                <span className="text-ink-soft">{index + 1}. </span>
                {step.title}
              </h3>
              <p className="mt-1 text-sm leading-relaxed text-ink-soft">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      {EXAMPLES.length > 0 ? (
        <ul className="mt-6 grid grid-cols-3 gap-3 sm:gap-5">
          {EXAMPLES.map((example) => (
            <li
              key={example.url}
              className="overflow-hidden rounded-2xl bg-white p-2 shadow-card ring-1 ring-line/60"
            >
              <img
                src={example.url}
                alt={`Coloring page: ${example.name}`}
                loading="lazy"
                className="aspect-[17/22] w-full object-contain"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
