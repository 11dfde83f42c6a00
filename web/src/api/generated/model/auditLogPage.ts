/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { AuditLogEntry } from './auditLogEntry.ts';

export interface AuditLogPage {
  entries: AuditLogEntry[];
  /** @minimum 1 */
  page: number;
  /** @minimum 1 */
  limit: number;
  /** @minimum 0 */
  total: number;
  /** @minimum 0 */
  totalPages: number;
}
