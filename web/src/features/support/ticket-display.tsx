import type { TicketStatus } from '../../api/generated/model';
import { Badge } from '../../components/ui/badge';

/** A date and time in the person's locale, e.g. 'Aug 5, 2025, 3:04 PM'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export function DateTime({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} className={className}>
      {formatDateTime(iso)}
    </time>
  );
}

/** Spec: ticket statuses Open and Resolved. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <Badge tone={status === 'Resolved' ? 'success' : 'primary'}>{status}</Badge>;
}

/** The first line of a message, for a list row (the full text is on the ticket's page). */
export function firstLine(message: string): string {
  return (
    message
      .trim()
      .split(/\r?\n/)
      .find((line) => line.trim() !== '')
      ?.trim() ?? ''
  );
}
