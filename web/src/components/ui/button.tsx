import { clsx } from 'clsx';
import { type ComponentProps, cloneElement, isValidElement, type ReactElement } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and shows a spinner; `loadingText` replaces the label (e.g. 'Signing In...'). */
  loading?: boolean;
  loadingText?: string;
  /** Render the single child (e.g. a router Link) with the button's styles. */
  asChild?: boolean;
};

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-foreground shadow-soft hover:bg-primary-hover',
  secondary: 'border border-border-strong bg-surface text-foreground shadow-soft hover:bg-surface-muted',
  ghost: 'text-foreground hover:bg-surface-muted',
  destructive: 'bg-danger text-on-status shadow-soft hover:bg-danger-hover',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 gap-1.5 px-3 text-sm',
  md: 'h-10 gap-2 px-4 text-sm',
  lg: 'h-12 gap-2 px-6 text-base',
  icon: 'size-10',
};

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingText,
  asChild = false,
  className,
  disabled,
  type,
  children,
  ...props
}: ButtonProps) {
  const classes = clsx(
    'focus-ring inline-flex shrink-0 cursor-pointer items-center justify-center rounded-control font-medium whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55',
    variants[variant],
    sizes[size],
    className,
  );

  if (asChild) return withButtonProps(children, { ...props, className: classes });

  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner size="sm" label={null} />}
      {loading && loadingText ? loadingText : children}
    </button>
  );
}

type AnyProps = Record<string, unknown>;

/**
 * `asChild`: the single child element (a router Link, say) gets the button's props, as Radix's Slot
 * would do it: classes and styles merged, the child's own props winning otherwise, event handlers
 * of both called (the child's first). Kept here instead of Radix's Slot, which every page would
 * download with the landing page.
 */
function withButtonProps(children: ComponentProps<'button'>['children'], slotProps: AnyProps) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<AnyProps>;
  const merged: AnyProps = { ...slotProps, ...child.props };
  for (const [name, slotValue] of Object.entries(slotProps)) {
    const childValue = child.props[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[name] = (...args: unknown[]) => {
        childValue(...args);
        slotValue(...args);
      };
    }
  }
  merged.className = clsx(slotProps.className as string, child.props.className as string);
  merged.style = { ...(slotProps.style as object), ...(child.props.style as object) };
  return cloneElement(child, merged);
}
