import type { TicketStatus } from '../../api/generated/model';
import { Badge } from '../../components/ui/badge';

export const ticketStatuses: TicketStatus[] = ['Open', 'Resolved'];

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <Badge tone={status === 'Resolved' ? 'success' : 'warning'}>{status}</Badge>;
}

/** The first line of a message, for a list row. */
export function firstLine(message: string): string {
  return (
    message
      .trim()
      .split(/\r?\n/)
      .find((line) => line.trim() !== '')
      ?.trim() ?? ''
  );
}
