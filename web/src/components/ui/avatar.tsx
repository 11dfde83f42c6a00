import { clsx } from 'clsx';
import { UserRound } from 'lucide-react';

const sizes = { sm: 'size-8 text-xs', lg: 'size-16 text-xl' } as const;

/** Initials in a circle (an icon until they are known). Decorative: the name is shown or labelled nearby. */
export function Avatar({
  initials,
  size = 'sm',
  className,
}: {
  initials: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'flex shrink-0 items-center justify-center rounded-full bg-primary/12 font-semibold text-primary',
        sizes[size],
        className,
      )}
    >
      {initials || <UserRound className="size-1/2" />}
    </span>
  );
}
