import { keepPreviousData } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useAdminListTickets } from '../../api/generated/admin/admin';
import type { AdminTicket, TicketStatus } from '../../api/generated/model';
import { EmptyState } from '../../components/admin/empty-state';
import { LoadError } from '../../components/admin/load-error';
import { Pagination } from '../../components/admin/pagination';
import { Table, Td, Th } from '../../components/admin/table';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { Select } from '../../components/ui/select';
import { errorMessage } from '../../lib/api-error';
import { usePageTitle } from '../../lib/page-title';
import { adminSupportTicket } from '../../lib/paths';
import { SearchField, TableSkeleton, When } from './admin-ui';
import { definedParams, useListState } from './list-state';
import { firstLine, TicketStatusBadge, ticketStatuses } from './ticket-ui';

export const TICKETS_PAGE_SIZE = 20;
export const TICKETS_FAILED = 'The support tickets could not be loaded.';

const filterKeys = ['search', 'status'] as const;

function TicketRows({ tickets }: { tickets: AdminTicket[] }) {
  return (
    <Table label="Support tickets" className="table-cards sm:min-w-[48rem]">
      <thead>
        <tr>
          <Th>Ticket</Th>
          <Th>From</Th>
          <Th>Type</Th>
          <Th>Status</Th>
          <Th>Updated</Th>
        </tr>
      </thead>
      <tbody>
        {tickets.map((ticket) => (
          <tr key={ticket.id} className="transition-colors hover:bg-surface-muted/60">
            <Td className="max-w-[22rem]">
              <Link
                to={adminSupportTicket(ticket.id)}
                className="focus-ring line-clamp-2 rounded-sm font-medium text-primary hover:underline"
              >
                {firstLine(ticket.message) || 'No message'}
              </Link>
            </Td>
            <Td data-label="From">
              <div className="flex flex-col">
                <span className="font-medium">{ticket.user_name}</span>
                <span className="text-xs break-all text-muted">{ticket.user_email}</span>
              </div>
            </Td>
            <Td data-label="Type" className="whitespace-nowrap">
              {ticket.feedback_type}
            </Td>
            <Td data-label="Status">
              <TicketStatusBadge status={ticket.status} />
            </Td>
            <Td data-label="Updated">
              <When iso={ticket.updated_at} />
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** /admin/support-tickets: every ticket, most recently updated first, searchable and by status. */
export function AdminSupportTicketsPage() {
  usePageTitle('Support Tickets · Admin');
  const statusId = useId();
  const { filters, page, setFilters, setPage } = useListState(filterKeys);
  const status = ticketStatuses.includes(filters.status as TicketStatus)
    ? (filters.status as TicketStatus)
    : undefined;
  const tickets = useAdminListTickets(
    definedParams({ page, limit: TICKETS_PAGE_SIZE, search: filters.search, status }),
    { query: { retry: false, placeholderData: keepPreviousData }, request: { quiet: true } },
  );
  const filtered = Boolean(filters.search || status);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Support Tickets"
        description="Every ticket from users: answer them and keep them moving."
      />
      <div className="flex flex-wrap items-end gap-3">
        <SearchField
          label="Search tickets"
          placeholder="Message, name or e-mail"
          value={filters.search}
          onSearch={(search) => setFilters({ search })}
        />
        <div className="flex w-full flex-col gap-1.5 sm:w-44">
          <label htmlFor={statusId} className="text-sm font-medium">
            Status
          </label>
          <Select
            id={statusId}
            value={status ?? ''}
            onChange={(event) => setFilters({ status: event.target.value })}
          >
            <option value="">All statuses</option>
            {ticketStatuses.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <Card className="min-w-0 overflow-hidden">
        {tickets.isPending ? (
          <TableSkeleton label="Loading support tickets" />
        ) : tickets.isError && !tickets.data ? (
          <div className="p-4">
            <LoadError onRetry={() => void tickets.refetch()} retrying={tickets.isFetching}>
              {errorMessage(tickets.error, TICKETS_FAILED)}
            </LoadError>
          </div>
        ) : tickets.data.tickets.length === 0 ? (
          <EmptyState
            icon={Inbox}
            title={filtered ? 'No tickets match these filters.' : 'No support tickets yet.'}
          >
            {filtered
              ? 'Try another search or status.'
              : 'Tickets people open from their settings appear here.'}
          </EmptyState>
        ) : (
          <>
            <TicketRows tickets={tickets.data.tickets} />
            <Pagination
              page={tickets.data.page}
              totalPages={tickets.data.totalPages}
              total={tickets.data.total}
              totalCapped={tickets.data.totalCapped}
              hasMore={tickets.data.hasMore}
              noun={['ticket', 'tickets']}
              busy={tickets.isFetching}
              onPageChange={setPage}
            />
          </>
        )}
      </Card>
    </div>
  );
}
