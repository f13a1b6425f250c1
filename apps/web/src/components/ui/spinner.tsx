import LoaderCircle from 'lucide-react/icons/loader-circle';
import { cn } from '../../lib/cn';

/** A spinning loader icon; decorative unless given a label. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <LoaderCircle
      className={cn('animate-spin', className)}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
    />
  );
}
