import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ArrowLeft, LifeBuoy, Lock, Mail } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  getAdminGetTicketQueryKey,
  getAdminListTicketsQueryKey,
  useAdminAddTicketNote,
  useAdminGetTicket,
  useAdminReplyToTicket,
  useAdminUpdateTicketStatus,
} from '../../api/generated/admin/admin';
import type {
  AdminTicketDetail,
  ConversationEntry,
  SupportTicket,
  TicketNote,
  TicketStatus,
} from '../../api/generated/model';
import { LoadError } from '../../components/admin/load-error';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { Select } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { Textarea } from '../../components/ui/textarea';
import { errorMessage, isApiError } from '../../lib/api-error';
import { usePageTitle } from '../../lib/page-title';
import { paths } from '../../lib/paths';
import { When } from './admin-ui';
import { TicketStatusBadge, ticketStatuses } from './ticket-ui';

export const TICKET_FAILED = 'This ticket could not be loaded.';
export const TICKET_NOT_FOUND = 'This ticket does not exist (any more).';
export const INTERNAL_NOTICE = 'Internal — the person never sees these';
const MESSAGE_MAX = 5000;

type Message = { id: string; fromStaff: boolean; author: string; text: string; at: string };

function conversationOf(detail: AdminTicketDetail): Message[] {
  const replies = [...detail.conversation]
    .sort((a: ConversationEntry, b: ConversationEntry) => Date.parse(a.created_at) - Date.parse(b.created_at))
    .map((entry) => ({
      id: entry.id,
      fromStaff: entry.author_role !== 'user',
      author: entry.author_name,
      text: entry.response,
      at: entry.created_at,
    }));
  return [
    {
      id: `ticket-${detail.ticket.id}`,
      fromStaff: false,
      author: detail.user.name || detail.user.email,
      text: detail.ticket.message,
      at: detail.ticket.created_at,
    },
    ...replies,
  ];
}

function Conversation({ detail }: { detail: AdminTicketDetail }) {
  return (
    <ol aria-label="Conversation" className="flex flex-col gap-3">
      {conversationOf(detail).map((message) => (
        <li key={message.id} className={clsx('flex', message.fromStaff ? 'justify-end' : 'justify-start')}>
          <article
            aria-label={`${message.fromStaff ? 'Staff reply' : 'Message'} from ${message.author}`}
            data-author={message.fromStaff ? 'staff' : 'user'}
            className={clsx(
              'flex max-w-[min(36rem,92%)] min-w-0 flex-col gap-1.5 rounded-card border px-4 py-3',
              message.fromStaff
                ? 'rounded-tr-sm border-primary/25 bg-primary/8'
                : 'rounded-tl-sm border-border bg-surface-muted',
            )}
          >
            <header className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted">
              {message.fromStaff && <LifeBuoy aria-hidden="true" className="size-3.5 text-primary" />}
              <span className={clsx('font-semibold', message.fromStaff ? 'text-primary' : 'text-foreground')}>
                {message.author}
              </span>
              {message.fromStaff && <Badge tone="primary">Staff</Badge>}
              <When iso={message.at} exact />
            </header>
            <p className="text-sm break-words whitespace-pre-wrap">{message.text}</p>
          </article>
        </li>
      ))}
    </ol>
  );
}

function useRefreshTicket(id: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getAdminGetTicketQueryKey(id) }),
      queryClient.invalidateQueries({ queryKey: getAdminListTicketsQueryKey() }),
    ]);
}

/** A text box with one submit button; blank text is never sent. Used for replies and notes. */
function ComposeForm({
  label,
  submitLabel,
  pendingLabel,
  hint,
  failedText,
  send,
}: {
  label: string;
  submitLabel: string;
  pendingLabel: string;
  hint?: string;
  failedText: string;
  send: (text: string) => Promise<unknown>;
}) {
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const blank = text.trim() === '';

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blank || pending) return;
    setFailure(null);
    setPending(true);
    try {
      await send(text.trim());
      setText('');
    } catch (error) {
      setFailure(errorMessage(error, failedText));
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-3">
      {failure && <Alert tone="danger">{failure}</Alert>}
      <Field label={label} hint={hint}>
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxLength={MESSAGE_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <Button
        type="submit"
        disabled={blank}
        loading={pending}
        loadingText={pendingLabel}
        className="self-end"
      >
        {submitLabel}
      </Button>
    </form>
  );
}

