import { cn } from '../../../lib/cn';

/** Soft background + AA-contrast text per seeded category; other categories get the brand tone. */
const TONES: Record<string, string> = {
  Tips: 'bg-sun-soft text-[#8a5a00]',
  Education: 'bg-sky-soft text-[#165593]',
  Activities: 'bg-tangerine-soft text-[#b34a1c]',
  Guides: 'bg-leaf-soft text-[#17794a]',
  Product: 'bg-berry-soft text-[#b0264f]',
};

/** A post's category as a small coloured pill. */
export function BlogCategory({ category, className }: { category: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-3 py-1 text-sm font-bold',
        TONES[category] ?? 'bg-grape-soft text-grape-dark',
        className,
      )}
    >
      {category}
    </span>
  );
}
