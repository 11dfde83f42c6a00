import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export function Textarea({ className, rows = 5, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={clsx(
        'focus-ring w-full rounded-control border border-border-strong bg-surface px-3 py-2 text-sm text-foreground shadow-soft transition-colors',
        'placeholder:text-muted/80 hover:border-muted/60 disabled:cursor-not-allowed disabled:opacity-60',
        'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger',
        className,
      )}
      {...props}
    />
  );
}
