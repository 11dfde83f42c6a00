/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { TicketNoteAuthorRole } from './ticketNoteAuthorRole.ts';

export interface TicketNote {
  id: string;
  author_name: string;
  author_role: TicketNoteAuthorRole;
  note: string;
  created_at: string;
}
