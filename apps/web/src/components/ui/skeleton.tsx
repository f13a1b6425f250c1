import { cn } from '../../lib/cn';

/** A soft pulsing placeholder block shown while content loads. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-shimmer rounded-2xl bg-paper-deep', className)} />;
}
