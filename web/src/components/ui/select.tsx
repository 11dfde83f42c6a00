import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';

/** A native select styled like Input: keyboard, screen reader and mobile pickers work as users expect. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={clsx('relative', className)}>
      <select
        className={clsx(
          'focus-ring h-10 w-full appearance-none rounded-control border border-border-strong bg-surface pr-9 pl-3 text-sm text-foreground shadow-soft transition-colors',
          'hover:border-muted/60 disabled:cursor-not-allowed disabled:opacity-60',
          'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger',
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
