import { pageInfo } from '../../../shared/kernel/paging.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import type { StaffContext } from '../domain/audit.ts';
import { AUDIT_EXPORT_LIMIT, auditCsv, auditCsvFileName } from '../domain/audit-csv.ts';
import type { AuditQuery, AuditTrail } from '../ports/audit-trail.ts';
import type { StaffActions } from './staff-actions.ts';

export type AuditFilters = Omit<AuditQuery, 'page' | 'limit'>;

/** One page of staff actions, newest first, with the filters combined. */
export class ListAuditLog {
  readonly #audit: AuditTrail;
  constructor(audit: AuditTrail) {
    this.#audit = audit;
  }
  async execute(query: AuditQuery) {
    const { entries, total } = await this.#audit.search(query);
    return { entries, ...pageInfo(query, total) };
  }
}

/** The filters as the audit entry of an export keeps them. */
function filtersOf(f: AuditFilters): Record<string, string> {
  const kept: Record<string, string> = {};
  if (f.actor) kept.actor = f.actor;
  if (f.action) kept.action = f.action;
  if (f.targetId) kept.target = f.targetId;
  if (f.from) kept.from = f.from.toISOString();
  if (f.to) kept.to = f.to.toISOString();
  return kept;
}

/**
 * The entries the filters select, newest first, at most AUDIT_EXPORT_LIMIT, as CSV. The export is
 * itself a staff action (`audit.export`, with the filters and the number of rows).
 */
export class ExportAuditLog {
  readonly #actions: StaffActions;
  readonly #audit: AuditTrail;
  readonly #clock: Clock;
  constructor(actions: StaffActions, audit: AuditTrail, clock: Clock) {
    this.#actions = actions;
    this.#audit = audit;
    this.#clock = clock;
  }

  execute(staff: StaffContext, filters: AuditFilters): Promise<{ fileName: string; csv: string }> {
    return this.#actions.run(staff, 'audit.export', null, async () => {
      const { entries } = await this.#audit.search({ ...filters, page: 1, limit: AUDIT_EXPORT_LIMIT });
      return {
        result: { fileName: auditCsvFileName(this.#clock.now()), csv: auditCsv(entries) },
        targetType: null,
        targetId: null,
        before: null,
        after: { filters: filtersOf(filters), rows: entries.length },
      };
    });
  }
}
