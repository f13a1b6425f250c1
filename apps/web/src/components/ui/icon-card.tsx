import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A list item card with an icon in a soft coloured badge, a title (h3) and a short text:
 * the feature cards on /features, the values on /about and the why-join cards on /jobs.
 * Render it inside a `<ul>`. `tone` is the badge's background and icon colour classes
 * (AA contrast pairs such as 'bg-sky-soft text-[#165593]'); the brand grape by default.
 */
export function IconCard({
  icon: Icon,
  title,
  tone = 'bg-grape-soft text-grape-dark',
  children,
}: {
  icon: LucideIcon;
  title: string;
  tone?: string;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col rounded-3xl border border-line bg-white p-6 shadow-card">
      <span className={`inline-flex size-12 items-center justify-center rounded-2xl ${tone}`}>
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h3 className="mt-4 text-lg font-bold">{title}</h3>
      <p className="mt-2 leading-relaxed text-ink-soft">{children}</p>
    </li>
  );
}
