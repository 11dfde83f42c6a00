import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={clsx(
        'focus-ring h-10 w-full rounded-control border border-border-strong bg-surface px-3 text-sm text-foreground shadow-soft transition-colors',
        'placeholder:text-muted/80 hover:border-muted/60 disabled:cursor-not-allowed disabled:opacity-60',
        'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger',
        className,
      )}
      {...props}
    />
  );
}
