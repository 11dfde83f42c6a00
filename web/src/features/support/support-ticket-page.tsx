import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ArrowLeft, LifeBuoy } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ConversationEntry, SupportTicket } from '../../api/generated/model';
import {
  getGetMyTicketQueryKey,
  getListMyTicketsQueryKey,
  useGetMyTicket,
  useReplyToTicket,
} from '../../api/generated/support/support';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { Textarea } from '../../components/ui/textarea';
import { isApiError } from '../../lib/api-error';
import { usePageTitle } from '../../lib/page-title';
import { paths } from '../../lib/paths';
import { supportMessages } from './support-messages';
import { DateTime, MESSAGE_MAX_LENGTH, TicketStatusBadge } from './support-ui';

type Message = { id: string; fromStaff: boolean; author: string; text: string; at: string };

/** The ticket's own message opens the conversation; replies follow, oldest first. */
function conversationOf(ticket: SupportTicket, entries: ConversationEntry[]): Message[] {
  const replies = [...entries]
    .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at))
    .map((entry) => ({
      id: entry.id,
      // support and admin both answer as the support team (the server adds '(Support Team)')
      fromStaff: entry.author_role !== 'user',
      author: entry.author_name,
      text: entry.response,
      at: entry.created_at,
    }));
  return [
    {
      id: `ticket-${ticket.id}`,
      fromStaff: false,
      author: 'You',
      text: ticket.message,
      at: ticket.created_at,
    },
    ...replies,
  ];
}

function ConversationItem({ message }: { message: Message }) {
  return (
    <li className={clsx('flex', message.fromStaff ? 'justify-start' : 'justify-end')}>
      <article
        aria-label={`${message.fromStaff ? 'Support reply' : 'Your message'} from ${message.author}`}
        data-author={message.fromStaff ? 'support' : 'user'}
        className={clsx(
          'flex max-w-[min(36rem,92%)] flex-col gap-1.5 rounded-card border px-4 py-3',
          message.fromStaff
            ? 'rounded-tl-sm border-primary/25 bg-primary/8'
            : 'rounded-tr-sm border-border bg-surface-muted',
        )}
      >
        <header className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted">
          {message.fromStaff && <LifeBuoy aria-hidden="true" className="size-3.5 text-primary" />}
          <span className={clsx('font-semibold', message.fromStaff ? 'text-primary' : 'text-foreground')}>
            {message.author}
          </span>
          <DateTime iso={message.at} />
        </header>
        <p className="text-sm break-words whitespace-pre-wrap">{message.text}</p>
      </article>
    </li>
  );
}

function ReplyForm({ ticket }: { ticket: SupportTicket }) {
  const [reply, setReply] = useState('');
  const [failed, setFailed] = useState(false);
  const queryClient = useQueryClient();
  const send = useReplyToTicket({ request: { quiet: true } });
  const blank = reply.trim() === '';

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // spec: a reply that is blank after trimming is not sent
    if (blank || send.isPending) return;
    setFailed(false);
    try {
      await send.mutateAsync({ id: ticket.id, data: { response: reply.trim() } });
      setReply('');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getGetMyTicketQueryKey(ticket.id) }),
        queryClient.invalidateQueries({ queryKey: getListMyTicketsQueryKey() }),
      ]);
    } catch {
      setFailed(true);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-3">
      {failed && <Alert tone="danger">{supportMessages.replyFailed}</Alert>}
      <Field
        label="Your reply"
        hint={
          ticket.status === 'Resolved'
            ? 'This ticket is resolved. Replying reopens it for our support team.'
            : undefined
        }
      >
        {(control) => (
          <Textarea
            {...control}
            name="response"
            rows={4}
            maxLength={MESSAGE_MAX_LENGTH}
            value={reply}
            onChange={(event) => setReply(event.target.value)}
          />
        )}
      </Field>
      <Button
        type="submit"
        disabled={blank}
        loading={send.isPending}
        loadingText="Sending..."
        className="self-end"
      >
        Send Reply
      </Button>
    </form>
  );
}

function BackLink() {
  return (
    <Link
      to={paths.settingsSupport}
      className="focus-ring inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-medium text-muted hover:text-foreground"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to My Support Tickets
    </Link>
  );
}

function LoadingTicket() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <span className="sr-only" role="status">
        Loading conversation
      </span>
      <Skeleton className="h-8 w-56" />
      <Skeleton className="h-4 w-72" />
      <Skeleton className="h-20 w-3/4 self-end" />
      <Skeleton className="h-20 w-3/4" />
    </div>
  );
}

/** /settings/support/:ticketId: the ticket, its conversation oldest first, and a reply box. */
export function SupportTicketPage() {
  const { ticketId = '' } = useParams();
  // a failure offers 'Try Again' at once instead of retrying behind a skeleton
  const detail = useGetMyTicket(ticketId, { query: { retry: false }, request: { quiet: true } });
  usePageTitle(detail.data ? `${detail.data.ticket.feedback_type} Ticket` : 'Support Ticket');

  if (detail.isPending) {
    return (
      <div className="flex flex-col gap-6">
        <BackLink />
        <LoadingTicket />
      </div>
    );
  }

  if (detail.isError) {
    const notFound = isApiError(detail.error) && detail.error.status === 404;
    return (
      <div className="flex flex-col gap-6">
        <BackLink />
        <Alert
          tone="danger"
          action={
            notFound ? undefined : (
              <Button
                variant="secondary"
                size="sm"
                loading={detail.isFetching}
                onClick={() => void detail.refetch()}
              >
                Try Again
              </Button>
            )
          }
        >
          {notFound ? supportMessages.ticketNotFound : supportMessages.conversationFailed}
        </Alert>
      </div>
    );
  }

  const { ticket, conversation } = detail.data;
  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      <PageHeader
        title={`${ticket.feedback_type} ticket`}
        description={
          <span className="flex flex-wrap items-center gap-2 text-sm">
            <TicketStatusBadge status={ticket.status} />
            <span>
              Opened <DateTime iso={ticket.created_at} />
            </span>
          </span>
        }
      />
      <Card className="flex flex-col gap-6 p-4 sm:p-6">
        <section aria-labelledby="conversation-heading" className="flex flex-col gap-3">
          <h2 id="conversation-heading" className="text-lg font-semibold">
            Conversation
          </h2>
          <ol className="flex flex-col gap-3">
            {conversationOf(ticket, conversation).map((message) => (
              <ConversationItem key={message.id} message={message} />
            ))}
          </ol>
        </section>
        <div className="border-t border-border pt-6">
          <ReplyForm ticket={ticket} />
        </div>
      </Card>
    </div>
  );
}
