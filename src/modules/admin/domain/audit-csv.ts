import type { AuditEntry } from './audit.ts';

/** Rows an export holds at most. */
export const AUDIT_EXPORT_LIMIT = 10_000;

/** Characters a spreadsheet reads as the start of a formula. */
const FORMULA_START = /^[=+\-@]/;

/**
 * One CSV cell (RFC 4180): a cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@` first)
 * is prefixed with `'`; a cell with a comma, a quote or a line break is quoted, quotes doubled.
 */
export function csvCell(value: string | null): string {
  if (value === null) return '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const AUDIT_CSV_COLUMNS = [
  'created_at',
  'actor_email',
  'actor_role',
  'action',
  'target_type',
  'target_id',
  'reason',
  'before',
  'after',
  'ip',
  'request_id',
] as const;

const json = (v: unknown) => (v === null ? null : JSON.stringify(v));

/** The entries as a CSV file: a header row, then one line per entry, CRLF line ends. */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const lines = [AUDIT_CSV_COLUMNS.join(',')];
  for (const e of entries) {
    lines.push(
      [
        e.createdAt.toISOString(),
        e.actorEmail,
        e.actorRole,
        e.action,
        e.targetType,
        e.targetId,
        e.reason,
        json(e.before),
        json(e.after),
        e.ip,
        e.requestId,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The export's file name: the day it was made (UTC). */
export function auditCsvFileName(now: Date): string {
  return `audit-log-${now.toISOString().slice(0, 10)}.csv`;
}
