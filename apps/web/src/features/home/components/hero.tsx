import { HERO } from '@inkling/contracts/messages';

/** Hero heading and subline (spec core "Home"). */
export function Hero() {
  return (
    <div className="text-center">
      <p className="mx-auto mb-4 inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-bold text-ink-soft shadow-sm ring-1 ring-line">
        <span className="size-2 rounded-full bg-leaf" aria-hidden="true" />
        Kid-safe · Printable · Free to start
      </p>
      <h1 className="mx-auto max-w-4xl text-[2.35rem] leading-[1.08] font-black tracking-tight text-balance sm:text-6xl">
        {HERO.heading.split(' ').map((word, index, words) =>
          index >= words.length - 2 ? (
            <span key={`${word}-${index}`} className="relative whitespace-nowrap text-grape">
              {word}
              {/* null, not '': an empty text node has no server markup and fails hydration */}
              {index < words.length - 1 ? ' ' : null}
            </span>
          ) : (
            `${word} `
          ),
        )}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-ink-soft sm:text-xl">{HERO.subline}</p>
    </div>
  );
}
