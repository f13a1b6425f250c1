import type { BookViewMode } from '@inkling/contracts/book';
import { VIEW_TOGGLE_TEXTS } from '@inkling/contracts/book-ui';
import BookOpen from 'lucide-react/icons/book-open';
import Image from 'lucide-react/icons/image';
import { cn } from '../../../../lib/cn';

/**
 * Single page ↔ Book (issue 11): two toggle buttons (aria-pressed) in one labelled group.
 * The choice is remembered per project by the caller (PATCH the book's viewMode).
 */
export function ViewToggle({
  value,
  onChange,
  className,
}: {
  value: BookViewMode;
  onChange: (mode: BookViewMode) => void;
  className?: string;
}) {
  const options = [
    { mode: 'single', label: VIEW_TOGGLE_TEXTS.single, Icon: Image },
    { mode: 'book', label: VIEW_TOGGLE_TEXTS.book, Icon: BookOpen },
  ] as const;
  return (
    <fieldset className={cn('inline-flex shrink-0 rounded-full border-0 bg-ink/5 p-1', className)}>
      <legend className="sr-only">{VIEW_TOGGLE_TEXTS.label}</legend>
      {options.map(({ mode, label, Icon }) => (
        <button
          key={mode}
          type="button"
          aria-pressed={value === mode}
          onClick={() => value !== mode && onChange(mode)}
          className={cn(
            'inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold whitespace-nowrap transition-colors sm:px-3.5',
            value === mode ? 'bg-white text-ink shadow-sm' : 'text-ink-soft hover:text-ink',
          )}
        >
          <Icon className="size-4 max-sm:hidden" aria-hidden="true" />
          {label}
        </button>
      ))}
    </fieldset>
  );
}
