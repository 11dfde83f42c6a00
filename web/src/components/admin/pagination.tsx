import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../ui/button';

type PaginationProps = {
  page: number;
  totalPages: number;
  total: number;
  /** What is counted, singular and plural: ['user', 'users']. */
  noun: [one: string, other: string];
  onPageChange: (page: number) => void;
  /** Disables the buttons while the next page loads. */
  busy?: boolean;
};

/** 'Page 2 of 5 · 93 users' with Previous and Next; nothing when everything fits on one page. */
export function Pagination({ page, totalPages, total, noun, onPageChange, busy = false }: PaginationProps) {
  const pages = Math.max(totalPages, 1);
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-border px-4 py-3 text-sm"
    >
      <p className="text-muted" aria-live="polite">
        Page {Math.min(page, pages)} of {pages} · {total.toLocaleString('en-US')}{' '}
        {total === 1 ? noun[0] : noun[1]}
      </p>
      {pages > 1 && (
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
            disabled={page >= pages || busy}
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
