import { keepPreviousData } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Plus, Search } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { useListSessionHistory } from '../../api/generated/interviewing/interviewing';
import {
  InterviewType,
  type ListSessionHistoryParams,
  type SessionHistoryItem,
} from '../../api/generated/model';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { PageHeader } from '../../components/ui/page-header';
import { Select } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { paths, sessionSummary } from '../../lib/paths';
import { formatDate, formatScore, scoreTone } from './history-format';
import { HISTORY_PAGE_SIZE, historyMessages, SEARCH_DEBOUNCE_MS } from './history-messages';
import { useDebouncedValue } from './use-debounced-value';

type TypeFilter = InterviewType | 'all';

const TYPES = Object.values(InterviewType);

function RowsSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3 p-4">
      {Array.from({ length: 5 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={index} className="flex items-center gap-4">
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-6 w-12" />
          <Skeleton className="h-8 w-24" />
        </div>
      ))}
    </div>
  );
}

function SessionsTable({ sessions }: { sessions: SessionHistoryItem[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Your interview sessions, newest first</caption>
        <thead className="border-b border-border text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Title
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Date
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Score
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {sessions.map((session) => (
            <tr key={session.id} className="transition-colors hover:bg-surface-muted/50">
              <th scope="row" className="px-4 py-3 font-medium text-foreground">
                <span className="flex flex-col gap-0.5">
                  <span className="break-words">{session.title}</span>
                  <span className="text-xs font-normal text-muted">{session.interview_type}</span>
                </span>
              </th>
              <td className="px-4 py-3 whitespace-nowrap text-muted">
                <time dateTime={session.created_at}>{formatDate(session.created_at)}</time>
              </td>
              <td className="px-4 py-3">
                <Badge tone={scoreTone(session.score)} data-tone={scoreTone(session.score)}>
                  {formatScore(session.score)}
                </Badge>
              </td>
              <td className="px-4 py-3 text-right">
                <Button asChild variant="secondary" size="sm">
                  <Link to={sessionSummary(session.id)} aria-label={`View Report: ${session.title}`}>
                    View Report
                  </Link>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Pager({
  page,
  totalPages,
  busy,
  onPage,
}: {
  page: number;
  totalPages: number;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <nav
      aria-label="Pagination"
      className="flex items-center justify-between gap-3 border-t border-border px-4 py-3"
    >
      <Button variant="secondary" size="sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </Button>
      <p className="text-sm text-muted" aria-live="polite">
        Page {page} of {totalPages}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= totalPages || busy}
        onClick={() => onPage(page + 1)}
      >
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}

/** /history: every practice session with its score and a link to its report. */
export function HistoryPage() {
  const searchId = useId();
  const typeId = useId();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [type, setType] = useState<TypeFilter>('all');
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  const params: ListSessionHistoryParams = {
    page,
    limit: HISTORY_PAGE_SIZE,
    ...(settledSearch ? { search: settledSearch } : {}),
    ...(type !== 'all' ? { type } : {}),
  };
  const history = useListSessionHistory(params, { query: { placeholderData: keepPreviousData } });

  // A new search or filter starts again from the first page.
  const [filters, setFilters] = useState({ settledSearch, type });
  if (filters.settledSearch !== settledSearch || filters.type !== type) {
    setFilters({ settledSearch, type });
    setPage(1);
  }

  const data = history.data;
  const totalPages = data ? Math.max(data.totalPages, 1) : 1;

  let body: ReactNode;
  if (history.isPending) body = <RowsSkeleton />;
  else if (history.isError && !data) {
    body = (
      <div className="p-4">
        <Alert tone="danger">{historyMessages.loadFailed}</Alert>
      </div>
    );
  } else if (!data || data.sessions.length === 0) {
    body = <p className="px-4 py-12 text-center text-sm text-muted">{historyMessages.empty}</p>;
  } else {
    body = (
      <>
        <SessionsTable sessions={data.sessions} />
        <Pager
          page={Math.min(data.currentPage, totalPages)}
          totalPages={totalPages}
          busy={history.isPlaceholderData}
          onPage={setPage}
        />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Interview History"
        description="Every practice session with its score and report."
        actions={
          <Button asChild>
            <Link to={paths.dashboard}>
              <Plus aria-hidden="true" className="size-4" />
              Start New Session
            </Link>
          </Button>
        }
      />
      <Card className="flex flex-col">
        <search className="flex flex-col gap-3 border-b border-border p-4 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-1.5">
            <label htmlFor={searchId} className="text-sm font-medium text-foreground">
              Search by title
            </label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
              />
              <Input
                id={searchId}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder="e.g. Staff Engineer"
                className="pl-9"
                autoComplete="off"
              />
            </div>
          </div>
          <div className="flex flex-col gap-1.5 sm:w-48">
            <label htmlFor={typeId} className="text-sm font-medium text-foreground">
              Interview type
            </label>
            <Select id={typeId} value={type} onChange={(event) => setType(event.target.value as TypeFilter)}>
              <option value="all">All types</option>
              {TYPES.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Select>
          </div>
        </search>
        <section aria-label="Sessions" aria-busy={history.isFetching || undefined}>
          {body}
        </section>
      </Card>
    </div>
  );
}
