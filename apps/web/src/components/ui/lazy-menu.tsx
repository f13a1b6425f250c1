import { type ComponentType, type ReactNode, Suspense, useState } from 'react';

/** What a lazily loaded menu gets: it renders its own Radix trigger, open from the start. */
export interface LazyMenuProps {
  defaultOpen: true;
}

interface LazyMenuTriggerProps<P extends object> {
  /** The menu (React.lazy): a Radix DropdownMenu with `defaultOpen` and the same trigger. */
  menu: ComponentType<P & LazyMenuProps>;
  /** The menu's own props. */
  menuProps: P;
  /** Starts loading the menu's code (the same import as `menu`'s). */
  preload: () => unknown;
  className: string;
  label?: string;
  children: ReactNode;
}

/**
 * A dropdown menu whose code (Radix, floating-ui: ~20 KB gzipped) loads on first use instead
 * of with the page (issue 18: the first screen's JavaScript). Until the first click it is a
 * plain closed menu button, the same markup as the prerendered one; hovering or focusing it
 * starts the download, clicking it (or Enter, Space, ArrowDown on it, as on a Radix trigger)
 * renders `menu` open (its own trigger in the same place, where Radix returns focus when the
 * menu closes).
 */
export function LazyMenuTrigger<P extends object>({
  menu: Menu,
  menuProps,
  preload,
  className,
  label,
  children,
}: LazyMenuTriggerProps<P>) {
  const [used, setUsed] = useState(false);
  const button = (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={() => preload()}
      onFocus={() => preload()}
      onClick={() => setUsed(true)}
      onKeyDown={(event) => {
        // The keys that open a Radix menu from its trigger.
        if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        setUsed(true);
      }}
    >
      {children}
    </button>
  );
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <Menu {...menuProps} defaultOpen />
    </Suspense>
  );
}
