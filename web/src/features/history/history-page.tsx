import { keepPreviousData } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Plus, Search } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { useListSessionHistory } from '../../api/generated/interviewing/interviewing';
import { InterviewType, type ListSessionHistoryParams } from '../../api/generated/model';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { PageHeader } from '../../components/ui/page-header';
import { Select } from '../../components/ui/select';
import { usePageTitle } from '../../lib/page-title';
import { paths } from '../../lib/paths';
import { HISTORY_PAGE_SIZE, historyMessages, SEARCH_DEBOUNCE_MS } from './history-messages';
import { RowsSkeleton, SessionsTable } from './sessions-table';
import { useDebouncedValue } from './use-debounced-value';

type TypeFilter = InterviewType | 'all';

const TYPES = Object.values(InterviewType);

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
  usePageTitle('Interview History');
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
