import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/** A placeholder block shown while content loads; decorative, so hidden from screen readers. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={clsx('animate-pulse rounded-control bg-surface-muted', className)}
      {...props}
    />
  );
}
