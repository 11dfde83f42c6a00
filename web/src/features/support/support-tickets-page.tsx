import { ChevronRight, Inbox } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { SupportTicket } from '../../api/generated/model';
import { useListMyTickets } from '../../api/generated/support/support';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { usePageTitle } from '../../lib/page-title';
import { supportTicket } from '../../lib/paths';
import { NewTicketForm } from './new-ticket-form';
import { supportMessages } from './support-messages';
import { DateTime, firstLine, TicketStatusBadge } from './support-ui';

function newestFirst(tickets: SupportTicket[]): SupportTicket[] {
  return [...tickets].sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at));
}

function TicketRows({ tickets }: { tickets: SupportTicket[] }) {
  return (
    <ul aria-label="Support tickets" className="divide-y divide-border">
      {newestFirst(tickets).map((ticket) => (
        <li key={ticket.id}>
          <Link
            to={supportTicket(ticket.id)}
            className="focus-ring flex items-center gap-3 px-4 py-3.5 transition-colors hover:bg-surface-muted sm:px-6"
          >
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-sm font-semibold">{ticket.feedback_type}</span>
                <TicketStatusBadge status={ticket.status} />
              </div>
              <span className="truncate text-sm text-foreground/85">{firstLine(ticket.message)}</span>
              <span className="text-xs text-muted">
                Updated <DateTime iso={ticket.updated_at} />
              </span>
            </div>
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function LoadingRows() {
  return (
    <div className="flex flex-col gap-4 p-6" aria-busy="true">
      <span className="sr-only" role="status">
        Loading support tickets
      </span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-3 w-32" />
        </div>
      ))}
    </div>
  );
}

/** /settings/support: the person's tickets, newest activity first, and a form to open a new one. */
export function SupportTicketsPage() {
  usePageTitle('My Support Tickets');
  // a failure offers 'Try Again' at once instead of retrying behind a skeleton
  const tickets = useListMyTickets({ query: { retry: false }, request: { quiet: true } });
  const [composing, setComposing] = useState(false);
  const [created, setCreated] = useState(false);
  const newTicketButton = useRef<HTMLButtonElement>(null);
  const formCard = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (composing) formCard.current?.querySelector('textarea')?.focus();
  }, [composing]);

  const closeForm = () => {
    setComposing(false);
    requestAnimationFrame(() => newTicketButton.current?.focus());
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="My Support Tickets"
        description="Questions you have asked our support team, and their answers."
        actions={
          !composing && (
            <Button
              ref={newTicketButton}
              onClick={() => {
                setCreated(false);
                setComposing(true);
              }}
            >
              New ticket
            </Button>
          )
        }
      />
      {created && <Alert tone="success">{supportMessages.ticketCreated}</Alert>}
      {composing && (
        <Card ref={formCard} className="p-6">
          <h2 className="mb-4 text-lg font-semibold">New ticket</h2>
          <NewTicketForm
            onCreated={() => {
              setCreated(true);
              closeForm();
            }}
            onCancel={closeForm}
          />
        </Card>
      )}
      <Card>
        {tickets.isPending ? (
          <LoadingRows />
        ) : tickets.isError ? (
          <div className="p-6">
            <Alert
              tone="danger"
              action={
                <Button
                  variant="secondary"
                  size="sm"
                  loading={tickets.isFetching}
                  onClick={() => void tickets.refetch()}
                >
                  Try Again
                </Button>
              }
            >
              {supportMessages.ticketsFailed}
            </Alert>
          </div>
        ) : tickets.data.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
            <Inbox aria-hidden="true" className="size-8 text-muted" />
            <p className="font-medium">You have no support tickets yet.</p>
            <p className="text-sm text-muted">
              Open a ticket when something is not working or you have a question.
            </p>
          </div>
        ) : (
          <TicketRows tickets={tickets.data} />
        )}
      </Card>
    </div>
  );
}
