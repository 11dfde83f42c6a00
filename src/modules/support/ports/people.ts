import type { TicketOwner } from '../domain/ticket.ts';

/** The accounts support reads: names for conversation entries, addresses for mail. */
export interface People {
  find(userId: string): Promise<TicketOwner | null>;
}
