import { Search } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDateTime, formatRelativeTime } from '../../lib/relative-time';

/** How long typing pauses before a search runs. */
export const SEARCH_DELAY_MS = 300;

type SearchFieldProps = {
  label: string;
  /** The search in effect (from the address). */
  value: string;
  /** Called once typing pauses, with the new search. */
  onSearch: (value: string) => void;
  placeholder?: string;
};

/** A search box that searches as one types, after a short pause, and follows Back and Forward. */
export function SearchField({ label, value, onSearch, placeholder }: SearchFieldProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const committed = useRef(value);

  // the address changed by itself (Back, a link): show what is in effect
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  // the latest callback, so a parent's re-render (a list refetching) does not restart the pause
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });

  useEffect(() => {
    if (text.trim() === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = text.trim();
      search.current(text.trim());
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        />
        <Input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          maxLength={200}
          className="pl-9"
          onChange={(event) => setText(event.target.value)}
        />
      </div>
    </div>
  );
}

/** A moment as '3 hours ago' (a date past 30 days), the exact time on hover and for machines. */
export function When({ iso, exact = false }: { iso: string | null; exact?: boolean }) {
  if (!iso) return <span className="text-muted">Never</span>;
  const full = formatDateTime(iso);
  return (
    <time dateTime={iso} title={full} className="whitespace-nowrap">
      {exact ? full : formatRelativeTime(iso, 'page')}
    </time>
  );
}

const SKELETON_ROWS = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8'];

/** Rows of grey bars in a table's place while it loads. */
export function TableSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div className="flex flex-col gap-3 p-4" aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      {SKELETON_ROWS.slice(0, rows).map((row) => (
        <div key={row} className="flex gap-4">
          <Skeleton className="h-4 w-1/4" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 flex-1" />
        </div>
      ))}
    </div>
  );
}

export function YesNo({ value, yes = 'Yes', no = 'No' }: { value: boolean; yes?: string; no?: string }) {
  return <Badge tone={value ? 'success' : 'neutral'}>{value ? yes : no}</Badge>;
}

/** A labelled fact in a details list. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}
