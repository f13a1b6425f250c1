import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'outline';
type Size = 'sm' | 'md' | 'lg' | 'icon';

const variants: Record<Variant, string> = {
  primary: 'bg-grape text-white shadow-sm hover:bg-grape-dark active:translate-y-px',
  secondary: 'bg-grape-soft text-grape-dark hover:bg-[#e3dbff]',
  outline: 'border-2 border-line bg-white text-ink hover:border-grape/40 hover:bg-grape-soft/40',
  ghost: 'text-ink-soft hover:bg-ink/5 hover:text-ink',
  danger: 'bg-berry text-white hover:bg-[#bf2656]',
};

const sizes: Record<Size, string> = {
  sm: 'h-9 gap-1.5 rounded-full px-3.5 text-sm',
  md: 'h-11 gap-2 rounded-full px-5 text-[15px]',
  lg: 'h-13 gap-2 rounded-full px-7 text-base',
  icon: 'size-11 rounded-full',
};

/** Shared class names for links styled as buttons. */
export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', className?: string): string {
  return cn(
    // Icons keep their size when a long label meets a narrow screen (390 px).
    'inline-flex shrink-0 items-center justify-center font-semibold whitespace-nowrap transition-colors duration-150 select-none disabled:pointer-events-none disabled:opacity-50 [&_svg]:shrink-0',
    variants[variant],
    sizes[size],
    className,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
  /** Shows a spinner instead of the icon and disables the button. */
  loading?: boolean;
}

/** The app's button: large tap targets (≥ 36 px), rounded, with a visible focus ring. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    className,
    children,
    disabled,
    type = 'button',
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner className="size-4" /> : null}
      {children}
    </button>
  );
});
