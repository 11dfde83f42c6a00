/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { TicketStatus } from './ticketStatus.ts';

export interface TicketStatusUpdate {
  status: TicketStatus;
}
