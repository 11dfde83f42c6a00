import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';

type SpinnerProps = {
  /** Read by screen readers; pass null when a surrounding element already announces the busy state. */
  label?: string | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

const sizes = { sm: 'size-4', md: 'size-5', lg: 'size-8' } as const;

export function Spinner({ label = 'Loading', size = 'md', className }: SpinnerProps) {
  const icon = <LoaderCircle aria-hidden="true" className={clsx('animate-spin', sizes[size], className)} />;
  if (label === null) return icon;
  return (
    <span role="status" className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
