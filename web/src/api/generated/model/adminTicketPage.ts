/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { AdminTicket } from './adminTicket.ts';

export interface AdminTicketPage {
  tickets: AdminTicket[];
  /** @minimum 1 */
  page: number;
  /** @minimum 1 */
  limit: number;
  /** @minimum 0 */
  total: number;
  /** @minimum 0 */
  totalPages: number;
}
