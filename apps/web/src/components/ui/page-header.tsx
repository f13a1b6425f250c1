import type { ReactNode } from 'react';

interface PageHeaderProps {
  /** The small uppercase label above the title, e.g. "Roadmap". */
  eyebrow: string;
  /** The page's one h1. */
  title: ReactNode;
  /** The intro paragraph under the title. */
  children: ReactNode;
}

/** The centred eyebrow + h1 + intro that opens each content page (features, about, support, training…). */
export function PageHeader({ eyebrow, title, children }: PageHeaderProps) {
  return (
    <header className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-grape-dark uppercase">{eyebrow}</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
      <p className="mt-4 text-lg text-ink-soft text-pretty">{children}</p>
    </header>
  );
}
