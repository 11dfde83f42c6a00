import { keepPreviousData } from '@tanstack/react-query';
import { Activity } from 'lucide-react';
import { adminExportActivityLog, useAdminListActivityLog } from '../../api/generated/admin/admin';
import type { ActivityEvent, AdminListActivityLogParams } from '../../api/generated/model';
import { EmptyState } from '../../components/admin/empty-state';
import { LoadError } from '../../components/admin/load-error';
import { Pagination } from '../../components/admin/pagination';
import { Table, Td, Th } from '../../components/admin/table';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { errorMessage } from '../../lib/api-error';
import { usePageTitle } from '../../lib/page-title';
import { dayEnd, dayStart, describeValues } from './admin-format';
import { AdminOnly } from './admin-only';
import { ExportButton } from './export-button';
import { TableSkeleton, When } from './admin-ui';
import { definedParams, useListState } from './list-state';
import { type FilterField, LogFilters } from './log-filters';

export const ACTIVITY_PAGE_SIZE = 25;
export const ACTIVITY_FAILED = 'The activity log could not be loaded.';

const filterKeys = ['search', 'event', 'userId', 'from', 'to'] as const;
type ActivityFilter = (typeof filterKeys)[number];

/** The events the contract names; the filter takes any other too. */
const knownEvents = [
  'signup',
  'login',
  'login.failed',
  'document.upload',
  'interview.start',
  'interview.complete',
  'resume.polish',
  'plan.change',
];

const fields: FilterField<ActivityFilter>[] = [
  { key: 'search', label: 'Search', placeholder: 'E-mail or event' },
  { key: 'event', label: 'Event', placeholder: 'e.g. login.failed', suggestions: knownEvents },
  { key: 'userId', label: 'User id', placeholder: 'One user only' },
  { key: 'from', label: 'From (day)', type: 'date' },
  { key: 'to', label: 'To (day, included)', type: 'date' },
];

export function activityQuery(filters: Record<ActivityFilter, string>): AdminListActivityLogParams {
  return definedParams({
    search: filters.search,
    event: filters.event,
    userId: filters.userId,
    from: dayStart(filters.from),
    to: dayEnd(filters.to),
  });
}

function EventRows({ events }: { events: ActivityEvent[] }) {
  return (
    <Table label="Activity log" className="table-cards sm:min-w-[48rem]">
      <thead>
        <tr>
          <Th>When</Th>
          <Th>User</Th>
          <Th>Event</Th>
          <Th>Details</Th>
        </tr>
      </thead>
      <tbody>
        {events.map((event) => (
          <tr key={event.id}>
            <Td>
              <When iso={event.created_at} exact />
            </Td>
            <Td data-label="User" className="break-all">
              {event.user_email ?? <span className="text-muted">Deleted user</span>}
            </Td>
            <Td data-label="Event">
              <code className="font-mono text-xs">{event.event}</code>
            </Td>
            <Td data-label="Details" className="max-w-[24rem] text-xs break-words text-muted">
              {describeValues(event.metadata) || '—'}
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function ActivityLog() {
  const { filters, page, setFilters, setPage } = useListState(filterKeys);
  const log = useAdminListActivityLog(
    { ...activityQuery(filters), page, limit: ACTIVITY_PAGE_SIZE },
    { query: { retry: false, placeholderData: keepPreviousData }, request: { quiet: true } },
  );
  const filtered = filterKeys.some((key) => filters[key]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Activity Log"
        description="What people do in the product: sign-ups, sign-ins, uploads, sessions, polish runs, plan changes."
        actions={
          <ExportButton
            name="activity-log"
            exportCsv={() => adminExportActivityLog(activityQuery(filters), { quiet: true })}
          />
        }
      />
      <LogFilters label="Activity log filters" fields={fields} values={filters} onApply={setFilters} />
      <Card className="min-w-0 overflow-hidden">
        {log.isPending ? (
          <TableSkeleton label="Loading the activity log" />
        ) : log.isError && !log.data ? (
          <div className="p-4">
            <LoadError onRetry={() => void log.refetch()} retrying={log.isFetching}>
              {errorMessage(log.error, ACTIVITY_FAILED)}
            </LoadError>
          </div>
        ) : log.data.events.length === 0 ? (
          <EmptyState
            icon={Activity}
            title={filtered ? 'No events match these filters.' : 'No activity yet.'}
          />
        ) : (
          <>
            <EventRows events={log.data.events} />
            <Pagination
              page={log.data.page}
              totalPages={log.data.totalPages}
              total={log.data.total}
              totalCapped={log.data.totalCapped}
              hasMore={log.data.hasMore}
              noun={['event', 'events']}
              busy={log.isFetching}
              onPageChange={setPage}
            />
          </>
        )}
      </Card>
    </div>
  );
}

/** /admin/activity-log (admin only): product events of users, filtered and paged. */
export function AdminActivityLogPage() {
  usePageTitle('Activity Log · Admin');
  return (
    <AdminOnly title="Activity Log">
      <ActivityLog />
    </AdminOnly>
  );
}
