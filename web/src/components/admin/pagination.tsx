import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../ui/button';

type PaginationProps = {
  page: number;
  totalPages: number;
  total: number;
  /** Counting stopped early: `total` and `totalPages` are "at least" ('Page 3 of 500+'). */
  totalCapped?: boolean;
  /** A page follows this one (the server says so; Next is off without it). */
  hasMore?: boolean;
  /** What is counted, singular and plural: ['user', 'users']. */
  noun: [one: string, other: string];
  onPageChange: (page: number) => void;
  /** Disables the buttons while the next page loads. */
  busy?: boolean;
};

/**
 * 'Page 2 of 5 · 93 users' (or 'Page 3 of 500+ · 10,000+ users' when the server stopped counting)
 * with Previous and Next; no buttons when everything fits on one page.
 */
export function Pagination({
  page,
  totalPages,
  total,
  totalCapped = false,
  hasMore,
  noun,
  onPageChange,
  busy = false,
}: PaginationProps) {
  const pages = Math.max(totalPages, page, 1);
  const more = hasMore ?? page < pages;
  const plus = totalCapped ? '+' : '';
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-border px-4 py-3 text-sm"
    >
      <p className="text-muted" aria-live="polite">
        Page {page} of {pages.toLocaleString('en-US')}
        {plus} · {total.toLocaleString('en-US')}
        {plus} {total === 1 && !totalCapped ? noun[0] : noun[1]}
      </p>
      {(pages > 1 || more) && (
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1 || busy}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={!more || busy}
            onClick={() => onPageChange(page + 1)}
          >
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      )}
    </nav>
  );
}
