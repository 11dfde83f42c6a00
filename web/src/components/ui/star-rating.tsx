import { clsx } from 'clsx';
import { Star, StarHalf } from 'lucide-react';

type StarRatingProps = { rating: number; max?: number; className?: string };

/** Stars rounded to the nearest half, announced as one image: 'Rated 4.5 out of 5'. */
export function StarRating({ rating, max = 5, className }: StarRatingProps) {
  const halves = Math.round(Math.min(Math.max(rating, 0), max) * 2);
  return (
    <div
      role="img"
      aria-label={`Rated ${halves / 2} out of ${max}`}
      className={clsx('flex gap-0.5', className)}
    >
      {Array.from({ length: max }, (_, index) => {
        const fill = halves - index * 2;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: stars are positional and never reorder
          <span key={index} className="relative inline-flex size-4">
            <Star aria-hidden="true" className="absolute inset-0 size-4 text-border-strong" />
            {fill >= 2 && (
              <Star aria-hidden="true" className="absolute inset-0 size-4 fill-warning text-warning" />
            )}
            {fill === 1 && (
              <StarHalf aria-hidden="true" className="absolute inset-0 size-4 fill-warning text-warning" />
            )}
          </span>
        );
      })}
    </div>
  );
}