function StatusControl({ ticket }: { ticket: SupportTicket }) {
  const id = useId();
  const refresh = useRefreshTicket(ticket.id);
  const update = useAdminUpdateTicketStatus({ request: { quiet: true } });
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<TicketStatus | null>(null);

  const change = async (status: TicketStatus) => {
    setFailure(null);
    setSaved(null);
    try {
      await update.mutateAsync({ id: ticket.id, data: { status } });
      await refresh();
      setSaved(status);
    } catch (error) {
      setFailure(errorMessage(error, 'The status could not be changed.'));
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Status
      </label>
      <Select
        id={id}
        value={update.isPending ? (update.variables?.data.status ?? ticket.status) : ticket.status}
        disabled={update.isPending}
        onChange={(event) => void change(event.target.value as TicketStatus)}
      >
        {ticketStatuses.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </Select>
      <p className="text-xs text-muted" aria-live="polite">
        {update.isPending ? 'Saving...' : saved ? `Status changed to ${saved}.` : ''}
      </p>
      {failure && <Alert tone="danger">{failure}</Alert>}
    </div>
  );
}

function Notes({ ticketId, notes }: { ticketId: string; notes: TicketNote[] }) {
  const refresh = useRefreshTicket(ticketId);
  const add = useAdminAddTicketNote({ request: { quiet: true } });
  return (
    <section
      aria-labelledby="internal-notes"
      className="flex flex-col gap-4 rounded-card border border-dashed border-warning/60 bg-warning/5 p-4"
    >
      <div className="flex flex-col gap-1">
        <h2 id="internal-notes" className="flex items-center gap-2 text-base font-semibold">
          <Lock aria-hidden="true" className="size-4 text-warning" />
          Internal notes
        </h2>
        <p className="text-xs font-medium text-warning">{INTERNAL_NOTICE}</p>
      </div>
      {notes.length === 0 ? (
        <p className="text-sm text-muted">No notes yet. Notes help the next person who picks this up.</p>
      ) : (
        <ol aria-label="Internal notes" className="flex flex-col gap-3">
          {notes.map((note) => (
            <li
              key={note.id}
              className="flex flex-col gap-1 rounded-control bg-surface p-3 text-sm shadow-soft"
            >
              <div className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
                <span className="font-semibold text-foreground">{note.author_name}</span>
                <span className="capitalize">{note.author_role}</span>
                <When iso={note.created_at} exact />
              </div>
              <p className="break-words whitespace-pre-wrap">{note.note}</p>
            </li>
          ))}
        </ol>
      )}
      <ComposeForm
        label="Add an internal note"
        submitLabel="Add note"
        pendingLabel="Adding..."
        failedText="The note could not be added."
        send={async (note) => {
          await add.mutateAsync({ id: ticketId, data: { note } });
          await refresh();
        }}
      />
    </section>
  );
}

function TicketView({ detail }: { detail: AdminTicketDetail }) {
  const { ticket, user } = detail;
  const refresh = useRefreshTicket(ticket.id);
  const reply = useAdminReplyToTicket({ request: { quiet: true } });
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <Card className="flex flex-col gap-4 p-4 sm:p-6">
          <h2 className="text-lg font-semibold">Conversation</h2>
          <Conversation detail={detail} />
        </Card>
        <Card className="p-4 sm:p-6">
          <ComposeForm
            label="Reply to the person"
            submitLabel="Send Reply"
            pendingLabel="Sending..."
            hint={`${user.name || user.email} gets a notification and sees this reply under their ticket.`}
            failedText="The reply could not be sent."
            send={async (response) => {
              await reply.mutateAsync({ id: ticket.id, data: { response } });
              await refresh();
            }}
          />
        </Card>
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <Card className="flex flex-col gap-4 p-4">
          <section aria-labelledby="ticket-person" className="flex flex-col gap-1">
            <h2 id="ticket-person" className="text-sm font-semibold tracking-wide text-muted uppercase">
              Person
            </h2>
            <p className="font-medium break-words">{user.name || 'No name'}</p>
            <a
              href={`mailto:${user.email}`}
              className="focus-ring inline-flex items-center gap-1.5 self-start rounded-sm text-sm break-all text-primary hover:underline"
            >
              <Mail aria-hidden="true" className="size-3.5 shrink-0" />
              {user.email}
            </a>
            <Link
              to={`${paths.adminUsers}?search=${encodeURIComponent(user.email)}`}
              className="focus-ring self-start rounded-sm text-sm font-medium text-primary hover:underline"
            >
              Find in Users
            </Link>
          </section>
          <StatusControl ticket={ticket} />
          <dl className="grid grid-cols-2 gap-2 text-xs">
            <dt className="text-muted">Opened</dt>
            <dd>
              <When iso={ticket.created_at} exact />
            </dd>
            <dt className="text-muted">Updated</dt>
            <dd>
              <When iso={ticket.updated_at} exact />
            </dd>
          </dl>
        </Card>
        <Notes ticketId={ticket.id} notes={detail.notes} />
      </div>
    </div>
  );
}

function TicketSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <span className="sr-only" role="status">
        Loading ticket
      </span>
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/** /admin/support-tickets/:ticketId: the conversation, a reply box, the status and internal notes. */
export function AdminSupportTicketPage() {
  const { ticketId = '' } = useParams();
  const detail = useAdminGetTicket(ticketId, { query: { retry: false }, request: { quiet: true } });
  usePageTitle(detail.data ? `${detail.data.ticket.feedback_type} Ticket · Admin` : 'Support Ticket · Admin');
  const notFound = isApiError(detail.error) && detail.error.status === 404;

  return (
    <div className="flex flex-col gap-6">
      <Link
        to={paths.adminSupportTickets}
        className="focus-ring inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-medium text-muted hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All support tickets
      </Link>
      <PageHeader
        title={detail.data ? `${detail.data.ticket.feedback_type}` : 'Support Ticket'}
        description={
          detail.data ? (
            <span className="flex flex-wrap items-center gap-2">
              <TicketStatusBadge status={detail.data.ticket.status} />
              <span>
                from {detail.data.user.name || detail.data.user.email} · opened{' '}
                <When iso={detail.data.ticket.created_at} />
              </span>
            </span>
          ) : undefined
        }
      />
      {detail.isPending ? (
        <TicketSkeleton />
      ) : detail.isError ? (
        notFound ? (
          <Alert tone="warning">{TICKET_NOT_FOUND}</Alert>
        ) : (
          <LoadError onRetry={() => void detail.refetch()} retrying={detail.isFetching}>
            {errorMessage(detail.error, TICKET_FAILED)}
          </LoadError>
        )
      ) : (
        <TicketView detail={detail.data} />
      )}
    </div>
  );
}
